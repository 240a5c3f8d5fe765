import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Carrito, ItemCarrito } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { carrito, carritoItem } from '../../db/schema/index.js';

/** A transaction handle: every query inside one must go through it (PGlite has a single connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface FilaCarrito {
  id: number;
  version: number;
  bloqueado: boolean;
}

/** A stored line, with `null` where the contract says 0. */
export type FilaItem = typeof carritoItem.$inferSelect;

const actualDe = (farmaciaId: number) => and(eq(carrito.farmaciaId, farmaciaId), eq(carrito.actual, true));
const columnasCarrito = { id: carrito.id, version: carrito.version, bloqueado: carrito.bloqueado };

/** Creates the pharmacy's current cart unless another request just did (the partial unique index decides). */
async function crearSiFalta(db: Db | Tx, farmaciaId: number): Promise<void> {
  await db.execute(sql`insert into carrito (farmacia_id) values (${farmaciaId}) on conflict (farmacia_id) where actual do nothing`);
}

/** The pharmacy's current cart, created when it has none. */
export async function carritoActual(db: Db, farmaciaId: number): Promise<FilaCarrito> {
  const [fila] = await db.select(columnasCarrito).from(carrito).where(actualDe(farmaciaId));
  if (fila) return fila;
  await crearSiFalta(db, farmaciaId);
  const [creado] = await db.select(columnasCarrito).from(carrito).where(actualDe(farmaciaId));
  return creado!;
}

/**
 * The current cart row locked until the transaction ends (`FOR UPDATE`): writers of one pharmacy take turns, so none
 * works on lines another is changing.
 */
export async function bloquearFila(tx: Tx, farmaciaId: number): Promise<FilaCarrito> {
  const [fila] = await tx.select(columnasCarrito).from(carrito).where(actualDe(farmaciaId)).for('update');
  if (fila) return fila;
  await crearSiFalta(tx, farmaciaId);
  const [creado] = await tx.select(columnasCarrito).from(carrito).where(actualDe(farmaciaId)).for('update');
  return creado!;
}

export const leerFilas = (db: Db | Tx, carritoId: number): Promise<FilaItem[]> =>
  db.select().from(carritoItem).where(eq(carritoItem.carritoId, carritoId)).orderBy(asc(carritoItem.id));

export const aItem = (f: FilaItem): ItemCarrito => ({
  troquel: f.troquel,
  cantidad: f.cantidad,
  ofertaId: f.ofertaId ?? 0,
  comboId: f.comboId ?? 0,
  recomendado: f.recomendado,
  ultimaActualizacion: f.ultimaActualizacion.toISOString(),
});

export async function leerCarrito(db: Db | Tx, carritoId: number): Promise<Carrito> {
  return { carritoId, items: (await leerFilas(db, carritoId)).map(aItem) };
}

/** The loose line (outside any combo) of a troquel. */
export const lineaSuelta = (filas: readonly FilaItem[], troquel: number) => filas.find((f) => f.troquel === troquel && f.comboId === null);

/** Writes a loose line's quantity and offer; the caller holds the cart lock, so the read `filas` are current. */
export async function guardarLineaSuelta(
  tx: Tx,
  carritoId: number,
  filas: FilaItem[],
  linea: { troquel: number; cantidad: number; ofertaId: number; userId: string },
): Promise<void> {
  const ahora = new Date();
  const ofertaId = linea.ofertaId > 0 ? linea.ofertaId : null;
  const existente = lineaSuelta(filas, linea.troquel);
  if (existente) {
    await tx
      .update(carritoItem)
      .set({ cantidad: linea.cantidad, ofertaId, userId: linea.userId, ultimaActualizacion: ahora })
      .where(eq(carritoItem.id, existente.id));
    Object.assign(existente, { cantidad: linea.cantidad, ofertaId, userId: linea.userId, ultimaActualizacion: ahora });
    return;
  }
  const [nueva] = await tx
    .insert(carritoItem)
    .values({ carritoId, troquel: linea.troquel, cantidad: linea.cantidad, ofertaId, comboId: null, userId: linea.userId, ultimaActualizacion: ahora })
    .returning();
  filas.push(nueva!);
}

export async function borrarLineaSuelta(tx: Tx, carritoId: number, filas: FilaItem[], troquel: number): Promise<boolean> {
  const existente = lineaSuelta(filas, troquel);
  if (!existente) return false;
  await tx.delete(carritoItem).where(and(eq(carritoItem.carritoId, carritoId), eq(carritoItem.troquel, troquel), isNull(carritoItem.comboId)));
  filas.splice(filas.indexOf(existente), 1);
  return true;
}

export async function marcarCambio(tx: Tx, carritoId: number): Promise<void> {
  await tx
    .update(carrito)
    .set({ version: sql`${carrito.version} + 1`, actualizado: new Date() })
    .where(eq(carrito.id, carritoId));
}
