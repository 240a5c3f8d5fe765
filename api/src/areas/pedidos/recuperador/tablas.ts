import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { producto } from '../producto/tablas.js';
import { usuario } from '../../usuarios/usuario/tablas.js';
import { ahora } from '../../../reloj.js';

/** The columns of a recoverer item (SPEC §3), fresh builders for each table that holds one. */
const columnasItem = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  troquel: integer('troquel')
    .notNull()
    .references(() => producto.troquel),
  fechaPedido: date('fecha_pedido').notNull(),
  cantidadARecuperar: integer('cantidad_a_recuperar').notNull(),
});

/** Product recoverer: units a user ordered that were not delivered, to order again. */
export const recuperadorItem = pgTable('recuperador_item', columnasItem(), (t) => [
  primaryKey({ columns: [t.userId, t.troquel] }),
  index('recuperador_item_troquel_idx').on(t.troquel),
]);

/**
 * The record of recoverer items that expired (issue 17): an item older than the days of parameter 1140 leaves the
 * recoverer, and this row says what it was and when it went, so the user can still see it and order it by hand.
 */
export const recuperadorVencido = pgTable(
  'recuperador_vencido',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...columnasItem(),
    fechaVencimiento: timestamp('fecha_vencimiento', { withTimezone: true }).notNull().defaultNow().$defaultFn(ahora),
  },
  (t) => [index('recuperador_vencido_usuario_fecha_idx').on(t.userId, t.fechaVencimiento)],
);
