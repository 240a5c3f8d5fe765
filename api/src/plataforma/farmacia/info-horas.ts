import type { InfoHoras } from '@portal/shared/contracts';
import { diaLocal, instanteLocal, sumarDias } from '../../reloj.js';

/** How long after a closing the portal still warns that the round just closed. */
const MINUTOS_CERRADO_RECIENTE = 30;

/** Server time, the next delivery-round closing (today's until it passes) and whether one closed in the last 30 minutes. */
export function calcularInfoHoras(ahora: Date, horaCierre: string): InfoHoras {
  const hoy = diaLocal(ahora);
  const cierreHoy = instanteLocal(hoy, horaCierre);
  const pasoElDeHoy = ahora.getTime() >= cierreHoy.getTime();
  const proximo = pasoElDeHoy ? instanteLocal(sumarDias(hoy, 1), horaCierre) : cierreHoy;
  const anterior = pasoElDeHoy ? cierreHoy : instanteLocal(sumarDias(hoy, -1), horaCierre);
  return {
    horaServidor: ahora.toISOString(),
    cierreReparto: proximo.toISOString(),
    repartoCerradoRecientemente: ahora.getTime() - anterior.getTime() <= MINUTOS_CERRADO_RECIENTE * 60_000,
  };
}
