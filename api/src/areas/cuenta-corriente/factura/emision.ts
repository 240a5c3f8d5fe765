import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { sumarDias } from '../../../reloj.js';
import { factura, facturaItem } from './tablas.js';

/** Invoice voucher types of SPEC §4: A for VAT-registered pharmacies, B for the rest. */
const FACTURA_A = 1;
const FACTURA_B = 6;
const TIPO_OPERACION_GRAVADOS = 2;
const TIPO_OPERACION_NO_GRAVADOS = 3;
/** Taxpayer type "registered" (SPEC §4). */
const INSCRIPTO = 1;
export const RESPUESTA_AFIP_APROBADA = 'A';

const redondear = (n: number) => Math.round(n * 100) / 100;
const numeroComprobante = (puntoVenta: number, nro: number) => `${String(puntoVenta).padStart(4, '0')}-${String(nro).padStart(8, '0')}`;

/** A prepared order line to bill: its amounts are the ordered quantity's, billed in proportion to what was prepared. */
export interface LineaFacturable {
  id: number;
  troquel: number;
  prodNombre: string;
  cantPedida: number;
  cantPreparada: number;
  importe: number;
  iva: number;
  comboId: number | null;
  observacionesProductoMask: number;
}

export interface PedidoAFacturar {
  pedidoId: number;
  farmacia: { id: number; tipoContribuyente: number; sucursal: number; plazo: number };
  lineas: readonly LineaFacturable[];
  /** Rate of the perceptions on the subtotal. */
  tasaPercepciones: number;
  remitoId: number;
  ahora: Date;
  /** The distributor's calendar day of `ahora` (`YYYY-MM-DD`). */
  hoy: string;
}

export interface FacturaEmitida {
  id: number;
  tipoComprobanteId: number;
  puntoVenta: number;
  nroComprobante: number;
  fechaVencimiento: string;
  total: number;
  /** How the current account names it: "Factura A 0010-00000001". */
  descripcion: string;
}

/**
 * The invoice of a delivered order, with a line per prepared order line and the next number of its voucher type and
 * point of sale. The caller holds the numbering lock, so no other process takes the same number.
 */
export async function facturarPedido(tx: Tx, p: PedidoAFacturar): Promise<FacturaEmitida> {
  const facturadas = p.lineas.map((l) => {
    const proporcion = l.cantPreparada / l.cantPedida;
    return { linea: l, importeTotal: redondear(l.importe * proporcion), iva: redondear(l.iva * proporcion) };
  });
  const subtotal = redondear(facturadas.reduce((s, f) => s + f.importeTotal, 0));
  const iva = redondear(facturadas.reduce((s, f) => s + f.iva, 0));
  const percepciones = redondear(subtotal * p.tasaPercepciones);
  const total = redondear(subtotal + iva + percepciones);
  const tipoComprobanteId = p.farmacia.tipoContribuyente === INSCRIPTO ? FACTURA_A : FACTURA_B;
  const puntoVenta = p.farmacia.sucursal === 2 ? 11 : 10;
  const fechaVencimiento = sumarDias(p.hoy, p.farmacia.plazo);

  const [siguiente] = await tx
    .select({ nro: sql<number>`coalesce(max(${factura.nroComprobante}), 0) + 1`.mapWith(Number) })
    .from(factura)
    .where(and(eq(factura.tipoComprobanteId, tipoComprobanteId), eq(factura.puntoVenta, puntoVenta)));
  const nroComprobante = siguiente!.nro;
  const [creada] = await tx
    .insert(factura)
    .values({
      farmaciaId: p.farmacia.id,
      pedidoId: p.pedidoId,
      fechaEmision: p.ahora,
      fechaVencimiento,
      plazo: p.farmacia.plazo,
      tipoOperacionId: iva > 0 ? TIPO_OPERACION_GRAVADOS : TIPO_OPERACION_NO_GRAVADOS,
      tipoComprobanteId,
      puntoVenta,
      nroComprobante,
      cantidadUnidades: p.lineas.reduce((s, l) => s + l.cantPreparada, 0),
      subtotal,
      iva,
      percepciones,
      total,
      remito: p.remitoId,
      respuestaAfip: RESPUESTA_AFIP_APROBADA,
    })
    .returning({ id: factura.id });
  const facturaId = creada!.id;
  if (facturadas.length > 0) {
    await tx.insert(facturaItem).values(
      facturadas.map(({ linea, importeTotal, iva: ivaLinea }) => ({
        facturaId,
        pedidoItemId: linea.id,
        troquel: linea.troquel,
        prodNombre: linea.prodNombre,
        cantAprobada: linea.cantPreparada,
        precioUnitario: redondear(linea.importe / linea.cantPedida),
        importeTotal,
        iva: ivaLinea,
        comboId: linea.comboId,
        observacionesProductoMask: linea.observacionesProductoMask,
      })),
    );
  }
  const descripcion = `Factura ${tipoComprobanteId === FACTURA_A ? 'A' : 'B'} ${numeroComprobante(puntoVenta, nroComprobante)}`;
  return { id: facturaId, tipoComprobanteId, puntoVenta, nroComprobante, fechaVencimiento, total, descripcion };
}

