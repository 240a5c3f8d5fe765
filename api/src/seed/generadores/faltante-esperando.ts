import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { pedidoItem, producto, recuperadorItem, stock, usuario } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { diaIso } from '../fechas.js';

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
  // Some days the draw leaves the pharmacy no shortage young enough to wait: its newest line on sale stands in for one.
  const [reciente] = item
    ? []
    : await db
        .select({ troquel: pedidoItem.troquel, fechaAlta: pedidoItem.fechaAlta })
        .from(pedidoItem)
        .innerJoin(producto, eq(producto.troquel, pedidoItem.troquel))
        .where(and(eq(pedidoItem.farmaciaId, farmaciaId), isNull(producto.fechaBaja), eq(producto.psicofarmaco, false)))
        .orderBy(desc(pedidoItem.fechaAlta), asc(pedidoItem.troquel))
        .limit(1);
  if (!item && !reciente) return null;
  const esperado = item ?? { troquel: reciente!.troquel, fechaPedido: diaIso(reciente!.fechaAlta), cantidadARecuperar: 2 };
  if (cuenta) await db.insert(recuperadorItem).values({ ...esperado, userId: cuenta.id }).onConflictDoNothing();
  await db.update(stock).set({ cantidad: 0 }).where(eq(stock.troquel, esperado.troquel));
  return esperado.troquel;
}
