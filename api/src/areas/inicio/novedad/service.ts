import { and, desc, eq, lte } from 'drizzle-orm';
import type { LecturaNovedad, Novedad } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { noEncontrado } from '../../../errores.js';
import { novedad, novedadLectura } from './tablas.js';
import * as reloj from '../../../reloj.js';

/** The latest news already published for the pharmacy, or null. */
export async function ultimaNovedad(db: Db, farmaciaId: number, ahora = reloj.ahora()): Promise<Novedad | null> {
  const [fila] = await db
    .select()
    .from(novedad)
    .where(and(eq(novedad.farmaciaId, farmaciaId), lte(novedad.fechaPublicacion, ahora)))
    .orderBy(desc(novedad.fechaPublicacion), desc(novedad.id))
    .limit(1);
  return fila ? { id: fila.id, noticia: fila.noticia, fechaPublicacion: fila.fechaPublicacion.toISOString() } : null;
}

/** The news item, only when it is for the caller's pharmacy: another pharmacy's is not found. */
async function novedadPropia(db: Db, novedadId: number, farmaciaId: number): Promise<void> {
  const [fila] = await db.select({ id: novedad.id }).from(novedad).where(and(eq(novedad.id, novedadId), eq(novedad.farmaciaId, farmaciaId)));
  if (!fila) throw noEncontrado('No se encontró la novedad.');
}

export async function leerLectura(db: Db, userId: string, farmaciaId: number, novedadId: number): Promise<LecturaNovedad> {
  await novedadPropia(db, novedadId, farmaciaId);
  const [fila] = await db
    .select({ leidaEn: novedadLectura.leidaEn })
    .from(novedadLectura)
    .where(and(eq(novedadLectura.userId, userId), eq(novedadLectura.novedadId, novedadId)));
  return { novedadId, leidaEn: fila ? fila.leidaEn.toISOString() : null };
}

export async function marcarLeida(db: Db, userId: string, farmaciaId: number, novedadId: number, ahora = reloj.ahora()): Promise<LecturaNovedad> {
  await novedadPropia(db, novedadId, farmaciaId);
  await db
    .insert(novedadLectura)
    .values({ userId, novedadId, leidaEn: ahora })
    .onConflictDoUpdate({ target: [novedadLectura.userId, novedadLectura.novedadId], set: { leidaEn: ahora } });
  return { novedadId, leidaEn: ahora.toISOString() };
}
