/**
 * Numbers as es-AR writes them: "10.021" (thousands with a dot), "12,5" (decimal comma). Pure (Intl only), so the
 * API's files and the pages read the same: the pages take them through `client/formato.ts`, the API from here.
 */

const enteros = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
const decimales = new Map<number, Intl.NumberFormat>();
const conDecimales = (maximo: number) => {
  let formato = decimales.get(maximo);
  if (!formato) decimales.set(maximo, (formato = new Intl.NumberFormat('es-AR', { maximumFractionDigits: maximo })));
  return formato;
};

/** A whole number, rounded: "10.021", "0", "-1.250". */
export const formatearEntero = (n: number): string => enteros.format(n);

/** A number with at most `maximoDecimales` decimals, none shown when it is whole: "12,5", "1.234,57", "21". */
export const formatearNumero = (n: number, maximoDecimales = 2): string => conDecimales(maximoDecimales).format(n);

/** A percentage as Spanish writes it, a space before the sign: "12,5 %", "21 %". */
export const formatearPorcentaje = (n: number): string => `${formatearNumero(n)} %`;

/**
 * An amount in a CSV: decimal comma and no thousands separator, so that a spreadsheet set to Argentina reads it as a
 * number ("15000,50"), where "15.000,50" would be text and "15000.50" fifteen hundred thousand.
 */
export const formatearDecimalCsv = (n: number, cantidadDecimales = 2): string => n.toFixed(cantidadDecimales).replace('.', ',');
