import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ItemRecuperador } from '@portal/shared/contracts';
import type { Db, Tx } from '../../db/client.js';
import { unidadesEnStock } from '../producto/stock.js';
import { recuperadorItem } from './tablas.js';

/** The user's recoverer, each item saying whether the product is in stock again (it can go in the next round). */
export async function listarRecuperador(db: Db, userId: string): Promise<ItemRecuperador[]> {
  const items = await db
    .select({ troquel: recuperadorItem.troquel, userId: recuperadorItem.userId, fechaPedido: recuperadorItem.fechaPedido, cantidadARecuperar: recuperadorItem.cantidadARecuperar })
    .from(recuperadorItem)
    .where(eq(recuperadorItem.userId, userId))
    .orderBy(asc(recuperadorItem.fechaPedido), asc(recuperadorItem.troquel));
  const stock = await unidadesEnStock(db, items.map((i) => i.troquel));
  return items.map((i) => ({ ...i, conStock: (stock.get(i.troquel) ?? 0) > 0 }));
}

/** What every recoverer still waits for, per product: the demand a restock answers first. */
export async function demandaDelRecuperador(db: Db | Tx): Promise<{ troquel: number; unidades: number }[]> {
  const filas = await db
    .select({ troquel: recuperadorItem.troquel, unidades: sql<number>`sum(${recuperadorItem.cantidadARecuperar})::int` })
    .from(recuperadorItem)
    .groupBy(recuperadorItem.troquel)
    .orderBy(asc(recuperadorItem.troquel));
  return filas;
}

/** The recoverer items of these products, with their users: who to tell that the products are back. */
export async function itemsDeProductos(db: Db, troqueles: readonly number[]): Promise<ItemRecuperador[]> {
  if (troqueles.length === 0) return [];
  return db
    .select({ troquel: recuperadorItem.troquel, userId: recuperadorItem.userId, fechaPedido: recuperadorItem.fechaPedido, cantidadARecuperar: recuperadorItem.cantidadARecuperar })
    .from(recuperadorItem)
    .where(inArray(recuperadorItem.troquel, [...troqueles]))
    .orderBy(asc(recuperadorItem.troquel));
}

/** Units of an order that were not delivered: they add to what the user already had to recover of that product. */
export async function agregarFaltantes(tx: Tx, userId: string, fechaPedido: string, faltantes: readonly { troquel: number; cantidad: number }[]): Promise<void> {
  const porTroquel = new Map<number, number>();
  for (const f of faltantes) if (f.cantidad > 0) porTroquel.set(f.troquel, (porTroquel.get(f.troquel) ?? 0) + f.cantidad);
  if (porTroquel.size === 0) return;
  await tx
    .insert(recuperadorItem)
    .values([...porTroquel].map(([troquel, cantidad]) => ({ userId, troquel, fechaPedido, cantidadARecuperar: cantidad })))
    .onConflictDoUpdate({
      target: [recuperadorItem.userId, recuperadorItem.troquel],
      set: {
        cantidadARecuperar: sql`${recuperadorItem.cantidadARecuperar} + excluded.cantidad_a_recuperar`,
        fechaPedido: sql`excluded.fecha_pedido`,
      },
    });
}

export async function borrarItemRecuperador(db: Db, userId: string, troquel: number): Promise<void> {
  await db.delete(recuperadorItem).where(and(eq(recuperadorItem.userId, userId), eq(recuperadorItem.troquel, troquel)));
}

export async function vaciarRecuperador(db: Db, userId: string): Promise<void> {
  await db.delete(recuperadorItem).where(eq(recuperadorItem.userId, userId));
}
