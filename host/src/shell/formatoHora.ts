import { ZONA_DISTRIBUIDORA } from '@portal/shared/domain';

/** The clock shows the distributor's time whatever zone the browser is in. */

const formatoReloj = new Intl.DateTimeFormat('es-AR', {
  timeZone: ZONA_DISTRIBUIDORA,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const formatoCierre = new Intl.DateTimeFormat('es-AR', {
  timeZone: ZONA_DISTRIBUIDORA,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const formatearReloj = (instante: number): string => formatoReloj.format(instante);
const diaDistribuidora = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_DISTRIBUIDORA, year: 'numeric', month: '2-digit', day: '2-digit' });
const partesDia = new Intl.DateTimeFormat('es-AR', { timeZone: ZONA_DISTRIBUIDORA, weekday: 'short', day: '2-digit', month: '2-digit' });

/**
 * The next closing: its time when it is today (distributor's calendar), else its day too, so that after Saturday's
 * last shift the header does not say "18:30" for a closing on Monday: "11:00", "mañana 08:00", "lun 30/11 18:30" (short:
 * "lun 18:30").
 */
export function formatearCierre(instante: number, ahora: number, corto = false): string {
  const hora = formatoCierre.format(instante);
  const dias = Math.round((Date.parse(diaDistribuidora.format(instante)) - Date.parse(diaDistribuidora.format(ahora))) / 86_400_000);
  if (dias <= 0) return hora;
  if (dias === 1) return `mañana ${hora}`;
  const partes = Object.fromEntries(partesDia.formatToParts(instante).map((p) => [p.type, p.value]));
  const dia = String(partes.weekday).replace(/\.$/, '');
  // Short (a narrow header): the weekday says it within the week a closing is at most away.
  return corto ? `${dia} ${hora}` : `${dia} ${partes.day}/${partes.month} ${hora}`;
}
