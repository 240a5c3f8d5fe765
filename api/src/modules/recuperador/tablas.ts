import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { producto } from '../producto/tablas.js';
import { usuario } from '../usuario/tablas.js';

/** Product recoverer: units a user ordered that were not delivered, to order again. */
export const recuperadorItem = pgTable(
  'recuperador_item',
  {
    userId: text('user_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    fechaPedido: date('fecha_pedido').notNull(),
    cantidadARecuperar: integer('cantidad_a_recuperar').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.troquel] }), index('recuperador_item_troquel_idx').on(t.troquel)],
);
