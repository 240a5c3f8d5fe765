import { ahoraMs, enHoraDistribuidora } from '@portal/shared/client';

const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/**
 * When a shift closes, as a clerk says it, in the distributor's time whatever the browser's zone: "hoy a las 09:30",
 * "mañana a las 14:00", "el sábado 28/11 a las 11:00".
 */
export function textoCierre(cierre: string, ahora: Date | string | number = ahoraMs()): string {
  const momento = enHoraDistribuidora(cierre);
  const hoy = enHoraDistribuidora(ahora).startOf('day');
  const dias = momento.startOf('day').diff(hoy, 'day');
  const hora = `a las ${momento.format('HH:mm')}`;
  if (dias === 0) return `hoy ${hora}`;
  if (dias === 1) return `mañana ${hora}`;
  return `el ${DIAS[momento.day()]} ${momento.format('DD/MM')} ${hora}`;
}
