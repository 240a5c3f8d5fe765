import { and, asc, eq } from 'drizzle-orm';
import { recuperadorItem, stock, usuario } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

/**
 * The demo pharmacy's account waits in its recoverer for a product that is out of stock: the restock job (every
 * REPOSICION_INTERVAL_MS, or at once through `POST /operador/reposicion`) brings it back, and the pharmacy's open pages
 * hear it live. The pharmacy's first shortage (by troquel), also put in `userName`'s recoverer (the history spreads
 * shortages over the pharmacy's users at random), so the demo account sees it on its own page. Answers its troquel.
 */
export async function dejarFaltanteEsperando(db: Db, farmaciaId: number, userName = 'admin.demo'): Promise<number | null> {
  const [item] = await db
    .select({ troquel: recuperadorItem.troquel, fechaPedido: recuperadorItem.fechaPedido, cantidadARecuperar: recuperadorItem.cantidadARecuperar })
    .from(recuperadorItem)
    .innerJoin(usuario, eq(usuario.id, recuperadorItem.userId))
    .where(eq(usuario.farmaciaId, farmaciaId))
    .orderBy(asc(recuperadorItem.troquel))
    .limit(1);
  const [cuenta] = await db.select({ id: usuario.id }).from(usuario).where(and(eq(usuario.userName, userName), eq(usuario.farmaciaId, farmaciaId)));
  if (!item) return null;
  if (cuenta) await db.insert(recuperadorItem).values({ ...item, userId: cuenta.id }).onConflictDoNothing();
  await db.update(stock).set({ cantidad: 0 }).where(eq(stock.troquel, item.troquel));
  return item.troquel;
}
