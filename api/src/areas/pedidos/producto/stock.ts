import { asc, inArray, sql } from 'drizzle-orm';
import { stock } from './tablas.js';
import type { Db, Tx } from '../../../db/client.js';

const valores = (cambios: readonly (readonly [number, number])[]) =>
  sql.join(
    cambios.map(([troquel, unidades]) => sql`(${troquel}::int, ${unidades}::int)`),
    sql`, `,
  );

/**
 * Reserves what each line asks for, line by line, from the stock rows locked in troquel order (so two confirmations
 * touching the same products cannot deadlock). What cannot be reserved is the line's shortage; stock never goes below
 * zero. Returns the units reserved per line, in the lines' order.
 */
export async function reservarStock(tx: Tx, lineas: readonly { troquel: number; cantidad: number }[]): Promise<number[]> {
  const troqueles = [...new Set(lineas.map((l) => l.troquel))];
  const filas = await tx
    .select({ troquel: stock.troquel, cantidad: stock.cantidad })
    .from(stock)
    .where(inArray(stock.troquel, troqueles))
    .orderBy(asc(stock.troquel))
    .for('update');
  const disponible = new Map(filas.map((f) => [f.troquel, Math.max(0, f.cantidad)]));
  const reservado = new Map<number, number>();
  const reservas = lineas.map((l) => {
    const hay = disponible.get(l.troquel) ?? 0;
    const unidades = Math.min(hay, l.cantidad);
    disponible.set(l.troquel, hay - unidades);
    reservado.set(l.troquel, (reservado.get(l.troquel) ?? 0) + unidades);
    return unidades;
  });
  const cambios = [...reservado].filter(([, unidades]) => unidades > 0);
  if (cambios.length > 0) {
    await tx.execute(
      sql`update stock set cantidad = stock.cantidad - d.unidades from (values ${valores(cambios)}) as d(troquel, unidades)
          where stock.troquel = d.troquel and stock.cantidad >= d.unidades`,
    );
  }
  return reservas;
}

/** Gives reserved units back (an order deleted or refused before it was prepared). */
export async function liberarStock(tx: Tx, lineas: readonly { troquel: number; unidades: number }[]): Promise<void> {
  const porTroquel = new Map<number, number>();
  for (const l of lineas) if (l.unidades > 0) porTroquel.set(l.troquel, (porTroquel.get(l.troquel) ?? 0) + l.unidades);
  if (porTroquel.size === 0) return;
  await tx.execute(
    sql`update stock set cantidad = stock.cantidad + d.unidades from (values ${valores([...porTroquel])}) as d(troquel, unidades)
        where stock.troquel = d.troquel`,
  );
}

/** Units in stock now per troquel (0 for a product without a stock row), for what the cart can promise. */
export async function unidadesEnStock(db: Db, troqueles: readonly number[]): Promise<Map<number, number>> {
  if (troqueles.length === 0) return new Map();
  const filas = await db.select({ troquel: stock.troquel, cantidad: stock.cantidad }).from(stock).where(inArray(stock.troquel, [...new Set(troqueles)]));
  return new Map(filas.map((f) => [f.troquel, Math.max(0, f.cantidad)]));
}

/**
 * Goods received from the laboratories: adds units to each product's stock. Answers the troqueles that had none and
 * now have some (the products "back in stock"), read under the rows' lock so two runs cannot both report one.
 */
export async function reponerStock(tx: Tx, ingresos: readonly { troquel: number; unidades: number }[]): Promise<number[]> {
  const validos = ingresos.filter((i) => i.unidades > 0);
  if (validos.length === 0) return [];
  const antes = await tx
    .select({ troquel: stock.troquel, cantidad: stock.cantidad })
    .from(stock)
    .where(inArray(stock.troquel, validos.map((i) => i.troquel)))
    .orderBy(asc(stock.troquel))
    .for('update');
  await tx.execute(
    sql`update stock set cantidad = greatest(stock.cantidad, 0) + d.unidades from (values ${valores(validos.map((i) => [i.troquel, i.unidades] as const))}) as d(troquel, unidades)
        where stock.troquel = d.troquel`,
  );
  return antes.filter((f) => f.cantidad <= 0).map((f) => f.troquel);
}
