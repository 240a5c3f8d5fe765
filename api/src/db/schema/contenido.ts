import { boolean, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { farmacia, usuario } from './identidad.js';
import { bytea, instante } from './columnas.js';

/**
 * A downloadable or served file. `tipo` is the download kind: 'siaf-actual', 'siaf-anterior', 'publico', 'privado',
 * 'acceso-remoto', 'resumen-semanal', 'banner'. Private files belong to one pharmacy (`farmaciaId`).
 */
export const archivo = pgTable(
  'archivo',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tipo: varchar('tipo', { length: 32 }).notNull(),
    nombre: text('nombre').notNull(),
    contenido: bytea('contenido').notNull(),
    mime: text('mime').notNull(),
    farmaciaId: integer('farmacia_id').references(() => farmacia.id),
    fecha: instante('fecha').notNull().defaultNow(),
  },
  (t) => [index('archivo_tipo_nombre_idx').on(t.tipo, t.nombre), index('archivo_farmacia_idx').on(t.farmaciaId)],
);

/** Event with attendee registration (SPEC §3); `fecha` and `duracion` are display strings. */
export const evento = pgTable('evento', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nombre: text('nombre').notNull(),
  fecha: text('fecha').notNull(),
  maxInscriptosPorSocio: integer('max_inscriptos_por_socio').notNull(),
  direccion: text('direccion').notNull(),
  duracion: text('duracion').notNull(),
  almuerzo: boolean('almuerzo').notNull().default(false),
  observaciones: text('observaciones'),
  activo: boolean('activo').notNull().default(false),
});

export const inscripto = pgTable(
  'inscripto',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    dni: varchar('dni', { length: 10 }).notNull(),
    nombre: text('nombre').notNull(),
    telefono: text('telefono').notNull(),
    email: text('email').notNull(),
  },
  (t) => [index('inscripto_evento_farmacia_idx').on(t.eventoId, t.farmaciaId)],
);

/**
 * Home banner. `tipoBusqueda` (SPEC §4): 0 none, 1–3 text (`textoBusqueda`), 4 offer, 6 category;
 * `intercalado` marks the banner inserted after every other one. The image is the `archivo` of kind 'banner' named `nombreArchivo`.
 */
export const banner = pgTable('banner', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nombreArchivo: text('nombre_archivo').notNull(),
  linkExterno: text('link_externo'),
  textoBusqueda: text('texto_busqueda'),
  tipoBusqueda: smallint('tipo_busqueda').notNull().default(0),
  urlDestino: text('url_destino'),
  intercalado: boolean('intercalado').notNull().default(false),
  orden: integer('orden').notNull().default(0),
  activo: boolean('activo').notNull().default(true),
});

/** News for one pharmacy (`GET /api/novedad/{id}` shows the latest published one). */
export const novedad = pgTable(
  'novedad',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    noticia: text('noticia').notNull(),
    fechaPublicacion: instante('fecha_publicacion').notNull(),
  },
  (t) => [index('novedad_farmacia_fecha_idx').on(t.farmaciaId, t.fechaPublicacion)],
);

/** Item of the social-media feed (`/api/StarhopperF8/ultimas/{n}`); a name ending in mp4 is a video. */
export const publicacionMedia = pgTable('publicacion_media', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  mediaUrlFilename: text('media_url_filename').notNull(),
  texto: text('texto'),
  fecha: instante('fecha').notNull(),
});

export const widgetDisponible = pgTable('widget_disponible', {
  nombre: text('nombre').primaryKey(),
  titulo: text('titulo').notNull(),
  orden: integer('orden').notNull(),
});

/** The dashboard of a user: widget names in display order. */
export const widgetLayout = pgTable('widget_layout', {
  userId: text('user_id')
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  widgets: jsonb('widgets').$type<string[]>().notNull(),
  actualizado: instante('actualizado').notNull().defaultNow(),
});

/** System parameters of SPEC §9; dates are day/month/year strings. */
export const parametroSistema = pgTable('parametro_sistema', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  valor: text('valor').notNull(),
});

/** Maintenance switch per system section; section 0 is the whole site (503), any other answers 520 on its routes. */
export const estadoMantenimiento = pgTable('estado_mantenimiento', {
  seccion: integer('seccion').primaryKey(),
  activo: boolean('activo').notNull().default(false),
  actualizado: instante('actualizado').notNull().defaultNow(),
});

/** Column layout of the order files a pharmacy imports (SPEC §3 "File import format"). */
export interface CampoFormatoArchivo {
  presente: boolean;
  indice: number;
  longitud: number;
}

export const formatoArchivoFarmacia = pgTable('formato_archivo_farmacia', {
  farmaciaId: integer('farmacia_id')
    .primaryKey()
    .references(() => farmacia.id),
  sistemaFarmacias: text('sistema_farmacias').notNull(),
  troquel: jsonb('troquel').$type<CampoFormatoArchivo>().notNull(),
  codigoBarras: jsonb('codigo_barras').$type<CampoFormatoArchivo>().notNull(),
  cantidad: jsonb('cantidad').$type<CampoFormatoArchivo>().notNull(),
  nroOrden: jsonb('nro_orden').$type<CampoFormatoArchivo>().notNull(),
  nombreProducto: jsonb('nombre_producto').$type<CampoFormatoArchivo>().notNull(),
});
