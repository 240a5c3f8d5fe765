import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { pedido, pedidoItem } from './tablas.js';

/** What the returns module reads of orders (DESIGN §6: the order tables are this module's). */

/** The order each of these order lines belongs to. */
export async function pedidosDeLineas(db: Db | Tx, pedidoItemIds: readonly number[]): Promise<Map<number, number>> {
  if (pedidoItemIds.length === 0) return new Map();
  const filas = await db.select({ id: pedidoItem.id, pedidoId: pedidoItem.pedidoId }).from(pedidoItem).where(inArray(pedidoItem.id, [...new Set(pedidoItemIds)]));
  return new Map(filas.map((f) => [f.id, f.pedidoId]));
}

/** Whether the order is the pharmacy's. */
export async function pedidoEsDeFarmacia(db: Db | Tx, pedidoId: number, farmaciaId: number): Promise<boolean> {
  return (await db.select({ id: pedido.id }).from(pedido).where(and(eq(pedido.id, pedidoId), eq(pedido.farmaciaId, farmaciaId)))).length > 0;
}
