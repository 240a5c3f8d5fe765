import type { ResumenArchivoImportado } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { ErrorHttp, noEncontrado, solicitudInvalida } from '../../../errores.js';
import { buscarArchivo, guardarArchivo, listarArchivos, type ResumenArchivo } from '../../../plataforma/archivo/index.js';

/** `archivo.tipo` of the order files a pharmacy imported. */
export const TIPO_ARCHIVO_IMPORTADO = 'pedido-importado';

/** Largest order file kept: an order of thousands of lines is far below it, even as xlsx. */
export const TAMANO_MAXIMO_ARCHIVO_IMPORTADO = 2 * 1024 * 1024;

/** Files kept per pharmacy: older ones are dropped as new ones come, so the table does not grow without end. */
export const ARCHIVOS_IMPORTADOS_GUARDADOS = 50;

/** What the list answers for each file. */
export const ARCHIVOS_IMPORTADOS_LISTADOS = 20;

/** The importer reads these kinds only (SPEC §3), so only these are stored. */
const TIPOS_MIME: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

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
  const id = /^\d{1,9}$/.test(clave) ? Number(clave) : undefined;
  const fila = await buscarArchivo(db, { tipo: TIPO_ARCHIVO_IMPORTADO, nombre: clave, id, farmaciaId });
  if (!fila) throw noEncontrado('No se encontró el archivo importado.');
  return { nombre: fila.nombre, mime: fila.mime, contenido: fila.contenido };
}

const resumen = (f: ResumenArchivo): ResumenArchivoImportado => ({
  id: f.id,
  nombre: f.nombre,
  fecha: f.fecha.toISOString(),
  tamano: f.tamano,
});

/** The pharmacy's latest imported files, newest first (the content stays in the database). */
export async function archivosImportados(db: Db, farmaciaId: number): Promise<ResumenArchivoImportado[]> {
  return (await listarArchivos(db, TIPO_ARCHIVO_IMPORTADO, farmaciaId, ARCHIVOS_IMPORTADOS_LISTADOS)).map(resumen);
}

/** Base64 as browsers write it: no line breaks, padding at most twice. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Keeps the original of a file the importer sent to the cart, for the pharmacy to download it later. The name keeps
 * only its last path segment (some browsers send a full path); its extension must be one the importer reads.
 */
export async function guardarArchivoImportado(db: Db, farmaciaId: number, nombreRecibido: string, contenidoBase64: string): Promise<ResumenArchivoImportado> {
  const nombre = nombreRecibido.split(/[\\/]/).pop()!.trim();
  const extension = nombre.toLowerCase().split('.').pop() ?? '';
  const mime = nombre.includes('.') ? TIPOS_MIME[extension] : undefined;
  if (!mime) throw solicitudInvalida(`El archivo "${nombre}" no es txt, csv ni xlsx.`, { nombre: ['Extensión no admitida'] });
  if (contenidoBase64.length % 4 !== 0 || !BASE64.test(contenidoBase64)) {
    throw solicitudInvalida('El contenido del archivo no está codificado en base64.', { contenido: ['Base64 inválido'] });
  }
  const contenido = Buffer.from(contenidoBase64, 'base64');
  if (contenido.length === 0) throw solicitudInvalida('El archivo está vacío.', { contenido: ['Archivo vacío'] });
  if (contenido.length > TAMANO_MAXIMO_ARCHIVO_IMPORTADO) {
    throw new ErrorHttp(413, `El archivo supera el tamaño máximo de ${TAMANO_MAXIMO_ARCHIVO_IMPORTADO / 1024 / 1024} MB.`);
  }
  return resumen(await guardarArchivo(db, { tipo: TIPO_ARCHIVO_IMPORTADO, nombre, contenido, mime, farmaciaId }, ARCHIVOS_IMPORTADOS_GUARDADOS));
}
