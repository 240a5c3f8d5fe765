import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';

/**
 * What ordering reads about a product: its flags, its price-list row and its stock with the order rules (the price and
 * stock fields are null for a product without that row). The cart rules, the order valuation, combo validation and the
 * restriction check all read it here.
 */
export interface ProductoConPrecio {
  troquel: number;
  nombre: string;
  codigoBarras: string;
  descripcionExtendida: string | null;
  laboratorioId: number;
  drogaId: number | null;
  flags: number;
  panalPami: boolean;
  fechaBaja: string | null;
  psicofarmaco: boolean;
  psicofarmacoNoFacturable: boolean;
  trazable: boolean;
  ultimoPrecio: number | null;
  iva: number | null;
  /** Units in stock. */
  disponible: number | null;
  min: number | null;
  max: number | null;
  multiplo: number | null;
}

/**
 * The read as one SQL text, so that the cart's context can run it as a subquery of its single statement (PostgreSQL
 * pulls the subquery up: the plan is the one of a hand-written join). Numbers and dates are cast in SQL so that PGlite
 * and node-postgres hand back the same JS types.
 */
export const CONSULTA_PRODUCTO_CON_PRECIO = `
  select p.troquel, p.nombre, p.codigo_barras, p.descripcion_extendida, p.laboratorio_id, p.droga_id, p.flags, p.panal_pami,
    p.fecha_baja::text as fecha_baja, p.psicofarmaco, p.psicofarmaco_no_facturable, p.trazable,
    pr.ultimo_precio::float8 as ultimo_precio, pr.iva::int as iva, s.cantidad as disponible, s.min, s.max, s.multiplo
  from producto p
    left join precio pr on pr.troquel = p.troquel
    left join stock s on s.troquel = p.troquel`;

/** A row of `CONSULTA_PRODUCTO_CON_PRECIO`. */
export interface FilaProductoConPrecio {
  troquel: number;
  nombre: string;
  codigo_barras: string;
  descripcion_extendida: string | null;
  laboratorio_id: number;
  droga_id: number | null;
  flags: number;
  panal_pami: boolean;
  fecha_baja: string | null;
  psicofarmaco: boolean;
  psicofarmaco_no_facturable: boolean;
  trazable: boolean;
  ultimo_precio: number | null;
  iva: number | null;
  disponible: number | null;
  min: number | null;
  max: number | null;
  multiplo: number | null;
}

export const productoDeFila = (f: FilaProductoConPrecio): ProductoConPrecio => ({
  troquel: f.troquel,
  nombre: f.nombre,
  codigoBarras: f.codigo_barras,
  descripcionExtendida: f.descripcion_extendida,
  laboratorioId: f.laboratorio_id,
  drogaId: f.droga_id,
  flags: f.flags,
  panalPami: f.panal_pami,
  fechaBaja: f.fecha_baja,
  psicofarmaco: f.psicofarmaco,
  psicofarmacoNoFacturable: f.psicofarmaco_no_facturable,
  trazable: f.trazable,
  ultimoPrecio: f.ultimo_precio,
  iva: f.iva,
  disponible: f.disponible,
  min: f.min,
  max: f.max,
  multiplo: f.multiplo,
});

/** The products among these troqueles (unknown ones are absent), inside a transaction when given one. */
export async function leerProductosConPrecio(db: Db | Tx, troqueles: readonly number[]): Promise<Map<number, ProductoConPrecio>> {
  const unicos = [...new Set(troqueles)];
  if (unicos.length === 0) return new Map();
  // Both drivers answer `execute` with an object holding `rows`.
  const { rows } = (await db.execute(
    sql`select * from (${sql.raw(CONSULTA_PRODUCTO_CON_PRECIO)}) p where p.troquel = any(${sql.param(unicos)}::int[])`,
  )) as unknown as { rows: FilaProductoConPrecio[] };
  return new Map(rows.map((f) => [f.troquel, productoDeFila(f)]));
}

/** SQL that is true when the product `troquel` may not be ordered by the pharmacy `farmaciaId` (both SQL expressions). */
export const productoBloqueadoSql = (farmaciaId: string, troquel: string) =>
  `exists (select 1 from producto_bloqueado b where b.farmacia_id = ${farmaciaId} and b.troquel = ${troquel})`;
