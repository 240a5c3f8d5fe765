import { alicuotaDeLinea } from './emision.js';

const redondear = (n: number) => Math.round(n * 100) / 100;

/** The figures of a voucher's row the API answers (`subtotal` is net plus exempt). */
interface CabeceraComprobante {
  subtotal: number;
  iva: number;
  percepciones: number;
  total: number;
}

interface LineaComprobante {
  importeTotal: number;
  iva: number;
}

/** A line's VAT rate in percent (21, 10.5, or 0 for an exempt line), as billed. */
export const tasaDeLinea = (l: LineaComprobante) => Math.round(alicuotaDeLinea(l.importeTotal, l.iva) * 1000) / 10;

/** The rows of a voucher's totals block, each with its figure: what adds up to the total. */
export type TotalesComprobante = [etiqueta: string, importe: number][];

/**
 * The totals a fiscal PDF prints: net taxed, exempt, VAT by rate, perceptions. Exempt and VAT by rate come from the
 * lines; net, VAT, perceptions and total from the voucher's row, the figures the API answers, so the two never
 * disagree and the rows add up to the total. A voucher whose lines do not carry all of its VAT (a credit note written
 * without lines before issue 27) prints the rest as VAT without a rate, rather than a 0 beside a total that has it.
 */
export function totalesComprobante(f: CabeceraComprobante, lineas: readonly LineaComprobante[]): TotalesComprobante {
  const exento = redondear(lineas.filter((l) => tasaDeLinea(l) === 0).reduce((s, l) => s + l.importeTotal, 0));
  const ivaDe = (tasa: number) => redondear(lineas.filter((l) => tasaDeLinea(l) === tasa).reduce((s, l) => s + l.iva, 0));
  const iva21 = ivaDe(21);
  const iva105 = ivaDe(10.5);
  const sinAlicuota = redondear(f.iva - iva21 - iva105);
  return [
    ['Subtotal neto gravado', redondear(f.subtotal - exento)],
    ['Importe exento', exento],
    ['IVA 21 %', iva21],
    ['IVA 10,5 %', iva105],
    ...(sinAlicuota === 0 ? [] : ([['IVA sin detalle de alícuota', sinAlicuota]] as TotalesComprobante)),
    ['Percepciones', f.percepciones],
  ];
}
