import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { BuscarFacturas, Factura, FacturasDePedido, RemitosEnComprobante, TipoOperacion } from '@portal/shared/contracts';
import { MAX_REMITO } from '@portal/shared/contracts';
import { farmaciasAlcanzables } from '../../../plataforma/farmacia/index.js';
import type { UsuarioToken } from '../../../auth/tipos.js';
import type { Db } from '../../../db/client.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { noEncontrado } from '../../../errores.js';
import { sumarDias } from '../../../reloj.js';
import { pedidosDeFarmacias, buscarPedidos, remitosPorIds } from '../../pedidos/pedido/index.js';
import { factura, tipoOperacion } from './tablas.js';

/** The invoices of each order of the caller's pharmacies, in the order asked; other pharmacies' orders are left out. */
export async function facturasDePedidos(app: FastifyInstance, usuario: UsuarioToken, pedidoIds: readonly number[]): Promise<FacturasDePedido[]> {
  if (pedidoIds.length === 0) return [];
  const farmacias = await farmaciasAlcanzables(app, usuario);
  const unicos = [...new Set(pedidoIds)];
  const [visibles, facturas] = await Promise.all([pedidosDeFarmacias(app.db, unicos, farmacias), facturasPorPedido(app.db, unicos, farmacias)]);
  return unicos.filter((id) => visibles.has(id)).map((id) => ({ pedidoId: id, facturaIds: facturas.filter((f) => f.pedidoId === id).map((f) => f.id) }));
}

/** The invoices of these orders among these pharmacies', oldest first. */
export async function facturasPorPedido(db: Db, pedidoIds: readonly number[], farmacias: readonly number[]): Promise<{ pedidoId: number; id: number }[]> {
  const filas = await db
    .select({ pedidoId: factura.pedidoId, id: factura.id })
    .from(factura)
    .where(and(inArray(factura.pedidoId, [...pedidoIds]), inArray(factura.farmaciaId, [...farmacias]), isNotNull(factura.pedidoId)))
    .orderBy(asc(factura.id));
  return filas.map((f) => ({ pedidoId: f.pedidoId!, id: f.id }));
}

export const aFactura = (f: typeof factura.$inferSelect): Factura => ({
  farmaciaId: f.farmaciaId,
  facturaId: f.id,
  pedidoId: f.pedidoId,
  fechaEmision: f.fechaEmision.toISOString(),
  plazo: f.plazo,
  tipoOperacionId: f.tipoOperacionId,
  tipoComprobanteId: f.tipoComprobanteId,
  nroComprobante: f.nroComprobante,
  cantidadUnidades: f.cantidadUnidades,
  subtotal: f.subtotal,
  iva: f.iva,
  detalleEnComprobanteDet: f.detalleEnComprobanteDet,
  remito: f.remito,
  remito2: f.remito2,
  percepciones: f.percepciones,
  total: f.total,
  checkSocio: f.checkSocio,
  observaciones: f.observaciones,
  historico: f.historico,
  respuestaAFIP: f.respuestaAfip,
  puntoVenta: f.puntoVenta,
});

const listaFacturas = definirLista({
  campos: {
    fechaEmision: { columna: factura.fechaEmision, tipo: 'fecha' },
    nroComprobante: { columna: factura.nroComprobante, tipo: 'numero' },
    tipoComprobanteId: { columna: factura.tipoComprobanteId, tipo: 'numero' },
    tipoOperacionId: { columna: factura.tipoOperacionId, tipo: 'numero' },
    pedidoId: { columna: factura.pedidoId, tipo: 'numero' },
    remito: { columna: factura.remito, tipo: 'numero' },
    total: { columna: factura.total, tipo: 'numero' },
    checkSocio: { columna: factura.checkSocio, tipo: 'booleano' },
    respuestaAFIP: { columna: factura.respuestaAfip, tipo: 'texto' },
  },
  ordenPorDefecto: '-fechaEmision',
  desempate: factura.id,
});

/** Start of a calendar day in the distributor's zone (Argentina has no daylight saving: UTC−3). */
const inicioDia = (dia: string) => new Date(`${dia}T00:00:00-03:00`);

/**
 * One page of the invoices and notes of the pharmacies issued between two days (the route has checked they are the
 * caller's: its own, or one or all of its group's).
 */
export async function buscarFacturas(db: Db, farmacias: readonly number[], b: Omit<BuscarFacturas, 'farmaciaId'>, consulta: ConsultaLista): Promise<{ items: Factura[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaFacturas, consulta);
  const condicion = and(
    inArray(factura.farmaciaId, [...farmacias]),
    gte(factura.fechaEmision, inicioDia(b.desde)),
    lt(factura.fechaEmision, inicioDia(sumarDias(b.hasta, 1))),
    b.tipoComprobanteId === undefined ? undefined : eq(factura.tipoComprobanteId, b.tipoComprobanteId),
    b.nroComprobante === undefined ? undefined : eq(factura.nroComprobante, b.nroComprobante),
    where,
  );
  const [filas, [fila]] = await Promise.all([
    db.select().from(factura).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(factura).where(condicion),
  ]);
  return { items: filas.map(aFactura), total: fila?.total ?? 0 };
}

