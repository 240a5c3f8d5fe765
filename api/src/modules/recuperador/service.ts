import { and, asc, eq, sql } from 'drizzle-orm';
import type { ItemRecuperador } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { recuperadorItem } from '../../db/schema/index.js';
import type { Tx } from '../carrito/repositorio.js';

export async function listarRecuperador(db: Db, userId: string): Promise<ItemRecuperador[]> {
  return db
    .select({ troquel: recuperadorItem.troquel, userId: recuperadorItem.userId, fechaPedido: recuperadorItem.fechaPedido, cantidadARecuperar: recuperadorItem.cantidadARecuperar })
    .from(recuperadorItem)
    .where(eq(recuperadorItem.userId, userId))
    .orderBy(asc(recuperadorItem.fechaPedido), asc(recuperadorItem.troquel));
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
