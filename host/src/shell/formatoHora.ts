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
export const formatearCierre = (instante: number): string => formatoCierre.format(instante);
