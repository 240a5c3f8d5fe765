import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const laboratorio = pgTable('laboratorio', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
});
