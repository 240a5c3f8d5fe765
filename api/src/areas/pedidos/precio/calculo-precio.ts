import type { OfertaDeTroquel } from '../oferta/index.js';

const centavos = (importe: number) => Math.round(importe * 100) / 100;

const porcentaje = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/**
 * What the pharmacy pays for one unit: its price (`ultimoPrecio`, the list price less the distributor's margin) less the
 * pharmacy's own discount, and then less the offer's. Discounts compound: 8 % and 10 % make 17.2 %, not 18 %.
 */
export function valorUnitario(ultimoPrecio: number, descuentoFarmacia: number, descuentoOferta = 0): number {
  return centavos(ultimoPrecio * (1 - descuentoFarmacia / 100) * (1 - descuentoOferta / 100));
}

/** The discounts inside `valor` in words: '8 % + 10 % oferta', '10 % oferta', '8 %', or '' when there is none. */
export function textoDescuento(descuentoFarmacia: number, descuentoOferta = 0): string {
  const partes: string[] = [];
  if (descuentoFarmacia > 0) partes.push(`${porcentaje.format(descuentoFarmacia)} %`);
  if (descuentoOferta > 0) partes.push(`${porcentaje.format(descuentoOferta)} % oferta`);
  return partes.join(' + ');
}

/** The offer the searcher shows for a troquel: the largest discount; on a tie the one needing fewer units, then the oldest. */
export function ofertaDestacada(ofertas: readonly OfertaDeTroquel[]): OfertaDeTroquel | null {
  let mejor: OfertaDeTroquel | null = null;
  for (const o of ofertas) {
    if (
      !mejor ||
      o.descuento > mejor.descuento ||
      (o.descuento === mejor.descuento && (o.cantidadMinima < mejor.cantidadMinima || (o.cantidadMinima === mejor.cantidadMinima && o.ofertaId < mejor.ofertaId)))
    ) {
      mejor = o;
    }
  }
  return mejor;
}

/** The condition of an offer that needs more than one unit, in words; null when one unit is enough. */
export const textoRequisito = (cantidadMinima: number): string | null =>
  cantidadMinima > 1 ? `Llevando ${cantidadMinima} unidades o más` : null;
