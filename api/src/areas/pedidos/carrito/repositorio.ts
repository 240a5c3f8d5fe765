import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Carrito, ItemCarrito } from '@portal/shared/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { carrito, carritoItem } from './tablas.js';
import { consultaPreparada } from './consulta-preparada.js';
import type { Cambio, LeerCarrito, LineaConocida } from './publicador-cambios.js';
import * as reloj from '../../../reloj.js';

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

/** The loose line (outside any combo) of a troquel. */
export const lineaSuelta = (filas: readonly FilaItem[], troquel: number) => filas.find((f) => f.troquel === troquel && f.comboId === null);

/** Writes a loose line's quantity and offer; the caller holds the cart lock, so the read `filas` are current. */
export async function guardarLineaSuelta(
  tx: Tx,
  carritoId: number,
  filas: FilaItem[],
  linea: { troquel: number; cantidad: number; ofertaId: number; userId: string },
): Promise<void> {
  const ahora = reloj.ahora();
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

/**
 * Closes a confirmed cart and opens the pharmacy's next one, empty; the caller holds the cart's lock (`bloquearFila`).
 * The closed cart's version moves on too, so a late broadcast of it is older than anything shown.
 */
export async function cerrarYAbrirCarrito(tx: Tx, carritoId: number, farmaciaId: number, ahora: Date): Promise<Carrito> {
  await tx
    .update(carrito)
    .set({ actual: false, version: sql`${carrito.version} + 1`, actualizado: ahora })
    .where(eq(carrito.id, carritoId));
  const [nuevo] = await tx.insert(carrito).values({ farmaciaId }).returning({ id: carrito.id });
  return { carritoId: nuevo!.id, items: [] };
}

/** Bumps the cart's version; the new one, which orders the broadcasts of the cart. */
export async function marcarCambio(tx: Tx, carritoId: number): Promise<number> {
  const [fila] = await tx
    .update(carrito)
    .set({ version: sql`${carrito.version} + 1`, actualizado: reloj.ahora() })
    .where(eq(carrito.id, carritoId))
    .returning({ version: carrito.version });
  return fila!.version;
}

/**
 * ISO text of an instant in epoch ms, remembered: every cart update sends the whole cart, whose lines mostly keep
 * their instants from one update to the next, and formatting hundreds of dates per call showed in the profile.
 */
const isoPorMs = new Map<number, string>();
function instanteIso(ms: number): string {
  let iso = isoPorMs.get(ms);
  if (iso === undefined) {
    if (isoPorMs.size >= 50_000) isoPorMs.clear();
    iso = new Date(ms).toISOString();
    isoPorMs.set(ms, iso);
  }
  return iso;
}

/** A line as the cart's SQL answers it: [id, troquel, cantidad, ofertaId, comboId, recomendado, epoch ms]. */
type TuplaLinea = [number, number, number, number, number, boolean, number];

const lineaDeTupla = ([id, troquel, cantidad, ofertaId, comboId, recomendado, ms]: TuplaLinea): LineaConocida => ({
  id,
  item: { troquel, cantidad, ofertaId, comboId, recomendado, ultimaActualizacion: instanteIso(ms) },
});

/** What `carrito_fijar_linea` (migration 0001) answers. */
interface RespuestaFijarLinea {
  id: number;
  bloqueado: boolean;
  cambio?: boolean;
  version?: number;
  linea?: TuplaLinea;
  borrada?: number;
  lineas?: TuplaLinea[];
}

export type ResultadoFijarLinea =
  | { bloqueado: true }
  | { bloqueado: false; cambio: false }
  | { bloqueado: false; cambio: true; carritoId: number; version: number; hecho: Cambio };

/**
 * Sets the loose line of a troquel (quantity 0 removes it) in ONE round trip: the database function locks the cart
 * row, writes the line and bumps the version within one statement, so the lock lasts only while the database works.
 * Writers that lock the row in a transaction (`bloquearFila`) take turns with it. It answers the line, not the cart.
 */
export async function fijarLineaSuelta(
  db: Db,
  farmaciaId: number,
  linea: { troquel: number; cantidad: number; ofertaId: number; userId: string },
  /** Answer the whole cart (the broadcast does not know it) instead of the line alone. */
  completo: boolean,
): Promise<ResultadoFijarLinea> {
  const [fila] = await consultaPreparada<{ r: RespuestaFijarLinea }>(db, 'carrito_fijar_linea', 'select carrito_fijar_linea($1, $2, $3, $4, $5, $6::timestamptz, $7) as r', [
    farmaciaId,
    linea.troquel,
    linea.cantidad,
    linea.ofertaId,
    linea.userId,
    reloj.ahora().toISOString(),
    completo,
  ]);
  const r = fila!.r;
  if (r.bloqueado) return { bloqueado: true };
  if (!r.cambio) return { bloqueado: false, cambio: false };
  const hecho: Cambio = r.lineas
    ? { tipo: 'completo', lineas: r.lineas.map(lineaDeTupla), troqueles: [linea.troquel] }
    : r.linea
      ? { tipo: 'linea', linea: lineaDeTupla(r.linea) }
      : { tipo: 'borrada', id: r.borrada! };
  return { bloqueado: false, cambio: true, carritoId: r.id, version: r.version!, hecho };
}

const CONSULTA_CARRITO_CON_VERSION = `
  select c.version,
    coalesce(json_agg(json_build_array(i.id, i.troquel, i.cantidad, coalesce(i.oferta_id, 0), coalesce(i.combo_id, 0), i.recomendado,
      floor(extract(epoch from i.ultima_actualizacion) * 1000)::bigint) order by i.id) filter (where i.id is not null), '[]'::json) as lineas
  from carrito c left join carrito_item i on i.carrito_id = c.id
  where c.id = $1
  group by c.id`;

/** The cart's lines with its version, in one snapshot and without locking: what the broadcast sends after a gap. */
export const leerCarritoConVersion: (db: Db) => LeerCarrito = (db) => async (carritoId) => {
  const [fila] = await consultaPreparada<{ version: number; lineas: TuplaLinea[] }>(db, 'carrito_con_version', CONSULTA_CARRITO_CON_VERSION, [carritoId]);
  return { version: fila?.version ?? 0, lineas: (fila?.lineas ?? []).map(lineaDeTupla) };
};

/** Lines read with drizzle, as the broadcast keeps them. */
export const lineasConocidas = (filas: readonly FilaItem[]): LineaConocida[] => filas.map((f) => ({ id: f.id, item: aItem(f) }));
