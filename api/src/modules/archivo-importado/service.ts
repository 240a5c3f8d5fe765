import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { archivo } from '../../db/schema/index.js';
import { noEncontrado } from '../../errores.js';

/** `archivo.tipo` of the order files a pharmacy imported. */
export const TIPO_ARCHIVO_IMPORTADO = 'pedido-importado';

export interface ArchivoImportado {
  nombre: string;
  mime: string;
  contenido: Buffer;
}

/**
 * An order file the pharmacy imported before, by its id or by its name (the latest of that name). Only the caller's
 * pharmacy's files are looked at, so another pharmacy's file is as absent as one that never existed.
 */
export async function archivoImportado(db: Db, farmaciaId: number, clave: string): Promise<ArchivoImportado> {
  const porId = /^\d{1,9}$/.test(clave) ? eq(archivo.id, Number(clave)) : undefined;
  const [fila] = await db
    .select({ nombre: archivo.nombre, mime: archivo.mime, contenido: archivo.contenido })
    .from(archivo)
    .where(and(eq(archivo.tipo, TIPO_ARCHIVO_IMPORTADO), eq(archivo.farmaciaId, farmaciaId), porId ? or(porId, eq(archivo.nombre, clave)) : eq(archivo.nombre, clave)))
    .orderBy(desc(archivo.fecha), desc(archivo.id))
    .limit(1);
  if (!fila) throw noEncontrado('No se encontró el archivo importado.');
  return fila;
}
