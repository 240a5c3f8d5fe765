import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { productoBloqueado } from './tablas.js';

/** Which of these troqueles the pharmacy may not order. */
export async function troquelesBloqueados(db: Db | Tx, farmaciaId: number, troqueles: readonly number[]): Promise<Set<number>> {
  if (troqueles.length === 0) return new Set();
  const filas = await db
    .select({ troquel: productoBloqueado.troquel })
    .from(productoBloqueado)
    .where(and(eq(productoBloqueado.farmaciaId, farmaciaId), inArray(productoBloqueado.troquel, [...troqueles])));
  return new Set(filas.map((f) => f.troquel));
}