/** Credit note types of SPEC §4: 3 NCA for VAT-registered pharmacies, 8 NCB for the rest. */
const NOTA_CREDITO_A = 3;
const NOTA_CREDITO_B = 8;
const TIPO_OPERACION_NOTA_CREDITO_DEVOLUCION = 10;
/** VAT rates of SPEC §4 (price-list VAT 2 is 21 %, 3 is 10.5 %), and exempt. */
const ALICUOTAS = [0, 0.105, 0.21] as const;

/** The VAT rate an invoice line was billed at: its VAT over its amount, to the nearest rate of SPEC §4. */
export function alicuotaDeLinea(importe: number, iva: number): number {
  if (iva <= 0 || importe <= 0) return 0;
  const razon = iva / importe;
  return ALICUOTAS.reduce((mejor, a) => (Math.abs(a - razon) < Math.abs(mejor - razon) ? a : mejor), 0.21 as number);
}

/** A returned product a credit note pays back: the order line it was invoiced on (null for recalls and expired products). */
export interface LineaNotaCredito {
  pedidoItemId: number | null;
  troquel: number;
  cantidad: number;
}

/**
 * Each returned line priced as it was invoiced to the pharmacy: the price and VAT rate of the invoice line of its order
 * line, or else of the pharmacy's latest invoice line of the product. A product never invoiced to it is left out.
 */
async function lineasValoradas(tx: Tx, farmaciaId: number, lineas: readonly LineaNotaCredito[]) {
  const porLinea = new Map<number, typeof facturaItem.$inferSelect>();
  const ids = lineas.map((l) => l.pedidoItemId).filter((id): id is number => id !== null);
  if (ids.length > 0) {
    for (const f of await tx.select().from(facturaItem).where(inArray(facturaItem.pedidoItemId, [...new Set(ids)])).orderBy(asc(facturaItem.id))) {
      if (!porLinea.has(f.pedidoItemId!)) porLinea.set(f.pedidoItemId!, f);
    }
  }
  const porTroquel = new Map<number, typeof facturaItem.$inferSelect>();
  const troqueles = lineas.filter((l) => l.pedidoItemId === null || !porLinea.has(l.pedidoItemId)).map((l) => l.troquel);
  if (troqueles.length > 0) {
    const ultimas = await tx
      .selectDistinctOn([facturaItem.troquel], { item: facturaItem })
      .from(facturaItem)
      .innerJoin(factura, eq(factura.id, facturaItem.facturaId))
      .where(and(eq(factura.farmaciaId, farmaciaId), inArray(facturaItem.troquel, [...new Set(troqueles)]), isNotNull(facturaItem.pedidoItemId)))
      .orderBy(facturaItem.troquel, desc(factura.fechaEmision));
    for (const { item } of ultimas) porTroquel.set(item.troquel, item);
  }
  return lineas.flatMap((l) => {
    const origen = (l.pedidoItemId !== null ? porLinea.get(l.pedidoItemId) : undefined) ?? porTroquel.get(l.troquel);
    if (!origen || l.cantidad <= 0) return [];
    const importeTotal = redondear(origen.precioUnitario * l.cantidad);
    const alicuota = alicuotaDeLinea(origen.importeTotal, origen.iva);
    return [{ troquel: l.troquel, prodNombre: origen.prodNombre, cantAprobada: l.cantidad, precioUnitario: origen.precioUnitario, importeTotal, iva: redondear(importeTotal * alicuota), comboId: origen.comboId, observacionesProductoMask: origen.observacionesProductoMask }];
  });
}

