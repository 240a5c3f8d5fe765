import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { controlPedido, controlPedidoItem } from './tablas.js';

/** Finished controls: 1 finished, 2 finished with shortages. */
const CONTROLES_TERMINADOS = [1, 2];

/**
 * The units of a product the pharmacy found missing when it controlled these orders against their remitos (prepared
 * minus counted, in finished controls), by order: what it may claim as a shortage.
 */
export async function faltantesControlados(db: Db | Tx, farmaciaId: number, troquel: number, pedidoIds: readonly number[]): Promise<Map<number, number>> {
  if (pedidoIds.length === 0) return new Map();
  const filas = await db
    .select({ pedidoId: controlPedidoItem.pedidoId, faltante: sql<number>`sum(greatest(${controlPedidoItem.cantPreparada} - ${controlPedidoItem.cantControlada}, 0))`.mapWith(Number) })
    .from(controlPedidoItem)
    .innerJoin(controlPedido, eq(controlPedido.id, controlPedidoItem.controlPedidoId))
    .where(
      and(
        eq(controlPedidoItem.farmaciaId, farmaciaId),
        eq(controlPedidoItem.troquel, troquel),
        inArray(controlPedidoItem.pedidoId, [...new Set(pedidoIds)]),
        inArray(controlPedido.estado, CONTROLES_TERMINADOS),
      ),
    )
    .groupBy(controlPedidoItem.pedidoId);
  return new Map(filas.filter((f) => f.pedidoId !== null && f.faltante > 0).map((f) => [f.pedidoId!, f.faltante]));
}
