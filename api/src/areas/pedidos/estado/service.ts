import { asc, eq } from 'drizzle-orm';
import type { Estado } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { estado } from './tablas.js';

export async function listarEstados(db: Db): Promise<Estado[]> {
  return db.select().from(estado).orderBy(asc(estado.id));
}

/** The description of a state; null for an unknown one. */
export async function descripcionEstado(db: Db, id: number): Promise<string | null> {
  const [fila] = await db.select({ descripcion: estado.descripcion }).from(estado).where(eq(estado.id, id));
  return fila?.descripcion ?? null;
}
