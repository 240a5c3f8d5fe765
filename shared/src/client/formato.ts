import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { ZONA_DISTRIBUIDORA } from '../domain/index.js';

dayjs.extend(utc);
dayjs.extend(timezone);
// antd's date pickers take "today" from `dayjs().tz()`, the default zone: the distributor's day, whatever the browser's.
dayjs.tz.setDefault(ZONA_DISTRIBUIDORA);

export type Fecha = Date | Dayjs | string | number;

const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

/** es-AR pesos, e.g. "$ 1.234,50". */
export const formatearPesos = (n: number): string => pesos.format(n);

/** Shown for an empty or unreadable date. */
export const SIN_FECHA = '--';

/** A calendar day without a time (`2026-11-20`): a date, not an instant, so no zone may move it to another day. */
const SOLO_DIA = /^\d{4}-\d{2}-\d{2}$/;

/** An instant in the distributor's zone, whatever the browser's; a plain calendar day as it is. */
export const enHoraDistribuidora = (d: Fecha): Dayjs =>
  typeof d === 'string' && SOLO_DIA.test(d) ? dayjs(d) : dayjs(d).tz(ZONA_DISTRIBUIDORA);

const formatear = (d: Fecha | null | undefined, patron: string): string => {
  if (d === null || d === undefined || d === '') return SIN_FECHA;
  if (!dayjs(d).isValid()) return SIN_FECHA;
  return enHoraDistribuidora(d).format(patron);
};

/** DD/MM/YYYY, the day in the distributor's zone (America/Argentina/Buenos_Aires). */
export const formatearFecha = (d: Fecha | null | undefined): string => formatear(d, 'DD/MM/YYYY');

/** DD/MM/YYYY HH:mm in the distributor's zone. */
export const formatearFechaHora = (d: Fecha | null | undefined): string => formatear(d, 'DD/MM/YYYY HH:mm');
