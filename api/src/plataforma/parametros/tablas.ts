import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** System parameters of SPEC §9; dates are day/month/year strings. */
export const parametroSistema = pgTable('parametro_sistema', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  valor: text('valor').notNull(),
});
