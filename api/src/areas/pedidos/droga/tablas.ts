import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const droga = pgTable('droga', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
});
