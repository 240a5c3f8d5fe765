import { and, eq, gte, sql } from 'drizzle-orm';
import { sugerirPedido, ZONA_DISTRIBUIDORA, type CompraHistorica } from '@portal/shared/domain';
import type { PedidoSugerido } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { pedidoItem } from './tablas.js';
import * as reloj from '../../../reloj.js';

/** A year and a season's window: the rhythm needs months, the season last year's same weeks. */
export const DIAS_HISTORIA = 400;

const diaDistribuidora = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_DISTRIBUIDORA, year: 'numeric', month: '2-digit', day: '2-digit' });

/** What the pharmacy ordered per product and distributor day, over the last DIAS_HISTORIA days (one indexed range read). */
export async function comprasDeFarmacia(db: Db, farmaciaId: number, ahora = reloj.ahora()): Promise<{ compras: CompraHistorica[]; nombres: Map<number, string> }> {
  // The zone is a constant written in the SQL (not a parameter): GROUP BY must see the very same expression.
  const dia = sql<string>`to_char(${pedidoItem.fechaAlta} AT TIME ZONE ${sql.raw(`'${ZONA_DISTRIBUIDORA}'`)}, 'YYYY-MM-DD')`;
  const filas = await db
    .select({ troquel: pedidoItem.troquel, dia, cantidad: sql<number>`sum(${pedidoItem.cantPedida})::int`, nombre: sql<string>`max(${pedidoItem.prodNombre})` })
    .from(pedidoItem)
    .where(and(eq(pedidoItem.farmaciaId, farmaciaId), gte(pedidoItem.fechaAlta, new Date(ahora.getTime() - DIAS_HISTORIA * 86_400_000))))
    .groupBy(pedidoItem.troquel, dia);
  return {
    compras: filas.map((f) => ({ troquel: f.troquel, dia: f.dia, cantidad: Number(f.cantidad) })),
    nombres: new Map(filas.map((f) => [f.troquel, f.nombre])),
  };
}

/** The pharmacy's suggested order for today (distributor's day), best first. */
export async function pedidoSugerido(db: Db, farmaciaId: number, ahora = reloj.ahora()): Promise<PedidoSugerido> {
  const { compras, nombres } = await comprasDeFarmacia(db, farmaciaId, ahora);
  const sugerencias = sugerirPedido(compras, diaDistribuidora.format(ahora));
  return {
    sugerencias: sugerencias.map(({ troquel, cantidad, intervaloDias, diasDesdeUltimo, motivo }) => ({
      troquel,
      nombre: nombres.get(troquel) ?? `Troquel ${troquel}`,
      cantidad,
      intervaloDias,
      diasDesdeUltimo,
      motivo,
    })),
  };
}
