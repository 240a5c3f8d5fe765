import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { instante } from '../db/columnas.js';

/** Maintenance switch per system section; section 0 is the whole site (503), any other answers 520 on its routes. */
export const estadoMantenimiento = pgTable('estado_mantenimiento', {
  seccion: integer('seccion').primaryKey(),
  activo: boolean('activo').notNull().default(false),
  actualizado: instante('actualizado').notNull().defaultNow(),
});
