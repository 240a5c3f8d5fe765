import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** States shared by orders and returns (SPEC §4: -150 expired … 810 theft credited); `GET /api/estado`. */
export const estado = pgTable('estado', {
  id: integer('id').primaryKey(),
  descripcion: text('descripcion').notNull(),
});
