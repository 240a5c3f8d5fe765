import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Favorito } from '@portal/shared/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { existeProducto } from '../producto/index.js';
import { favorito } from './tablas.js';
import { noEncontrado } from '../../../errores.js';

type FilaFavorito = typeof favorito.$inferSelect;

const aFavorito = (f: FilaFavorito): Favorito => ({
  troquel: f.troquel,
  userId: f.userId,
  fechaAlta: f.fechaAlta.toISOString(),
  fechaUltimoPedido: f.fechaUltimoPedido?.toISOString() ?? null,
});

export async function listarFavoritos(db: Db, userId: string): Promise<Favorito[]> {
  const filas = await db.select().from(favorito).where(eq(favorito.userId, userId)).orderBy(asc(favorito.fechaAlta), asc(favorito.troquel));
  return filas.map(aFavorito);
}

/** Adds the product to the user's favourites; adding one already there keeps it as it was. */
export async function agregarFavorito(db: Db, userId: string, troquel: number): Promise<Favorito> {
  if (!(await existeProducto(db, troquel))) throw noEncontrado(`El producto ${troquel} no existe.`);
  await db.insert(favorito).values({ userId, troquel }).onConflictDoNothing();
  const [fila] = await db.select().from(favorito).where(and(eq(favorito.userId, userId), eq(favorito.troquel, troquel)));
  return aFavorito(fila!);
}

export async function borrarFavorito(db: Db, userId: string, troquel: number): Promise<void> {
  await db.delete(favorito).where(and(eq(favorito.userId, userId), eq(favorito.troquel, troquel)));
}

export async function vaciarFavoritos(db: Db, userId: string): Promise<void> {
  await db.delete(favorito).where(eq(favorito.userId, userId));
}

/** Records that the user just ordered these products: the favourites among them show the date. */
export async function registrarUltimoPedido(tx: Tx, userId: string, troqueles: readonly number[], fecha: Date): Promise<void> {
  await tx
    .update(favorito)
    .set({ fechaUltimoPedido: fecha })
    .where(and(eq(favorito.userId, userId), inArray(favorito.troquel, [...troqueles])));
}
