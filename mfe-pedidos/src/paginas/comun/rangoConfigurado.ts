import type { Dayjs } from 'dayjs';
import { ahoraDistribuidora } from '@portal/shared/client';
import { MESES_CONSULTA_PEDIDOS } from '@portal/shared/contracts';
import type { RangoFechas } from '../../configuracion.js';

/** The date range a list opens with: from the configured span back from today, to the end of today. */
export function rangoConfigurado(rango: RangoFechas, hoy: Dayjs = ahoraDistribuidora()): [Dayjs, Dayjs] {
  const desde = hoy
    .subtract(rango.years ?? 0, 'year')
    .subtract(rango.months ?? 0, 'month')
    .subtract(rango.days ?? 0, 'day')
    .startOf('day');
  return [desde, hoy.endOf('day')];
}

/**
 * The refusals the history's lists get from the API (SPEC §9), said before asking it: a reversed range, one longer
 * than 32 months, and (for orders) one starting before the history's first day.
 */
export function errorRango(rango: [Dayjs, Dayjs] | null | undefined, inicio?: Dayjs): string | null {
  if (!rango) return null;
  if (rango[0].isAfter(rango[1], 'day')) return 'La fecha desde es posterior a la fecha hasta.';
  if (inicio && rango[0].isBefore(inicio, 'day')) return `El histórico de pedidos empieza el ${inicio.format('DD/MM/YYYY')}.`;
  if (rango[1].isAfter(rango[0].add(MESES_CONSULTA_PEDIDOS, 'month'), 'day')) return `El rango de fechas no puede superar los ${MESES_CONSULTA_PEDIDOS} meses.`;
  return null;
}

/** The antd form rule of a date range field of these lists. */
export const reglaRango = {
  validator: async (_regla: unknown, rango: [Dayjs, Dayjs] | null | undefined) => {
    const error = errorRango(rango);
    if (error) throw new Error(error);
  },
};
