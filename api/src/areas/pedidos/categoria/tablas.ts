import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Category tree as a nested set: a category contains every category whose `izquierda` lies between its bounds. */
export const categoria = pgTable(
  'categoria',
  {
    id: integer('id').primaryKey(),
    nombre: text('nombre').notNull(),
    izquierda: integer('izquierda').notNull(),
    derecha: integer('derecha').notNull(),
    padreId: integer('padre_id'),
  },
  (t) => [index('categoria_izquierda_idx').on(t.izquierda, t.derecha)],
);
