import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { ZONA_DISTRIBUIDORA, formatearEntero, formatearNumero } from '../domain/index.js';

// The numbers live with the domain, so the API's CSV files write them as the pages do; the pages take every format from here.
export { formatearEntero, formatearNumero, formatearPorcentaje, formatearDecimalCsv } from '../domain/index.js';

dayjs.extend(utc);
dayjs.extend(timezone);
// antd's date pickers take "today" from `dayjs().tz()`, the default zone: the distributor's day, whatever the browser's.
dayjs.tz.setDefault(ZONA_DISTRIBUIDORA);

export type Fecha = Date | Dayjs | string | number;

const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

/** es-AR pesos, e.g. "$ 1.234,50". */
export const formatearPesos = (n: number): string => pesos.format(n);

/**
 * An antd Statistic's `formatter` for a count: antd groups thousands with a comma whatever the locale ("10,021"); this
 * writes them as es-AR does ("10.021"). A text (a placeholder such as "–") shows as it is.
 */
export const formatearCifra = (valor: number | string): string => (typeof valor === 'number' ? formatearEntero(valor) : valor);

/** A table's pagination total, the counts as es-AR writes them: "1-20 de 10.021". */
export const textoTotalPaginas = (total: number, [desde, hasta]: [number, number]): string => `${formatearEntero(desde)}-${formatearEntero(hasta)} de ${formatearEntero(total)}`;

const pesosRedondos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 });

/** Whole pesos, for a chart's axis where cents are noise: "$ 150.000" (never "$ 150 k", which is not how es-AR writes money). */
export const formatearPesosRedondos = (n: number): string => pesosRedondos.format(n);

/**
 * An antd InputNumber's `formatter` and `parser` for an amount as es-AR writes it: it shows "1.500,5" and reads
 * "1.500,5", "1500,5" or "$ 1.500" (antd's own would read the comma as nothing, "1500,5" as 15005). While the user types
 * the text is left as typed, or the caret would jump at every thousands dot.
 */
export const entradaNumeroEsAr = {
  formatter: (valor: string | number | undefined, { userTyping, input }: { userTyping: boolean; input: string }): string => {
    if (userTyping) return input;
    if (valor === undefined || valor === '' || Number.isNaN(Number(valor))) return '';
    return formatearNumero(Number(valor));
  },
  parser: (texto: string | undefined): string =>
    (texto ?? '')
      .replace(/\./g, '')
      .replace(',', '.')
      .replace(/[^\d.-]/g, ''),
};

export interface OpcionesSaldo {
  /**
   * The place's label already says the amount is owed ("Crédito tomado"): an owed amount shows plain, without
   * "Debe" (an amount in the pharmacy's favour still says so).
   */
  rotuloDeudor?: boolean;
}

/**
 * A pharmacy's (or a group's, or a group pharmacy's) balance, read one way on every page: the API answers it with
 * either sign (`GET /api/farmacia/{id}`'s `saldo` is negative when the pharmacy owes, a debt composition's `saldo`
 * positive), and a bare "-$" read as a debt on one page and as a credit on another.
 *
 * `deuda`: what the pharmacy owes the distributor, positive when it owes and negative when the distributor owes it;
 * each caller converts from the field it reads. Owed: "Debe $ 1.234,50"; in its favour: "$ 1.234,50 a favor";
 * nothing (less than a cent): "$ 0,00".
 */
export function formatearSaldo(deuda: number, { rotuloDeudor = false }: OpcionesSaldo = {}): string {
  const centavos = Math.round(deuda * 100);
  const importe = pesos.format(Math.abs(centavos) / 100);
  if (centavos > 0) return rotuloDeudor ? importe : `Debe ${importe}`;
  if (centavos < 0) return `${importe} a favor`;
  return importe;
}

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
