import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const rol = pgTable('rol', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
  /** Whether a pharmacy administrator may assign it (`/api/Rol/Asignables`). */
  asignable: boolean('asignable').notNull().default(true),
});