/** The invoices asked for; one outside the caller's pharmacies (or missing) makes the whole answer a 404. */
export async function facturasPorId(db: Db, ids: readonly number[], farmacias: readonly number[]): Promise<Factura[]> {
  const unicos = [...new Set(ids)];
  const filas = await db.select().from(factura).where(and(inArray(factura.id, unicos), inArray(factura.farmaciaId, [...farmacias]))).orderBy(asc(factura.id));
  if (filas.length !== unicos.length) throw noEncontrado('No se encontró la factura.');
  return filas.map(aFactura);
}

/** One invoice of the caller's pharmacies, or a 404. */
export async function facturaAlcanzable(db: Db, id: number, farmacias: readonly number[]): Promise<typeof factura.$inferSelect> {
  const [fila] = await db.select().from(factura).where(and(eq(factura.id, id), inArray(factura.farmaciaId, [...farmacias])));
  if (!fila) throw noEncontrado('No se encontró la factura.');
  return fila;
}

/**
 * The invoices of an order of the caller's pharmacies. An order of another pharmacy (one whose invoices are another's,
 * or that none of the caller's pharmacies placed) is a 404; one of theirs not invoiced yet has none.
 */
export async function facturasDePedido(db: Db, pedidoId: number, farmacias: readonly number[]): Promise<Factura[]> {
  const filas = await db.select().from(factura).where(eq(factura.pedidoId, pedidoId)).orderBy(asc(factura.id));
  if (filas.some((f) => !farmacias.includes(f.farmaciaId))) throw noEncontrado('No se encontró el pedido.');
  if (filas.length === 0 && (await buscarPedidos(db, farmacias, { filters: `id==${pedidoId}`, page: 1, pageSize: 1 })).total === 0) {
    throw noEncontrado('No se encontró el pedido.');
  }
  return filas.map(aFactura);
}

/**
 * The invoices of a remito of the caller's pharmacies. A remito above eight nines has none (SPEC §5); another
 * pharmacy's remito, or one that does not exist, is a 404.
 */
export async function facturasDeRemito(db: Db, remito: number, farmacias: readonly number[]): Promise<Factura[]> {
  if (remito > MAX_REMITO) return [];
  const [dueno] = await remitosPorIds(db, [remito]);
  if (!dueno || !farmacias.includes(dueno.farmaciaId)) throw noEncontrado('No se encontró el remito.');
  const filas = await db
    .select()
    .from(factura)
    .where(and(sql`(${factura.remito} = ${remito} or ${factura.remito2} = ${remito})`, inArray(factura.farmaciaId, [...farmacias])))
    .orderBy(asc(factura.id));
  return filas.map(aFactura);
}

/**
 * The remitos each voucher's detail covers (`remito`, `remito2`), with their day, order and units from the remito
 * module. A voucher outside the caller's pharmacies makes the whole answer a 404.
 */
export async function remitosEnComprobante(db: Db, ids: readonly number[], farmacias: readonly number[]): Promise<RemitosEnComprobante[]> {
  const facturas = await facturasPorId(db, ids, farmacias);
  const numeros = facturas.flatMap((f) => [f.remito, f.remito2].filter((r): r is number => r !== null));
  const remitos = new Map((await remitosPorIds(db, numeros)).map((r) => [r.id, r]));
  return facturas.map((f) => ({
    facturaId: f.facturaId,
    remitos: [f.remito, f.remito2]
      .filter((r): r is number => r !== null)
      .map((numero) => {
        const r = remitos.get(numero);
        return { remito: numero, fecha: r ? r.fecha.toISOString() : null, pedidoId: r?.pedidoId ?? null, cantidadUnidades: r?.cantidadUnidades ?? null };
      }),
  }));
}

export async function tiposOperacion(db: Db): Promise<TipoOperacion[]> {
  return db.select({ id: tipoOperacion.id, descripcion: tipoOperacion.descripcion }).from(tipoOperacion).orderBy(asc(tipoOperacion.id));
}

/** Marks an invoice of the caller's pharmacies as checked by the member (or not). */
export async function marcarCheckSocio(db: Db, id: number, valor: boolean, farmacias: readonly number[]): Promise<Factura> {
  await facturaAlcanzable(db, id, farmacias);
  const [fila] = await db.update(factura).set({ checkSocio: valor }).where(eq(factura.id, id)).returning();
  return aFactura(fila!);
}
