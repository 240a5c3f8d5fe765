import { index, integer, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';
import { pedido, remito } from '../pedido/tablas.js';
import { producto } from '../producto/tablas.js';
import { usuario } from '../../usuarios/usuario/tablas.js';
import { instante } from '../../../db/columnas.js';
import { ahora } from '../../../reloj.js';

/** Order control against a remito. `estado`: 0 in process, 1 finished, 2 finished with shortages. */
export const controlPedido = pgTable(
  'control_pedido',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    fecha: instante('fecha').notNull().defaultNow().$defaultFn(ahora),
    estado: smallint('estado').notNull().default(0),
    userId: text('user_id').references(() => usuario.id, { onDelete: 'set null' }),
    nroRemito: integer('nro_remito')
      .notNull()
      .references(() => remito.id),
  },
  (t) => [index('control_pedido_farmacia_fecha_idx').on(t.farmaciaId, t.fecha)],
);

export const controlPedidoItem = pgTable(
  'control_pedido_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    controlPedidoId: integer('control_pedido_id')
      .notNull()
      .references(() => controlPedido.id, { onDelete: 'cascade' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    codigoBarras: varchar('codigo_barras', { length: 14 }),
    /** The product's second barcode (SPEC §3 `codigoBarras1`): a scanner may read either. */
    codigoBarras1: varchar('codigo_barras1', { length: 14 }),
    prodNombre: text('prod_nombre').notNull(),
    laboratorioNombre: text('laboratorio_nombre').notNull(),
    cantControlada: integer('cant_controlada').notNull().default(0),
    cantPreparada: integer('cant_preparada').notNull(),
    pedidoId: integer('pedido_id').references(() => pedido.id),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    fecha: instante('fecha').notNull().defaultNow().$defaultFn(ahora),
    userId: text('user_id').references(() => usuario.id, { onDelete: 'set null' }),
  },
  (t) => [index('control_pedido_item_control_idx').on(t.controlPedidoId), index('control_pedido_item_troquel_idx').on(t.troquel)],
);

/**
 * Each count a clerk's screen sent, by the id the screen gave it: a count the client retries after a timeout (its
 * answer lost, its units already added) is recognised and not added again.
 */
export const controlPedidoConteo = pgTable(
  'control_pedido_conteo',
  {
    conteoId: uuid('conteo_id').primaryKey(),
    controlPedidoId: integer('control_pedido_id')
      .notNull()
      .references(() => controlPedido.id, { onDelete: 'cascade' }),
    fecha: instante('fecha').notNull().defaultNow().$defaultFn(ahora),
  },
  (t) => [index('control_pedido_conteo_control_idx').on(t.controlPedidoId)],
);
