import { FlagProducto, tasaIvaLista, type IvaLista } from '@portal/shared/domain';
import type { Tx } from '../../../db/client.js';
import type { FilaItem } from '../carrito/index.js';
import { claveLineaCombo, descuentosDeLineasCombo } from '../combo/index.js';
import { leyendasDeOfertas, ofertasDeTroqueles } from '../oferta/index.js';
import { valorUnitario } from '../precio/index.js';
import { leerProductosConPrecio } from '../producto/index.js';

/** `tipoDescuentoProducto` of an order line: where the line's own discount comes from. */
export const TipoDescuentoProducto = { Ninguno: 0, Oferta: 1, Combo: 2 } as const;

/** Flags an order line repeats in `observacionesProductoMask`: what the pharmacy must handle with care. */
export const MASCARA_ESPECIAL = FlagProducto.Trazable | FlagProducto.Refrigerado | FlagProducto.Psicofarmaco;

/** A cart line priced for the order, as the order line stores it. */
export interface LineaValorada {
  troquel: number;
  cantidad: number;
  codigoBarras: string | null;
  prodNombre: string;
  recomendado: boolean;
  ofertaId: number | null;
  comboId: number | null;
  ofertaLeyenda: string | null;
  /** Price-list VAT class (0, 2, 3) and the pharmacy's unit price before its discounts. */
  claseIva: number;
  ultimoPrecio: number;
  descuento: number;
  descuentoProducto: number;
  tipoDescuentoProducto: number;
  importe: number;
  iva: number;
  observacionesProductoMask: number;
}

const centavos = (n: number) => Math.round(n * 100) / 100;

/**
 * Prices the cart's lines as the cart prices them: the pharmacy's price less its discount, less the offer's while it
 * is still current for the pharmacy (an offer that ended meanwhile is dropped from the line), or less the combo line's.
 */
export async function valorarLineas(
  tx: Tx,
  farmacia: { descuento: number; socio: boolean },
  filas: readonly FilaItem[],
  ahora: Date,
): Promise<LineaValorada[]> {
  const [productos, ofertas, descuentoCombo] = await Promise.all([
    leerProductosConPrecio(tx, filas.map((f) => f.troquel)),
    ofertasDeTroqueles(tx, filas.filter((f) => f.ofertaId !== null).map((f) => f.troquel), { socio: farmacia.socio, ahora }),
    descuentosDeLineasCombo(tx, filas.flatMap((f) => (f.comboId === null ? [] : [{ comboId: f.comboId, troquel: f.troquel }]))),
  ]);
  const leyendaDe = await leyendasDeOfertas(tx, [...new Set(filas.flatMap((f) => (f.ofertaId === null ? [] : [f.ofertaId])))]);

  return filas.map((f) => {
    const prod = productos.get(f.troquel);
    const ofertaVigente = f.ofertaId === null ? undefined : (ofertas.get(f.troquel) ?? []).find((o) => o.ofertaId === f.ofertaId);
    const descuentoProducto = f.comboId !== null ? (descuentoCombo.get(claveLineaCombo(f.comboId, f.troquel)) ?? 0) : (ofertaVigente?.descuento ?? 0);
    const ultimoPrecio = prod?.ultimoPrecio ?? 0;
    const claseIva = prod?.iva ?? 0;
    const importe = centavos(valorUnitario(ultimoPrecio, farmacia.descuento, descuentoProducto) * f.cantidad);
    return {
      troquel: f.troquel,
      cantidad: f.cantidad,
      codigoBarras: prod?.codigoBarras ?? null,
      prodNombre: prod?.nombre ?? String(f.troquel),
      recomendado: f.recomendado,
      ofertaId: ofertaVigente ? f.ofertaId : null,
      comboId: f.comboId,
      ofertaLeyenda: ofertaVigente ? (leyendaDe.get(ofertaVigente.ofertaId) ?? null) : null,
      claseIva,
      ultimoPrecio,
      descuento: farmacia.descuento,
      descuentoProducto,
      tipoDescuentoProducto: f.comboId !== null ? TipoDescuentoProducto.Combo : ofertaVigente ? TipoDescuentoProducto.Oferta : TipoDescuentoProducto.Ninguno,
      importe,
      iva: centavos(importe * tasaIvaLista(claseIva as IvaLista)),
      observacionesProductoMask: (prod?.flags ?? 0) & MASCARA_ESPECIAL,
    };
  });
}
