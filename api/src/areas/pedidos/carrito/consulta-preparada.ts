import pg from 'pg';
import type { Db } from '../../../db/client.js';

/** The driver's own client under drizzle: a node-postgres pool, or PGlite (which has the same `query(text, values)`). */
interface ClienteSql {
  query(texto: string | pg.QueryConfig, valores?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs one of the cart's hot-path queries straight on the driver. On PostgreSQL it is a named prepared statement,
 * parsed and planned once per connection instead of on every call, and no query is built per call: at thousands of
 * cart updates a second both costs show. PGlite (one process, no network) runs the text as it is.
 * `texto` must be a constant per `nombre`, with `$n` placeholders.
 */
export async function consultaPreparada<T>(db: Db, nombre: string, texto: string, valores: unknown[]): Promise<T[]> {
  const cliente = (db as unknown as { $client: ClienteSql }).$client;
  const { rows } = cliente instanceof pg.Pool ? await cliente.query({ name: nombre, text: texto, values: valores }) : await cliente.query(texto, valores);
  return rows as T[];
}
