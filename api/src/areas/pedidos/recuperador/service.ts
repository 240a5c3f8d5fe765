import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ItemRecuperador, ItemRecuperadorVencido, VencidosRecuperador } from '@portal/shared/contracts';
import { diaDistribuidora } from '@portal/shared/domain';
import type { Db, Tx } from '../../../db/client.js';
import { leerParametro } from '../../../plataforma/parametros/index.js';
import { unidadesEnStock } from '../producto/index.js';
import { recuperadorItem, recuperadorVencido } from './tablas.js';
import * as reloj from '../../../reloj.js';

/** System parameter: days a recoverer item waits before it expires (not in SPEC §9's list; the distributor sets it). */
export const PARAMETRO_DIAS_RECUPERADOR = 1140;
/** When the parameter is missing or not a positive whole number. */
export const DIAS_RECUPERADOR_POR_DEFECTO = 30;
/** How far back the recoverer page lists what expired. */
export const DIAS_REGISTRO_VENCIDOS = 90;
const DIA_MS = 86_400_000;

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

/** Parameter 1140: the days an item waits in a recoverer. */
export async function diasDelRecuperador(db: Db): Promise<number> {
  const dias = Number(await leerParametro(db, PARAMETRO_DIAS_RECUPERADOR));
  return Number.isInteger(dias) && dias > 0 ? dias : DIAS_RECUPERADOR_POR_DEFECTO;
}

/**
 * Items ordered more than `dias` days before today (the distributor's calendar) leave every recoverer, each with a
 * record. One statement per step in one transaction: two API processes running it at once expire each item once (the
 * delete returns a row to one of them only). Answers the items that expired.
 */
export async function vencerRecuperador(db: Db, ahora: Date, dias: number): Promise<ItemRecuperador[]> {
  const limite = diaDistribuidora(new Date(ahora.getTime() - dias * DIA_MS));
  return db.transaction(async (tx) => {
    const vencidos = await tx.delete(recuperadorItem).where(lt(recuperadorItem.fechaPedido, limite)).returning();
    if (vencidos.length > 0) await tx.insert(recuperadorVencido).values(vencidos.map((v) => ({ ...v, fechaVencimiento: ahora })));
    return vencidos;
  });
}

/** What expired from the user's recoverer in the last `DIAS_REGISTRO_VENCIDOS` days, the most recent first. */
export async function listarVencidos(db: Db, userId: string, ahora = reloj.ahora()): Promise<VencidosRecuperador> {
  const desde = new Date(ahora.getTime() - DIAS_REGISTRO_VENCIDOS * DIA_MS);
  const [diasVencimiento, filas] = await Promise.all([
    diasDelRecuperador(db),
    db
      .select({
        troquel: recuperadorVencido.troquel,
        fechaPedido: recuperadorVencido.fechaPedido,
        cantidadARecuperar: recuperadorVencido.cantidadARecuperar,
        fechaVencimiento: recuperadorVencido.fechaVencimiento,
      })
      .from(recuperadorVencido)
      .where(and(eq(recuperadorVencido.userId, userId), gte(recuperadorVencido.fechaVencimiento, desde)))
      .orderBy(desc(recuperadorVencido.fechaVencimiento), asc(recuperadorVencido.troquel))
      .limit(500),
  ]);
  const items: ItemRecuperadorVencido[] = filas.map((f) => ({ ...f, fechaVencimiento: f.fechaVencimiento.toISOString() }));
  return { diasVencimiento, diasRegistro: DIAS_REGISTRO_VENCIDOS, items };
}
