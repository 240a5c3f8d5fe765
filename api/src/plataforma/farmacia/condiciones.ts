import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { noEncontrado } from '../../errores.js';

/** What ordering depends on about a pharmacy: prices and offers, the cart rules, the taxes and the credit. */
export interface CondicionesFarmacia {
  id: number;
  /** SPEC §4: 0 pharmacy, 1 first-aid kit, 2 drugstore, 3 perfumery. */
  tipoFarmacia: number;
  gln: string | null;
  /** The pharmacy's own discount, in percent. */
  descuento: number;
  /** A member of a pharmacy group (socio): offers that exclude members are not for it. */
  socio: boolean;
  /** Branch that serves it: 1 capital (CABA), 2 Carapachay (province of Buenos Aires). */
  sucursal: number;
  tipoContribuyente: number;
  bloqueada: boolean;
  /** What it may still buy on credit, its credit limit and its payment term in days. */
  saldo: number;
  limiteCredito: number;
  plazo: number;
}

/**
 * The read as one SQL text, so that the cart's context can run it as a subquery of its single statement. Numbers are
 * cast in SQL so that PGlite and node-postgres hand back the same JS types.
 */
export const CONSULTA_CONDICIONES_FARMACIA = `
  select id as farmacia_id, tipo_farmacia, gln, descuento::float8 as descuento, grupo_id is not null as socio, sucursal,
    tipo_contribuyente, bloqueada, saldo::float8 as saldo, limite_credito::float8 as limite_credito, plazo
  from farmacia`;

/** A row of `CONSULTA_CONDICIONES_FARMACIA`. */
export interface FilaCondicionesFarmacia {
  farmacia_id: number;
  tipo_farmacia: number;
  gln: string | null;
  descuento: number;
  socio: boolean;
  sucursal: number;
  tipo_contribuyente: number;
  bloqueada: boolean;
  saldo: number;
  limite_credito: number;
  plazo: number;
}

export const condicionesDeFila = (f: FilaCondicionesFarmacia): CondicionesFarmacia => ({
  id: f.farmacia_id,
  tipoFarmacia: f.tipo_farmacia,
  gln: f.gln,
  descuento: f.descuento,
  socio: f.socio,
  sucursal: f.sucursal,
  tipoContribuyente: f.tipo_contribuyente,
  bloqueada: f.bloqueada,
  saldo: f.saldo,
  limiteCredito: f.limite_credito,
  plazo: f.plazo,
});

/** The pharmacy's conditions, or null when it does not exist; inside a transaction when given one. */
export async function buscarCondicionesFarmacia(db: Db | Tx, farmaciaId: number): Promise<CondicionesFarmacia | null> {
  // Both drivers answer `execute` with an object holding `rows`.
  const { rows } = (await db.execute(
    sql`select * from (${sql.raw(CONSULTA_CONDICIONES_FARMACIA)}) f where f.farmacia_id = ${farmaciaId}`,
  )) as unknown as { rows: FilaCondicionesFarmacia[] };
  return rows[0] ? condicionesDeFila(rows[0]) : null;
}

export const MENSAJE_FARMACIA_INEXISTENTE = 'No se encontró la farmacia.';

/** The pharmacy's conditions; a 404 when it does not exist. */
export async function leerCondicionesFarmacia(db: Db | Tx, farmaciaId: number): Promise<CondicionesFarmacia> {
  const condiciones = await buscarCondicionesFarmacia(db, farmaciaId);
  if (!condiciones) throw noEncontrado(MENSAJE_FARMACIA_INEXISTENTE);
  return condiciones;
}
