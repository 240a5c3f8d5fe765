import { asc, eq, inArray } from 'drizzle-orm';
import type { Parametro } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { parametroSistema } from './tablas.js';

/** The parameters asked for that exist, by id; unknown ids are left out. */
export async function leerParametros(db: Db, ids: readonly number[]): Promise<Parametro[]> {
  return db
    .select()
    .from(parametroSistema)
    .where(inArray(parametroSistema.id, [...new Set(ids)]))
    .orderBy(asc(parametroSistema.id));
}

export async function leerParametro(db: Db, id: number): Promise<string | null> {
  const [fila] = await db.select({ valor: parametroSistema.valor }).from(parametroSistema).where(eq(parametroSistema.id, id));
  return fila?.valor ?? null;
}

/** A parameter's value as an SQL scalar subquery (null when it does not exist), for a statement that reads more beside it. */
export const valorParametroSql = (id: number) => `(select valor from parametro_sistema where id = ${Math.trunc(id)})`;
