import dayjs, { type Dayjs } from 'dayjs';

export type Fecha = Date | Dayjs | string | number;

const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

/** es-AR pesos, e.g. "$ 1.234,50". */
export const formatearPesos = (n: number): string => pesos.format(n);

/** Shown for an empty or unreadable date. */
export const SIN_FECHA = '--';

const formatear = (d: Fecha | null | undefined, patron: string): string => {
  if (d === null || d === undefined || d === '') return SIN_FECHA;
  const fecha = dayjs(d);
  return fecha.isValid() ? fecha.format(patron) : SIN_FECHA;
};

/** DD/MM/YYYY. */
export const formatearFecha = (d: Fecha | null | undefined): string => formatear(d, 'DD/MM/YYYY');

/** DD/MM/YYYY HH:mm. */
export const formatearFechaHora = (d: Fecha | null | undefined): string => formatear(d, 'DD/MM/YYYY HH:mm');
