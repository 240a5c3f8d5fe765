import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Home banner. `tipoBusqueda` (SPEC §4): 0 none, 1–3 text (`textoBusqueda`), 4 offer, 6 category. The banner whose
 * `nombreArchivo` is system parameter 12 is the interleaved one. The image is the `archivo` of kind 'banner' named
 * `nombreArchivo`.
 */
export const banner = pgTable('banner', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nombreArchivo: text('nombre_archivo').notNull(),
  linkExterno: text('link_externo'),
  textoBusqueda: text('texto_busqueda'),
  tipoBusqueda: smallint('tipo_busqueda').notNull().default(0),
  urlDestino: text('url_destino'),
  orden: integer('orden').notNull().default(0),
  activo: boolean('activo').notNull().default(true),
});
