import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { factura, facturaItem } from './tablas.js';

/**
 * What the returns module reads of invoices (DESIGN §6: the invoice tables are this module's): the invoices a
 * pharmacy may return, one of them locked while a return is written, their order lines, what they shipped and the
 * prices a credit note pays back.
 */

type Ejecutor = Db | Tx;

/** Invoice types a return is made from: A and B invoices (not notes). */
const TIPOS_FACTURA = [1, 6];
const columnas = {
  facturaId: factura.id,
  pedidoId: factura.pedidoId,
  fechaEmision: factura.fechaEmision,
  tipoComprobanteId: factura.tipoComprobanteId,
  puntoVenta: factura.puntoVenta,
  nroComprobante: factura.nroComprobante,
  remito: factura.remito,
  cantidadUnidades: factura.cantidadUnidades,
  total: factura.total,
};

export interface FacturaDevolvible {
  facturaId: number;
  pedidoId: number | null;
  fechaEmision: Date;
  tipoComprobanteId: number;
  puntoVenta: number;
  nroComprobante: number;
  remito: number | null;
  cantidadUnidades: number;
  total: number;
}

const aFactura = (f: { total: unknown } & Omit<FacturaDevolvible, 'total'>): FacturaDevolvible => ({ ...f, total: Number(f.total) });

/**
 * A pharmacy's invoices of orders emitted since `desde`, newest first (at most 200), searched by voucher number,
 * order, remito, troquel or product name.
 */
export async function facturasParaDevolver(db: Db, farmaciaId: number, desde: Date, texto: string): Promise<FacturaDevolvible[]> {
  const t = texto.trim();
  const numero = /^\d{1,9}$/.test(t) ? Number(t) : -1;
  const busqueda =
    t === ''
      ? undefined
      : sql`(${factura.nroComprobante} = ${numero} or ${factura.pedidoId} = ${numero} or ${factura.remito} = ${numero} or exists (select 1 from ${facturaItem}
          where ${facturaItem.facturaId} = ${factura.id} and (${facturaItem.troquel} = ${numero} or ${facturaItem.prodNombre} ilike ${`%${t.replace(/[\\%_]/g, '\\$&')}%`})))`;
  const filas = await db
    .select(columnas)
    .from(factura)
    .where(and(eq(factura.farmaciaId, farmaciaId), isNotNull(factura.pedidoId), inArray(factura.tipoComprobanteId, TIPOS_FACTURA), gte(factura.fechaEmision, desde), busqueda))
    .orderBy(desc(factura.fechaEmision), desc(factura.id))
    .limit(200);
  return filas.map(aFactura);
}

/** One invoice of an order of the pharmacy, or null; `bloquear` locks its row for the transaction (returns of one invoice queue). */
export async function facturaDeFarmacia(db: Ejecutor, facturaId: number, farmaciaId: number, bloquear = false): Promise<FacturaDevolvible | null> {
  const consulta = db
    .select(columnas)
    .from(factura)
    .where(and(eq(factura.id, facturaId), eq(factura.farmaciaId, farmaciaId), isNotNull(factura.pedidoId)));
  const [fila] = bloquear ? await consulta.for('update') : await consulta;
  return fila ? aFactura(fila) : null;
}

/** Voucher numbers of these invoices by id (for showing a return's invoice as the pharmacy knows it). */
export async function numerosDeFacturas(db: Ejecutor, ids: readonly number[]): Promise<Map<number, { tipoComprobanteId: number; puntoVenta: number; nroComprobante: number }>> {
  if (ids.length === 0) return new Map();
  const filas = await db
    .select({ id: factura.id, tipoComprobanteId: factura.tipoComprobanteId, puntoVenta: factura.puntoVenta, nroComprobante: factura.nroComprobante })
    .from(factura)
    .where(inArray(factura.id, [...new Set(ids)]));
  return new Map(filas.map(({ id, ...n }) => [id, n]));
}

export interface LineaFacturada {
  pedidoItemId: number;
  troquel: number;
  prodNombre: string;
  cantAprobada: number;
  importeTotal: number;
  iva: number;
  comboId: number | null;
  observacionesProductoMask: number;
}

