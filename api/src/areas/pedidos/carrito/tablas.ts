import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { combo } from '../combo/tablas.js';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';
import { oferta } from '../oferta/tablas.js';
import { producto } from '../producto/tablas.js';
import { usuario } from '../../usuarios/usuario/tablas.js';
import { instante } from '../../../db/columnas.js';
import { ahora } from '../../../reloj.js';

/**
 * Cart shared by the users of a pharmacy. Exactly one is `actual` per pharmacy; confirming it closes it.
 * `version` grows on every change so concurrent writers can detect a stale read.
 */
export const carrito = pgTable(
  'carrito',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    actual: boolean('actual').notNull().default(true),
    version: integer('version').notNull().default(1),
    bloqueado: boolean('bloqueado').notNull().default(false),
    creado: instante('creado').notNull().defaultNow().$defaultFn(ahora),
    actualizado: instante('actualizado').notNull().defaultNow().$defaultFn(ahora),
  },
  (t) => [uniqueIndex('carrito_actual_por_farmacia_uq').on(t.farmaciaId).where(sql`${t.actual}`)],
);

/** A cart line; the same troquel may appear once loose and once per combo. */
export const carritoItem = pgTable(
  'carrito_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    carritoId: integer('carrito_id')
      .notNull()
      .references(() => carrito.id, { onDelete: 'cascade' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    cantidad: integer('cantidad').notNull(),
    ofertaId: integer('oferta_id').references(() => oferta.id),
    comboId: integer('combo_id').references(() => combo.id),
    recomendado: boolean('recomendado').notNull().default(false),
    userId: text('user_id').references(() => usuario.id, { onDelete: 'set null' }),
    ultimaActualizacion: instante('ultima_actualizacion').notNull().defaultNow().$defaultFn(ahora),
  },
  (t) => [unique('carrito_item_troquel_combo_uq').on(t.carritoId, t.troquel, t.comboId).nullsNotDistinct()],
);