export interface NotaCreditoAEmitir {
  farmaciaId: number;
  tipoContribuyente: number;
  sucursal: number;
  /** The returned products: the note gets a line each, priced and taxed as invoiced; its totals are theirs. */
  lineas: readonly LineaNotaCredito[];
  observaciones: string;
  ahora: Date;
  hoy: string;
}

/**
 * The credit note of a credited return, with the next number of its voucher type and point of sale: one line per
 * returned product at the price and VAT rate (21 %, 10.5 % or exempt) it was invoiced at, and its totals are theirs,
 * so its PDF lists what it credits and shows its VAT by rate. Null when none of the products was ever invoiced to the
 * pharmacy (nothing to credit, no number taken). The caller holds the numbering lock.
 */
export async function emitirNotaCredito(tx: Tx, n: NotaCreditoAEmitir): Promise<FacturaEmitida | null> {
  const lineas = await lineasValoradas(tx, n.farmaciaId, n.lineas);
  if (lineas.length === 0) return null;
  const tipoComprobanteId = n.tipoContribuyente === INSCRIPTO ? NOTA_CREDITO_A : NOTA_CREDITO_B;
  const puntoVenta = n.sucursal === 2 ? 11 : 10;
  const subtotal = redondear(lineas.reduce((s, l) => s + l.importeTotal, 0));
  const iva = redondear(lineas.reduce((s, l) => s + l.iva, 0));
  const unidades = lineas.reduce((s, l) => s + l.cantAprobada, 0);
  const total = redondear(subtotal + iva);
  const [siguiente] = await tx
    .select({ nro: sql<number>`coalesce(max(${factura.nroComprobante}), 0) + 1`.mapWith(Number) })
    .from(factura)
    .where(and(eq(factura.tipoComprobanteId, tipoComprobanteId), eq(factura.puntoVenta, puntoVenta)));
  const nroComprobante = siguiente!.nro;
  const [creada] = await tx
    .insert(factura)
    .values({
      farmaciaId: n.farmaciaId,
      fechaEmision: n.ahora,
      fechaVencimiento: n.hoy,
      tipoOperacionId: TIPO_OPERACION_NOTA_CREDITO_DEVOLUCION,
      tipoComprobanteId,
      puntoVenta,
      nroComprobante,
      cantidadUnidades: unidades,
      subtotal,
      iva,
      total,
      observaciones: n.observaciones,
      respuestaAfip: RESPUESTA_AFIP_APROBADA,
    })
    .returning({ id: factura.id });
  const id = creada!.id;
  await tx.insert(facturaItem).values(lineas.map((l) => ({ ...l, facturaId: id, pedidoItemId: null })));
  const descripcion = `Nota de crédito ${tipoComprobanteId === NOTA_CREDITO_A ? 'A' : 'B'} ${numeroComprobante(puntoVenta, nroComprobante)}`;
  return { id, tipoComprobanteId, puntoVenta, nroComprobante, fechaVencimiento: n.hoy, total, descripcion };
}
