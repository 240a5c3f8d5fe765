import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/** Pharmacy group (SPEC §3 "Group info"). */
export const farmaciaGrupo = pgTable('farmacia_grupo', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  limiteCredito: numeric('limite_credito', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
});
