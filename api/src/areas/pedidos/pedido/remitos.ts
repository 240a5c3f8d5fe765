import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MESES_CONSULTA_PEDIDOS } from '@portal/shared/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { cubeta, remito } from './tablas.js';

/** The pharmacy and the order of a delivery note; null when it does not exist. */
export async function remitoPorId(db: Db, remitoId: number): Promise<{ farmaciaId: number; pedidoId: number | null } | null> {
  const [fila] = await db.select({ farmaciaId: remito.farmaciaId, pedidoId: remito.pedidoId }).from(remito).where(eq(remito.id, remitoId));
  return fila ?? null;
}

const PRIMER_REMITO = 10_000_001;

/**
 * A delivery note for the prepared units of an order, with the next number. The caller holds the numbering lock, so
 * no other process takes the same number.
 */
export async function crearRemito(tx: Tx, datos: { farmaciaId: number; pedidoId: number; fecha: Date; cantidadUnidades: number }): Promise<number> {
  const [siguiente] = await tx.select({ id: sql<number>`coalesce(max(${remito.id}), ${PRIMER_REMITO - 1}) + 1`.mapWith(Number) }).from(remito);
  await tx.insert(remito).values({ id: siguiente!.id, ...datos });
  return siguiente!.id;
}

const listaRemitos = definirLista({
  campos: {
    nroRemito: { columna: remito.id, tipo: 'numero' },
    fecha: { columna: remito.fecha, tipo: 'fecha' },
    pedidoId: { columna: remito.pedidoId, tipo: 'numero' },
    cantidadUnidades: { columna: remito.cantidadUnidades, tipo: 'numero' },
  },
  ordenPorDefecto: '-fecha',
  desempate: remito.id,
  rangoFechas: { campos: ['fecha'], mesesMaximo: MESES_CONSULTA_PEDIDOS, consulta: 'la consulta de remitos' },
});

/** One page of the pharmacy's delivery notes not controlled yet, newest first, with how many there are. */
export async function remitosSinControlar(
  db: Db,
  farmaciaId: number,
  consulta: ConsultaLista,
): Promise<{ items: { id: number; fecha: Date; pedidoId: number | null; cantidadUnidades: number }[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaRemitos, consulta);
  const condicion = and(eq(remito.farmaciaId, farmaciaId), eq(remito.controlado, false), where);
  const [items, [fila]] = await Promise.all([
    db
      .select({ id: remito.id, fecha: remito.fecha, pedidoId: remito.pedidoId, cantidadUnidades: remito.cantidadUnidades })
      .from(remito)
      .where(condicion)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(remito).where(condicion),
  ]);
  return { items, total: fila?.total ?? 0 };
}

/** The delivery notes of some orders, oldest first, and whether each was controlled. */
export async function remitosDePedidos(
  db: Db,
  pedidoIds: readonly number[],
): Promise<{ nroRemito: number; pedidoId: number | null; fecha: Date; cantidadUnidades: number; controlado: boolean }[]> {
  if (pedidoIds.length === 0) return [];
  return db
    .select({ nroRemito: remito.id, pedidoId: remito.pedidoId, fecha: remito.fecha, cantidadUnidades: remito.cantidadUnidades, controlado: remito.controlado })
    .from(remito)
    .where(inArray(remito.pedidoId, [...new Set(pedidoIds)]))
    .orderBy(asc(remito.fecha), asc(remito.id));
}

/**
 * Locks a delivery note for the rest of the transaction (two colleagues starting its control at once make one
 * control) and tells its pharmacy, order and whether it is already controlled.
 */
export async function bloquearRemito(tx: Tx, remitoId: number): Promise<{ farmaciaId: number; pedidoId: number | null; controlado: boolean } | null> {
  const [fila] = await tx
    .select({ farmaciaId: remito.farmaciaId, pedidoId: remito.pedidoId, controlado: remito.controlado })
    .from(remito)
    .where(eq(remito.id, remitoId))
    .for('update');
  return fila ?? null;
}

export async function marcarControlado(tx: Tx, remitoId: number): Promise<void> {
  await tx.update(remito).set({ controlado: true }).where(eq(remito.id, remitoId));
}

/** Delivery notes by number (those that exist), for the current account's "remitos in a voucher". */
export async function remitosPorIds(db: Db, ids: readonly number[]): Promise<{ id: number; farmaciaId: number; pedidoId: number | null; fecha: Date; cantidadUnidades: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: remito.id, farmaciaId: remito.farmaciaId, pedidoId: remito.pedidoId, fecha: remito.fecha, cantidadUnidades: remito.cantidadUnidades })
    .from(remito)
    .where(inArray(remito.id, [...new Set(ids)]))
    .orderBy(asc(remito.id));
}

/** The buckets (cubetas) the pharmacies still owe the distributor (not returned yet), oldest first. */
export async function cubetasAdeudadas(db: Db, farmacias: readonly number[]): Promise<{ farmaciaId: number; nroCubeta: number; remitoId: number | null; fecha: Date; tamano: string }[]> {
  if (farmacias.length === 0) return [];
  return db
    .select({ farmaciaId: cubeta.farmaciaId, nroCubeta: cubeta.nroCubeta, remitoId: cubeta.remitoId, fecha: cubeta.fecha, tamano: cubeta.tamano })
    .from(cubeta)
    .where(and(inArray(cubeta.farmaciaId, [...farmacias]), eq(cubeta.devuelta, false)))
    .orderBy(asc(cubeta.fecha), asc(cubeta.nroCubeta));
}
