import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { factura } from '../../cuenta-corriente/factura/tablas.js';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';
import { laboratorio } from '../laboratorio/tablas.js';
import { producto } from '../producto/tablas.js';
import { porcentaje } from '../../../db/columnas.js';

export const distribuidora = pgTable('distribuidora', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

/** Laboratory transfer: an order a laboratory placed for the pharmacy through a distributor. */
export const transferLaboratorio = pgTable(
  'transfer_laboratorio',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    nroTransfer: integer('nro_transfer').notNull(),
    fechaTransfer: date('fecha_transfer').notNull(),
    distribuidoraId: integer('distribuidora_id')
      .notNull()
      .references(() => distribuidora.id),
    laboratorioId: integer('laboratorio_id')
      .notNull()
      .references(() => laboratorio.id),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    cantidad: integer('cantidad').notNull(),
    descuento: porcentaje('descuento').notNull(),
    unidadesBonificadas: integer('unidades_bonificadas').notNull().default(0),
    plazo: integer('plazo').notNull().default(0),
    plazoFijo: date('plazo_fijo'),
    rechazoDescripcion: text('rechazo_descripcion'),
    facturaId: integer('factura_id').references(() => factura.id),
  },
  (t) => [index('transfer_laboratorio_farmacia_fecha_idx').on(t.farmaciaId, t.fechaTransfer)],
);
