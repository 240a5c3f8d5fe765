import type { InfoHoras } from '@portal/shared/contracts';
import { cierreAnterior, proximoCierre } from './turnos.js';

/** How long after a closing the portal still warns that the round just closed. */
const MINUTOS_CERRADO_RECIENTE = 30;
/** Every weekday: a pharmacy without rounds closes daily at its own `cierreReparto`. */
export const TODOS_LOS_DIAS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Server time, the next closing of any of the pharmacy's rounds (the one the cart's promise and the confirmation name
 * first) and whether one closed in the last 30 minutes.
 */
export function calcularInfoHoras(ahora: Date, horarios: readonly { horaCierre: string; dias: readonly number[] }[]): InfoHoras {
  const proximos = horarios.flatMap((h) => proximoCierre(ahora, h.horaCierre, h.dias) ?? []).map((d) => d.getTime());
  const anteriores = horarios.flatMap((h) => cierreAnterior(ahora, h.horaCierre, h.dias) ?? []).map((d) => d.getTime());
  const ultimo = anteriores.length ? Math.max(...anteriores) : null;
  return {
    horaServidor: ahora.toISOString(),
    cierreReparto: new Date(Math.min(...proximos)).toISOString(),
    repartoCerradoRecientemente: ultimo !== null && ahora.getTime() - ultimo <= MINUTOS_CERRADO_RECIENTE * 60_000,
  };
}
