import { boolean, date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';
import { pedidoItem } from '../pedido/tablas.js';
import { producto } from '../producto/tablas.js';
import { instante } from '../../../db/columnas.js';

/** Bono (SPEC §3): a bonus for products with flag 64 (PAP) or 8192 (tarmed). */
export const bono = pgTable(
  'bono',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    fechaAlta: instante('fecha_alta').notNull(),
    nroBono: integer('nro_bono').notNull(),
    cantidad: integer('cantidad').notNull(),
    estadoId: integer('estado_id').notNull(),
    fechaFactura: date('fecha_factura'),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    tarmed: boolean('tarmed').notNull().default(false),
    notaCreditoTarmedId: integer('nota_credito_tarmed_id'),
    pedidoItemId: integer('pedido_item_id').references(() => pedidoItem.id),
  },
  (t) => [index('bono_farmacia_fecha_idx').on(t.farmaciaId, t.fechaAlta)],
);
