import { and, countDistinct, eq, gte, inArray, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { pedidoItem } from './tablas.js';

/** Units of each of these troqueles the pharmacy ordered since `desde` (troqueles it did not order are absent). */
export async function unidadesPedidasDesde(db: Db | Tx, farmaciaId: number, troqueles: readonly number[], desde: Date): Promise<Map<number, number>> {
  if (troqueles.length === 0) return new Map();
  const filas = await db
    .select({ troquel: pedidoItem.troquel, unidades: sum(pedidoItem.cantPedida).mapWith(Number) })
    .from(pedidoItem)
    .where(and(eq(pedidoItem.farmaciaId, farmaciaId), gte(pedidoItem.fechaAlta, desde), inArray(pedidoItem.troquel, [...troqueles])))
    .groupBy(pedidoItem.troquel);
  return new Map(filas.map((f) => [f.troquel, f.unidades]));
}

/** How many orders of the pharmacy since `desde` carry the combo. */
export async function vecesComboPedidoDesde(db: Db | Tx, farmaciaId: number, comboId: number, desde: Date): Promise<number> {
  const [fila] = await db
    .select({ veces: countDistinct(pedidoItem.pedidoId) })
    .from(pedidoItem)
    .where(and(eq(pedidoItem.farmaciaId, farmaciaId), eq(pedidoItem.comboId, comboId), gte(pedidoItem.fechaAlta, desde)));
  return fila?.veces ?? 0;
}
