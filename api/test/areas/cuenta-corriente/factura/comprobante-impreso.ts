/** What a fiscal PDF prints, read from its text (`textoPdf`), to compare with the API's figures and the voucher's lines. */

export const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2 });
export const sinEspacios = (s: string) => s.replace(/\s/g, '');
export const centavos = (n: number) => Math.round(n * 100);

/** A line's VAT rate in percent, from its amounts (0 for an exempt line). */
export const alicuota = (i: { importeTotal: number; iva: number }) =>
  i.iva === 0 ? 0 : Math.abs(i.iva / i.importeTotal - 0.105) < Math.abs(i.iva / i.importeTotal - 0.21) ? 10.5 : 21;

/** A line as the PDF prints it, spaces aside: troquel, product, units, unit price, VAT rate, amount. */
export function lineaImpresa(i: { troquel: number; prodNombre: string; cantAprobada: number; precioUnitario: number; importeTotal: number; iva: number }): string {
  const tasa = alicuota(i);
  return sinEspacios(`${i.troquel} ${i.prodNombre.slice(0, 48)} ${i.cantAprobada} ${pesos.format(i.precioUnitario)} ${tasa === 0 ? 'Exento' : `${String(tasa).replace('.', ',')} %`} ${pesos.format(i.importeTotal)}`);
}

/** The amount printed right after a label (`Total $ 1.234,50` → 1234.5), or null when the label is not printed. */
export function importeImpreso(texto: string, etiqueta: string): number | null {
  const escapada = etiqueta.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?:^|\\s)${escapada}\\s+\\$\\s*([\\d.]+,\\d{2})`).exec(texto);
  return m ? Number(m[1]!.replace(/\./g, '').replace(',', '.')) : null;
}

/** The totals block of a voucher's PDF, each figure as printed (0 when a row is absent). */
export function totalesImpresos(texto: string) {
  const de = (etiqueta: string) => importeImpreso(texto, etiqueta) ?? 0;
  return {
    neto: de('Subtotal neto gravado'),
    exento: de('Importe exento'),
    iva21: de('IVA 21 %'),
    iva105: de('IVA 10,5 %'),
    ivaSinAlicuota: de('IVA sin detalle de alícuota'),
    percepciones: de('Percepciones'),
    total: de('Total'),
  };
}
