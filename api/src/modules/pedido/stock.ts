import { asc, inArray, sql } from 'drizzle-orm';
import { stock } from '../../db/schema/index.js';
import type { Tx } from '../carrito/repositorio.js';

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
