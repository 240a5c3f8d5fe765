import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { carritoItem, precio, producto, stock } from '../../src/db/schema/index.js';
import { carritoActual } from '../../src/areas/pedidos/carrito/repositorio.js';

/** Products with a price-list row and a stock row, the kind a pharmacy orders every day. */
export async function productosPedibles(db: Db, cantidad: number, desde = 0): Promise<number[]> {
  const filas = await db
    .select({ troquel: producto.troquel })
    .from(producto)
    .innerJoin(precio, eq(precio.troquel, producto.troquel))
    .innerJoin(stock, eq(stock.troquel, producto.troquel))
    .where(and(isNull(producto.fechaBaja), eq(producto.psicofarmaco, false)))
    .orderBy(asc(producto.troquel))
    .limit(cantidad)
    .offset(desde);
  return filas.map((f) => f.troquel);
}

export async function fijarStock(db: Db, troquel: number, cantidad: number): Promise<void> {
  await db.update(stock).set({ cantidad }).where(eq(stock.troquel, troquel));
}

export async function stockDe(db: Db, troqueles: readonly number[]): Promise<Map<number, number>> {
  const filas = await db.select({ troquel: stock.troquel, cantidad: stock.cantidad }).from(stock).where(inArray(stock.troquel, [...troqueles]));
  return new Map(filas.map((f) => [f.troquel, f.cantidad]));
}

/**
 * Puts exactly these loose lines in the pharmacy's current cart, as users would have left it (the cart's own rules are
 * tested with the cart); returns the cart id.
 */
export async function prepararCarrito(db: Db, farmaciaId: number, lineas: readonly { troquel: number; cantidad: number }[]): Promise<number> {
  const { id } = await carritoActual(db, farmaciaId);
  await db.delete(carritoItem).where(eq(carritoItem.carritoId, id));
  if (lineas.length > 0) await db.insert(carritoItem).values(lineas.map((l) => ({ carritoId: id, troquel: l.troquel, cantidad: l.cantidad })));
  return id;
}
