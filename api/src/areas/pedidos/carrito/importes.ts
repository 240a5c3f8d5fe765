import type { Carrito, ImportesCarrito, LineaCarrito } from '@portal/shared/contracts';
import { IvaLista, tasaIvaLista, type IvaLista as ClaseIva } from '@portal/shared/domain';
import type { Db } from '../../../db/client.js';
import { claveLineaCombo, descuentosDeLineasCombo } from '../combo/index.js';
import { leerCondicionesFarmacia, type CondicionesFarmacia } from '../../../plataforma/farmacia/index.js';
import { ofertasDeTroqueles } from '../oferta/index.js';
import { valorUnitario } from '../precio/index.js';
import { leerProductosConPrecio } from '../producto/index.js';
import type { FilaItem } from './repositorio.js';
import * as reloj from '../../../reloj.js';

/**
 * Gross-income (IIBB) perception by the branch that serves the pharmacy: 3 % in the city of Buenos Aires (branch 1,
 * Capital) and 2.5 % in the province of Buenos Aires (branch 2, Carapachay); exempt taxpayers pay none.
 */
export const TASA_IIBB_POR_SUCURSAL: Readonly<Record<number, number>> = { 1: 0.03, 2: 0.025 };
/** VAT perception: 3 % of the taxed subtotal for taxpayers not registered for VAT. */
export const TASA_PERCEPCION_IVA = 0.03;

/** Taxpayer types of SPEC §4 as `farmacia.tipoContribuyente` stores them. */
export const TipoContribuyente = { ConsumidorFinal: 0, Inscripto: 1, NoInscripto: 2, Exento: 3, Monotributo: 4, PenalidadIva: 5 } as const;

/** A line to price: `ofertaId` / `comboId` 0 when none. */
export interface LineaImporte {
  troquel: number;
  cantidad: number;
  ofertaId: number;
  comboId: number;
}

export const lineaDeFila = (f: FilaItem): LineaImporte => ({ troquel: f.troquel, cantidad: f.cantidad, ofertaId: f.ofertaId ?? 0, comboId: f.comboId ?? 0 });

const aPesos = (centavos: number) => Math.round(centavos) / 100;

/**
 * SPEC §3 cart amounts. Each line costs its unit value (the pharmacy's price less its discount and the line's offer, or
 * the combo line's discount: the searcher's `valor`) times its quantity. Lines of VAT class 21 % or 10.5 % make the
 * taxed subtotal and the rest the exempt one; VAT is each class's rate on its lines; perceptions follow the pharmacy's
 * branch and taxpayer type. Sums are kept in cents and every amount is rounded to the cent.
 */
export function calcularImportes(
  farmacia: Pick<CondicionesFarmacia, 'descuento' | 'sucursal' | 'tipoContribuyente'>,
  lineas: readonly { cantidad: number; ultimoPrecio: number; iva: number; descuento: number }[],
): ImportesCarrito {
  let gravado = 0;
  let exento = 0;
  let iva = 0;
  for (const l of lineas) {
    const importe = Math.round(valorUnitario(l.ultimoPrecio, farmacia.descuento, l.descuento) * 100) * l.cantidad;
    const tasa = tasaIvaLista(l.iva as ClaseIva);
    if (l.iva === IvaLista.General || l.iva === IvaLista.Reducido) {
      gravado += importe;
      iva += importe * tasa;
    } else exento += importe;
  }
  const tasaIibb = farmacia.tipoContribuyente === TipoContribuyente.Exento ? 0 : (TASA_IIBB_POR_SUCURSAL[farmacia.sucursal] ?? 0);
  const tasaIva = farmacia.tipoContribuyente === TipoContribuyente.NoInscripto ? TASA_PERCEPCION_IVA : 0;
  const centavos = {
    gravado,
    exento,
    iva: Math.round(iva),
    iibbGravado: Math.round(gravado * tasaIibb),
    iibbExento: Math.round(exento * tasaIibb),
    percepcionIva: Math.round(gravado * tasaIva),
  };
  return {
    subtotalCosto: aPesos(gravado + exento),
    subtotalGravado: aPesos(gravado),
    subtotalExento: aPesos(exento),
    iva: aPesos(centavos.iva),
    percepcionIIBBGravado: aPesos(centavos.iibbGravado),
    percepcionIIBBExento: aPesos(centavos.iibbExento),
    percepcionIVA: aPesos(centavos.percepcionIva),
    total: aPesos(gravado + exento + centavos.iva + centavos.iibbGravado + centavos.iibbExento + centavos.percepcionIva),
  };
}

/**
 * The amounts of these lines for the pharmacy. A loose line gets its offer's discount only while the offer is current
 * for the pharmacy (as the cart would price it when confirming); a combo line gets the combo line's discount; a
 * troquel without a price-list row adds nothing.
 */
export async function importesDeLineas(db: Db, farmaciaId: number, lineas: readonly LineaImporte[], ahora = reloj.ahora()): Promise<ImportesCarrito> {
  const farmacia = await leerCondicionesFarmacia(db, farmaciaId);
  const [productos, ofertas, descuentoCombo] = await Promise.all([
    leerProductosConPrecio(db, lineas.map((l) => l.troquel)),
    ofertasDeTroqueles(db, lineas.filter((l) => l.ofertaId > 0).map((l) => l.troquel), { socio: farmacia.socio, ahora }),
    descuentosDeLineasCombo(db, lineas.filter((l) => l.comboId > 0)),
  ]);
  const valoradas = lineas.flatMap((l) => {
    const p = productos.get(l.troquel);
    // Without a price-list row both are null.
    if (!p || p.ultimoPrecio === null || p.iva === null || l.cantidad <= 0) return [];
    const descuento =
      l.comboId > 0
        ? (descuentoCombo.get(claveLineaCombo(l.comboId, l.troquel)) ?? 0)
        : ((ofertas.get(l.troquel) ?? []).find((o) => o.ofertaId === l.ofertaId)?.descuento ?? 0);
    return [{ cantidad: l.cantidad, ultimoPrecio: p.ultimoPrecio, iva: p.iva, descuento }];
  });
  return calcularImportes(farmacia, valoradas);
}

/** The amounts of a cart as a change answered it (its own lines, not read again). */
export const importesDelCarrito = (db: Db, farmaciaId: number, carrito: Carrito): Promise<ImportesCarrito> =>
  importesDeLineas(
    db,
    farmaciaId,
    carrito.items.map((i) => ({ troquel: i.troquel, cantidad: i.cantidad, ofertaId: i.ofertaId, comboId: i.comboId })),
  );

/** The cart's lines with the proposed changes to loose lines applied (0 removes), without saving anything. */
export function aplicarDelta(actuales: readonly LineaImporte[], cambios: readonly LineaCarrito[]): LineaImporte[] {
  const sueltas = new Map(actuales.filter((l) => l.comboId === 0).map((l) => [l.troquel, l]));
  for (const c of cambios) {
    if (c.cantidad === 0) sueltas.delete(c.troquel);
    else sueltas.set(c.troquel, { troquel: c.troquel, cantidad: c.cantidad, ofertaId: c.ofertaId, comboId: 0 });
  }
  return [...actuales.filter((l) => l.comboId > 0), ...sueltas.values()];
}
