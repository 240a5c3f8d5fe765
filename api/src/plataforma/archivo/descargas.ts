import { and, eq, isNull } from 'drizzle-orm';
import { TIPOS_ARCHIVO_PRIVADOS, type ArchivoDescarga, type TipoArchivoDescarga } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { noEncontrado } from '../../errores.js';
import { columnasResumen, masNuevoPrimero, ubicarArchivo, type ArchivoAlmacenado } from './service.js';
import { archivo } from './tablas.js';

/** Most files a list shows. */
const LIMITE_LISTA = 100;

export const esPrivado = (tipo: TipoArchivoDescarga) => TIPOS_ARCHIVO_PRIVADOS.includes(tipo);

/** The files of a download kind, newest first: those of the pharmacy for a private kind, the shared ones otherwise. */
export async function archivosDelTipo(db: Db, tipo: TipoArchivoDescarga, farmaciaId: number): Promise<ArchivoDescarga[]> {
  const filas = await db
    .select(columnasResumen)
    .from(archivo)
    .where(and(eq(archivo.tipo, tipo), esPrivado(tipo) ? eq(archivo.farmaciaId, farmaciaId) : isNull(archivo.farmaciaId)))
    .orderBy(...masNuevoPrimero)
    .limit(LIMITE_LISTA);
  return filas.map((f) => ({ ...f, tipo, fecha: f.fecha.toISOString() }));
}

/** A shared file by kind and name; a private kind is never served this way (it needs its pharmacy and id). */
export async function archivoCompartido(db: Db, tipo: TipoArchivoDescarga, nombre: string): Promise<ArchivoAlmacenado> {
  const encontrado = esPrivado(tipo) ? null : await ubicarArchivo(db, { tipo, nombre, compartido: true });
  if (!encontrado) throw noEncontrado('No se encontró el archivo.');
  return encontrado;
}

/** A private file of the pharmacy (already checked to be the caller's) by its id and name. */
export async function archivoPrivado(db: Db, tipo: TipoArchivoDescarga, farmaciaId: number, id: number, nombre: string): Promise<ArchivoAlmacenado> {
  const encontrado = esPrivado(tipo) ? await ubicarArchivo(db, { tipo, nombre, id, farmaciaId, soloId: true }) : null;
  if (!encontrado || encontrado.nombre !== nombre) throw noEncontrado('No se encontró el archivo.');
  return encontrado;
}
