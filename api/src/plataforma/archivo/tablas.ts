import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { farmacia } from '../farmacia/tablas.js';
import { instante, bytea } from '../../db/columnas.js';
import { ahora } from '../../reloj.js';

/**
 * A downloadable or served file. `tipo` is the download kind: 'siaf-actual', 'siaf-anterior', 'publico', 'privado',
 * 'acceso-remoto', 'resumen-semanal', 'banner', 'media', 'pedido-importado'. Private files belong to one pharmacy
 * (`farmaciaId`). The bytes live in the file store (almacen.ts) at `ruta`, relative to its folder.
 */
export const archivo = pgTable(
  'archivo',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tipo: varchar('tipo', { length: 32 }).notNull(),
    nombre: text('nombre').notNull(),
    /** Path in the file store; null only for a row written before the store, until the start-up moves its bytes. */
    ruta: text('ruta'),
    tamano: integer('tamano').notNull().default(0),
    /** Bytes of a row written before the store; the start-up moves them to the store and empties this. */
    contenido: bytea('contenido'),
    mime: text('mime').notNull(),
    farmaciaId: integer('farmacia_id').references(() => farmacia.id),
    fecha: instante('fecha').notNull().defaultNow().$defaultFn(ahora),
  },
  (t) => [index('archivo_tipo_nombre_idx').on(t.tipo, t.nombre), index('archivo_farmacia_idx').on(t.farmaciaId)],
);
