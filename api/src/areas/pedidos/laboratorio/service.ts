import { asc, inArray } from 'drizzle-orm';
import type { Laboratorio } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { laboratorio } from './tablas.js';

export const listarLaboratorios = (db: Db): Promise<Laboratorio[]> =>
  db.select({ id: laboratorio.id, nombre: laboratorio.nombre }).from(laboratorio).orderBy(asc(laboratorio.nombre), asc(laboratorio.id));

/** The name of each of these laboratories, by id. */
export async function nombresDeLaboratorios(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const filas = await db.select({ id: laboratorio.id, nombre: laboratorio.nombre }).from(laboratorio).where(inArray(laboratorio.id, [...new Set(ids)]));
  return new Map(filas.map((f) => [f.id, f.nombre]));
}
