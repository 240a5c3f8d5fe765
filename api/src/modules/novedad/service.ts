import { and, desc, eq, lte } from 'drizzle-orm';
import type { Novedad } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { novedad } from '../../db/schema/index.js';

/** The latest news already published for the pharmacy, or null. */
export async function ultimaNovedad(db: Db, farmaciaId: number, ahora = new Date()): Promise<Novedad | null> {
  const [fila] = await db
    .select()
    .from(novedad)
    .where(and(eq(novedad.farmaciaId, farmaciaId), lte(novedad.fechaPublicacion, ahora)))
    .orderBy(desc(novedad.fechaPublicacion), desc(novedad.id))
    .limit(1);
  return fila ? { id: fila.id, noticia: fila.noticia, fechaPublicacion: fila.fechaPublicacion.toISOString() } : null;
}
