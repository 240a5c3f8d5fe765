import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { usuario } from '../../usuarios/usuario/tablas.js';
import { instante } from '../../../db/columnas.js';
import { ahora } from '../../../reloj.js';

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
  actualizado: instante('actualizado').notNull().defaultNow().$defaultFn(ahora),
});
