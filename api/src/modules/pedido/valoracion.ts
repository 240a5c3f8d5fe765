import { and, eq, inArray, or } from 'drizzle-orm';
import { FlagProducto, tasaIvaLista, type IvaLista } from '@portal/shared/domain';
import type { Db } from '../../db/client.js';
import { comboItem, oferta, precio, producto } from '../../db/schema/index.js';
import type { FilaItem, Tx } from '../carrito/repositorio.js';
import { ofertasDeTroqueles } from '../oferta/service.js';
import { valorUnitario } from '../producto/calculo-precio.js';

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
  const troqueles = [...new Set(filas.map((f) => f.troquel))];
  const conCombo = filas.filter((f) => f.comboId !== null);
  const [productos, precios, ofertas, combos] = await Promise.all([
    tx.select({ troquel: producto.troquel, nombre: producto.nombre, codigoBarras: producto.codigoBarras, flags: producto.flags }).from(producto).where(inArray(producto.troquel, troqueles)),
    tx.select({ troquel: precio.troquel, ultimoPrecio: precio.ultimoPrecio, iva: precio.iva }).from(precio).where(inArray(precio.troquel, troqueles)),
    ofertasDeTroqueles(tx as unknown as Db, filas.filter((f) => f.ofertaId !== null).map((f) => f.troquel), { socio: farmacia.socio, ahora }),
    conCombo.length
      ? tx
          .select({ comboId: comboItem.comboId, troquel: comboItem.troquel, descuento: comboItem.descuento })
          .from(comboItem)
          .where(or(...conCombo.map((f) => and(eq(comboItem.comboId, f.comboId!), eq(comboItem.troquel, f.troquel)))))
      : Promise.resolve([]),
  ]);
  const ofertaIds = [...new Set(filas.flatMap((f) => (f.ofertaId === null ? [] : [f.ofertaId])))];
  const leyendas = ofertaIds.length ? await tx.select({ id: oferta.id, leyenda: oferta.leyenda }).from(oferta).where(inArray(oferta.id, ofertaIds)) : [];
  const productoDe = new Map(productos.map((p) => [p.troquel, p]));
  const precioDe = new Map(precios.map((p) => [p.troquel, p]));
  const leyendaDe = new Map(leyendas.map((l) => [l.id, l.leyenda]));
  const descuentoCombo = new Map(combos.map((c) => [`${c.comboId}:${c.troquel}`, c.descuento]));

  return filas.map((f) => {
    const prod = productoDe.get(f.troquel);
    const lista = precioDe.get(f.troquel);
    const ofertaVigente = f.ofertaId === null ? undefined : (ofertas.get(f.troquel) ?? []).find((o) => o.ofertaId === f.ofertaId);
    const descuentoProducto = f.comboId !== null ? (descuentoCombo.get(`${f.comboId}:${f.troquel}`) ?? 0) : (ofertaVigente?.descuento ?? 0);
    const ultimoPrecio = lista?.ultimoPrecio ?? 0;
    const claseIva = lista?.iva ?? 0;
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
