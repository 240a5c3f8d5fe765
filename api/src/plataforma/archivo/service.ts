import { and, desc, eq, isNull, notInArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { almacenArchivos } from './almacen.js';
import { archivo } from './tablas.js';

/** A stored file as it is found: where its bytes are in the store and what describes them. */
export interface ArchivoAlmacenado {
  nombre: string;
  mime: string;
  fecha: Date;
  tamano: number;
  ruta: string;
}

/** A stored file with its bytes read (small files: imported orders). */
export interface ContenidoArchivo {
  nombre: string;
  mime: string;
  contenido: Buffer;
  fecha: Date;
}

/** A stored file as a list shows it (the bytes stay in the store). */
export interface ResumenArchivo {
  id: number;
  nombre: string;
  fecha: Date;
  tamano: number;
}

/** A file to store: its row's fields and its bytes. */
export interface NuevoArchivo {
  tipo: string;
  nombre: string;
  mime: string;
  contenido: Buffer;
  farmaciaId: number | null;
  fecha?: Date;
}

/** Files of one kind, and of one pharmacy when given (private kinds). */
const delTipo = (tipo: string, farmaciaId?: number) =>
  farmaciaId === undefined ? eq(archivo.tipo, tipo) : and(eq(archivo.tipo, tipo), eq(archivo.farmaciaId, farmaciaId))!;

export const masNuevoPrimero = [desc(archivo.fecha), desc(archivo.id)];

/** What names a stored file: its kind, its name or (when given) its id, and its pharmacy for the private kinds. */
export interface ClaveArchivo {
  tipo: string;
  nombre: string;
  id?: number;
  farmaciaId?: number;
  /** Only files of no pharmacy (the shared download kinds). */
  compartido?: boolean;
  /** Match by id only (the name is checked by the caller). */
  soloId?: boolean;
}

/** The latest file that matches the key; null when there is none. */
export async function ubicarArchivo(db: Db, clave: ClaveArchivo): Promise<ArchivoAlmacenado | null> {
  const nombre = eq(archivo.nombre, clave.nombre);
  const porNombreOId = clave.id === undefined ? nombre : clave.soloId ? eq(archivo.id, clave.id) : or(eq(archivo.id, clave.id), nombre);
  const [fila] = await db
    .select({ nombre: archivo.nombre, mime: archivo.mime, fecha: archivo.fecha, tamano: archivo.tamano, ruta: archivo.ruta })
    .from(archivo)
    .where(and(delTipo(clave.tipo, clave.farmaciaId), porNombreOId, clave.compartido ? isNull(archivo.farmaciaId) : undefined))
    .orderBy(...masNuevoPrimero)
    .limit(1);
  return fila?.ruta ? { ...fila, ruta: fila.ruta } : null;
}

/** Like `ubicarArchivo`, with the bytes read from the store. */
export async function buscarArchivo(db: Db, clave: ClaveArchivo): Promise<ContenidoArchivo | null> {
  const encontrado = await ubicarArchivo(db, clave);
  if (!encontrado) return null;
  return { nombre: encontrado.nombre, mime: encontrado.mime, fecha: encontrado.fecha, contenido: await almacenArchivos().leer(encontrado.ruta) };
}

export const columnasResumen = {
  id: archivo.id,
  nombre: archivo.nombre,
  fecha: archivo.fecha,
  tamano: archivo.tamano,
};

/** The latest `limite` files of the kind (of the pharmacy), newest first. */
export const listarArchivos = (db: Db, tipo: string, farmaciaId: number, limite: number): Promise<ResumenArchivo[]> =>
  db.select(columnasResumen).from(archivo).where(delTipo(tipo, farmaciaId)).orderBy(...masNuevoPrimero).limit(limite);

/** Writes each file's bytes to the store and answers the rows that describe them, ready to insert. */
export async function filasEnAlmacen(nuevos: readonly NuevoArchivo[]): Promise<(typeof archivo.$inferInsert)[]> {
  const almacen = almacenArchivos();
  return Promise.all(
    nuevos.map(async ({ contenido, ...fila }) => ({ ...fila, ruta: await almacen.guardar(fila.tipo, contenido), tamano: contenido.length })),
  );
}

/** Stores one file (its bytes in the store, its row in the table) and answers its id. */
export async function crearArchivo(db: Db, nuevo: NuevoArchivo): Promise<number> {
  const [fila] = await filasEnAlmacen([nuevo]);
  try {
    const [creado] = await db.insert(archivo).values(fila!).returning({ id: archivo.id });
    return creado!.id;
  } catch (err) {
    await almacenArchivos().borrar(fila!.ruta!);
    throw err;
  }
}

/** Stores a pharmacy's file and drops its older ones of the kind beyond the newest `conservar` (rows, then their files). */
export async function guardarArchivo(db: Db, nuevo: NuevoArchivo & { farmaciaId: number }, conservar: number): Promise<ResumenArchivo> {
  const almacen = almacenArchivos();
  const [fila] = await filasEnAlmacen([nuevo]);
  let descartadas: { ruta: string | null }[];
  let resumen: ResumenArchivo;
  try {
    [resumen, descartadas] = await db.transaction(async (tx) => {
      const [creada] = await tx.insert(archivo).values(fila!).returning(columnasResumen);
      const mismos = delTipo(nuevo.tipo, nuevo.farmaciaId);
      const recientes = tx.select({ id: archivo.id }).from(archivo).where(mismos).orderBy(...masNuevoPrimero).limit(conservar);
      const borradas = await tx.delete(archivo).where(and(mismos, notInArray(archivo.id, recientes))).returning({ ruta: archivo.ruta });
      return [creada!, borradas] as const;
    });
  } catch (err) {
    await almacen.borrar(fila!.ruta!);
    throw err;
  }
  // Each row owned its file alone, so the dropped rows' files go too (after the commit: a rollback keeps them).
  await Promise.all(descartadas.filter((d) => d.ruta).map((d) => almacen.borrar(d.ruta!)));
  return resumen;
}

/**
 * Rows written before the store kept their bytes in the table: each is moved to the store once, at start. Two
 * processes may start together: the row takes the path of whichever writes first, the other drops its copy.
 */
export async function trasladarContenidoAnterior(db: Db, log: FastifyBaseLogger): Promise<void> {
  const pendientes = await db.select({ id: archivo.id }).from(archivo).where(isNull(archivo.ruta));
  if (pendientes.length === 0) return;
  const almacen = almacenArchivos();
  for (const { id } of pendientes) {
    const [fila] = await db.select({ tipo: archivo.tipo, contenido: archivo.contenido }).from(archivo).where(eq(archivo.id, id));
    if (!fila?.contenido) continue;
    const ruta = await almacen.guardar(fila.tipo, fila.contenido);
    const movidas = await db
      .update(archivo)
      .set({ ruta, tamano: fila.contenido.length, contenido: null })
      .where(and(eq(archivo.id, id), isNull(archivo.ruta)))
      .returning({ id: archivo.id });
    if (movidas.length === 0) await almacen.borrar(ruta);
  }
  log.info({ archivos: pendientes.length, carpeta: almacen.raiz }, 'archivos anteriores trasladados al almacén');
}

