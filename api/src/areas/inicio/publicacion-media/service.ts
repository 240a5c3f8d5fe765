import { desc } from 'drizzle-orm';
import type { PublicacionMedia } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { ubicarArchivo, type ArchivoAlmacenado } from '../../../plataforma/archivo/index.js';
import { publicacionMedia } from './tablas.js';

/** Kind of the stored files of the feed (images and videos). */
export const TIPO_ARCHIVO_MEDIA = 'media';

export async function ultimasPublicaciones(db: Db, n: number): Promise<PublicacionMedia[]> {
  const filas = await db.select().from(publicacionMedia).orderBy(desc(publicacionMedia.fecha), desc(publicacionMedia.id)).limit(n);
  return filas.map((f) => ({ id: f.id, mediaUrlFilename: f.mediaUrlFilename, texto: f.texto, fecha: f.fecha.toISOString() }));
}

/** An image or video of the feed, only among the media files. */
export const archivoMedia = (db: Db, nombre: string): Promise<ArchivoAlmacenado | null> => ubicarArchivo(db, { tipo: TIPO_ARCHIVO_MEDIA, nombre });
