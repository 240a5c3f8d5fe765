import { z } from 'zod';

/** Download kinds of SPEC §4; the private ones belong to one pharmacy. */
export const TIPOS_ARCHIVO_DESCARGA = ['siaf-actual', 'siaf-anterior', 'publico', 'privado', 'acceso-remoto', 'resumen-semanal'] as const;
export type TipoArchivoDescarga = (typeof TIPOS_ARCHIVO_DESCARGA)[number];
export const TIPOS_ARCHIVO_PRIVADOS: readonly TipoArchivoDescarga[] = ['privado', 'resumen-semanal'];

/** A downloadable file as the lists show it. */
export const archivoDescargaSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_ARCHIVO_DESCARGA),
  nombre: z.string(),
  tamano: z.number().int(),
  fecha: z.iso.datetime(),
});
export type ArchivoDescarga = z.infer<typeof archivoDescargaSchema>;

const tipo = z.enum(TIPOS_ARCHIVO_DESCARGA, { error: `El tipo de archivo debe ser uno de: ${TIPOS_ARCHIVO_DESCARGA.join(', ')}.` });

/**
 * A file name in a download path: one segment, never `..`, a separator (plain or encoded) or a leading dot, so a
 * download cannot leave the kind's files.
 */
export const nombreArchivoDescarga = z
  .string()
  .min(1, 'El nombre de archivo es obligatorio.')
  .max(160, 'El nombre de archivo es demasiado largo.')
  .refine((n) => !/[/\\]|%2f|%5c|\.\./i.test(n) && !n.startsWith('.'), { error: 'El nombre de archivo no es válido.' })
  .refine((n) => /^[\p{L}\p{N} ._()-]+$/u.test(n), { error: 'El nombre de archivo solo admite letras, números, espacios, punto, guion y paréntesis.' });

const entero = (campo: string) => z.string().regex(/^\d{1,9}$/, `${campo} debe ser un número entero positivo.`).transform(Number);

/** `archivosVarios/{a}/{b}`: `a` the kind, `b` the pharmacy (the caller's, or one of its group). */
export const archivosVariosParamsSchema = z.object({ a: tipo, b: entero('La farmacia') });
export const descargarArchivoParamsSchema = z.object({ tipo, nombre: nombreArchivoDescarga });
/** The private kinds add the pharmacy and the file's id. */
export const descargarArchivoPrivadoParamsSchema = z.object({ tipo, farmaciaId: entero('La farmacia'), id: entero('El archivo'), nombre: nombreArchivoDescarga });