/** The invoice's lines that bill an order line, in their order. */
export async function lineasFacturadas(db: Ejecutor, facturaId: number): Promise<LineaFacturada[]> {
  const filas = await db
    .select({
      pedidoItemId: facturaItem.pedidoItemId,
      troquel: facturaItem.troquel,
      prodNombre: facturaItem.prodNombre,
      cantAprobada: facturaItem.cantAprobada,
      importeTotal: facturaItem.importeTotal,
      iva: facturaItem.iva,
      comboId: facturaItem.comboId,
      observacionesProductoMask: facturaItem.observacionesProductoMask,
    })
    .from(facturaItem)
    .where(and(eq(facturaItem.facturaId, facturaId), isNotNull(facturaItem.pedidoItemId)))
    .orderBy(facturaItem.id);
  return filas.map((f) => ({ ...f, pedidoItemId: f.pedidoItemId!, importeTotal: Number(f.importeTotal), iva: Number(f.iva) }));
}

export interface LineaFacturadaDeProducto {
  facturaId: number;
  pedidoId: number;
  pedidoItemId: number;
  troquel: number;
  prodNombre: string;
  fechaEmision: Date;
  cantAprobada: number;
}

/** A product's invoiced order lines of the pharmacy since `desde` (or of one invoice), newest first. */
export async function lineasFacturadasDeProducto(db: Ejecutor, farmaciaId: number, troquel: number, desde: Date, facturaId?: number): Promise<LineaFacturadaDeProducto[]> {
  const filas = await db
    .select({
      facturaId: factura.id,
      pedidoId: factura.pedidoId,
      pedidoItemId: facturaItem.pedidoItemId,
      troquel: facturaItem.troquel,
      prodNombre: facturaItem.prodNombre,
      fechaEmision: factura.fechaEmision,
      cantAprobada: facturaItem.cantAprobada,
    })
    .from(facturaItem)
    .innerJoin(factura, eq(factura.id, facturaItem.facturaId))
    .where(
      and(
        eq(factura.farmaciaId, farmaciaId),
        eq(facturaItem.troquel, troquel),
        isNotNull(facturaItem.pedidoItemId),
        isNotNull(factura.pedidoId),
        gte(factura.fechaEmision, desde),
        facturaId === undefined ? undefined : eq(factura.id, facturaId),
      ),
    )
    .orderBy(desc(factura.fechaEmision), desc(facturaItem.id));
  return filas.map((f) => ({ ...f, pedidoId: f.pedidoId!, pedidoItemId: f.pedidoItemId! }));
}

/** What an invoice shipped, line by line (pharmacy, order and order line), for the record of lots and serials. */
export async function lineasDespachadas(tx: Tx, facturaId: number): Promise<{ farmaciaId: number; pedidoId: number | null; pedidoItemId: number; troquel: number; cantidad: number }[]> {
  const filas = await tx
    .select({ farmaciaId: factura.farmaciaId, pedidoId: factura.pedidoId, pedidoItemId: facturaItem.pedidoItemId, troquel: facturaItem.troquel, cantidad: facturaItem.cantAprobada })
    .from(facturaItem)
    .innerJoin(factura, eq(factura.id, facturaItem.facturaId))
    .where(and(eq(facturaItem.facturaId, facturaId), isNotNull(facturaItem.pedidoItemId)))
    .orderBy(facturaItem.id);
  return filas.map((f) => ({ ...f, pedidoItemId: f.pedidoItemId! }));
}

/**
 * Units of each product the pharmacy was invoiced on its orders (A and B invoices, not notes): the most it may ever
 * return of the product, whatever the kind of return (issue 27).
 */
export async function unidadesFacturadas(db: Ejecutor, farmaciaId: number, troqueles: readonly number[]): Promise<Map<number, number>> {
  if (troqueles.length === 0) return new Map();
  const filas = await db
    .select({ troquel: facturaItem.troquel, unidades: sql<number>`coalesce(sum(${facturaItem.cantAprobada}), 0)::int`.mapWith(Number) })
    .from(facturaItem)
    .innerJoin(factura, eq(factura.id, facturaItem.facturaId))
    .where(and(eq(factura.farmaciaId, farmaciaId), isNotNull(factura.pedidoId), inArray(factura.tipoComprobanteId, TIPOS_FACTURA), inArray(facturaItem.troquel, [...new Set(troqueles)])))
    .groupBy(facturaItem.troquel);
  return new Map(filas.map((f) => [f.troquel, f.unidades]));
}
