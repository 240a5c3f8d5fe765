import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { farmacia } from '../farmacia/tablas.js';
import { pedido } from '../pedido/tablas.js';
import { instante } from '../../db/columnas.js';

/** Delivery note; its number (`id`) never exceeds 99999999 (SPEC §9). */
export const remito = pgTable(
  'remito',
  {
    id: integer('id').primaryKey(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    pedidoId: integer('pedido_id').references(() => pedido.id),
    fecha: instante('fecha').notNull(),
    cantidadUnidades: integer('cantidad_unidades').notNull().default(0),
    controlado: boolean('controlado').notNull().default(false),
  },
  (t) => [index('remito_farmacia_fecha_idx').on(t.farmaciaId, t.fecha), index('remito_pedido_idx').on(t.pedidoId)],
);

/** Bucket (cubeta) the pharmacy still owes the distributor. */
export const cubeta = pgTable(
  'cubeta',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    nroCubeta: integer('nro_cubeta').notNull(),
    remitoId: integer('remito_id').references(() => remito.id),
    fecha: instante('fecha').notNull(),
    tamano: text('tamano').notNull(),
    devuelta: boolean('devuelta').notNull().default(false),
  },
  (t) => [index('cubeta_farmacia_idx').on(t.farmaciaId)],
);
