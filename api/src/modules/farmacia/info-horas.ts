import type { InfoHoras } from '@portal/shared/contracts';

/** The distributor works on Buenos Aires time; the delivery-round closing is a time of day there. */
export const ZONA_DISTRIBUIDORA = 'America/Argentina/Buenos_Aires';

/** How long after a closing the portal still warns that the round just closed. */
const MINUTOS_CERRADO_RECIENTE = 30;

const formatoDia = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_DISTRIBUIDORA, year: 'numeric', month: '2-digit', day: '2-digit' });
const formatoDesfase = new Intl.DateTimeFormat('en-US', { timeZone: ZONA_DISTRIBUIDORA, timeZoneName: 'longOffset' });

/** The calendar day (`YYYY-MM-DD`) of an instant in the distributor's zone. */
export const diaLocal = (instante: Date) => formatoDia.format(instante);

/** Minutes the zone is ahead of UTC at an instant (negative in Argentina). */
function desfaseMinutos(instante: Date): number {
  const nombre = formatoDesfase.formatToParts(instante).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const partes = /GMT([+-])(\d{2}):(\d{2})/.exec(nombre);
  if (!partes) return 0;
  const minutos = Number(partes[2]) * 60 + Number(partes[3]);
  return partes[1] === '-' ? -minutos : minutos;
}

/** The instant of a wall-clock time (`HH:mm`) on a day in the distributor's zone. */
export function instanteLocal(dia: string, hora: string): Date {
  const [anio, mes, d] = dia.split('-').map(Number);
  const [h, m] = hora.split(':').map(Number);
  const comoUtc = Date.UTC(anio, mes - 1, d, h, m);
  const aproximado = new Date(comoUtc - desfaseMinutos(new Date(comoUtc)) * 60_000);
  return new Date(comoUtc - desfaseMinutos(aproximado) * 60_000);
}

/** The calendar day `dias` days after `dia` (both `YYYY-MM-DD`). */
export const sumarDias = (dia: string, dias: number) => {
  const [anio, mes, d] = dia.split('-').map(Number);
  return new Date(Date.UTC(anio, mes - 1, d + dias)).toISOString().slice(0, 10);
};

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
