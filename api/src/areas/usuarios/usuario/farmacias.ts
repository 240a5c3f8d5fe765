import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { usuario } from './tablas.js';

/** The pharmacy of each user, for a notice that goes to the pharmacies of the users concerned (the recoverer's). */
export async function farmaciasDeUsuarios(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const filas = await db.select({ id: usuario.id, farmaciaId: usuario.farmaciaId }).from(usuario).where(inArray(usuario.id, [...new Set(ids)]));
  return new Map(filas.map((f) => [f.id, f.farmaciaId]));
}
