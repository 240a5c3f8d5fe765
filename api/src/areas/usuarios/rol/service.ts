import { asc, inArray } from 'drizzle-orm';
import { esRol } from '@portal/shared/domain';
import type { RolItem } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { rol } from './tablas.js';

/** Every role of the system, ordered by id. */
export async function catalogoRoles(db: Db): Promise<RolItem[]> {
  const filas = await db.select().from(rol).orderBy(asc(rol.id));
  return filas.flatMap((f) => (esRol(f.nombre) ? [{ id: f.id, nombre: f.nombre, asignable: f.asignable }] : []));
}

export async function rolesAsignables(db: Db): Promise<RolItem[]> {
  return (await catalogoRoles(db)).filter((r) => r.asignable);
}

export async function rolesPorId(db: Db, ids: readonly number[]): Promise<RolItem[]> {
  const buscados = new Set(ids);
  return (await catalogoRoles(db)).filter((r) => buscados.has(r.id));
}

/** The names of these roles, by name (as tokens carry them). */
export async function nombresDeRoles(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const filas = await db.select({ nombre: rol.nombre }).from(rol).where(inArray(rol.id, [...ids])).orderBy(rol.nombre);
  return filas.map((f) => f.nombre);
}
