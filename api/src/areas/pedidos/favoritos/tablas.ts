import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { producto } from '../producto/tablas.js';
import { usuario } from '../../usuarios/usuario/tablas.js';
import { instante } from '../../../db/columnas.js';
import { ahora } from '../../../reloj.js';

export const favorito = pgTable(
  'favorito',
  {
    userId: text('user_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    fechaAlta: instante('fecha_alta').notNull().defaultNow().$defaultFn(ahora),
    fechaUltimoPedido: instante('fecha_ultimo_pedido'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.troquel] })],
);
