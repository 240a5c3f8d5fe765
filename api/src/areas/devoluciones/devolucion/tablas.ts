import { boolean, date, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { estado } from '../../pedidos/estado/tablas.js';
import { factura } from '../../cuenta-corriente/factura/tablas.js';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';
import { respuestaItem, pedido, pedidoItem } from '../../pedidos/pedido/tablas.js';
import { producto } from '../../pedidos/producto/tablas.js';
import { recall } from '../recall/tablas.js';
import { usuario } from '../../usuarios/usuario/tablas.js';
import { instante } from '../../../db/columnas.js';
import { ahora } from '../../../reloj.js';

export const motivoDevolucion = pgTable('motivo_devolucion', {
  id: integer('id').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/** Return (SPEC §3). `tipo`: 0 general, 1 recall, 2 expired; an expired-product `borrador` is a saved draft. */
export const devolucion = pgTable(
  'devolucion',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guid: uuid('guid').notNull().unique(),
    tipo: smallint('tipo').notNull(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    sucursal: integer('sucursal').notNull(),
    fechaAlta: instante('fecha_alta').notNull().defaultNow().$defaultFn(ahora),
    estadoId: integer('estado_id')
      .notNull()
      .references(() => estado.id),
    userId: text('user_id').references(() => usuario.id, { onDelete: 'set null' }),
    cantidadItemsTotal: integer('cantidad_items_total').notNull().default(0),
    facturaId: integer('factura_id').references(() => factura.id),
    notaCreditoId: integer('nota_credito_id').references(() => factura.id),
    recallId: integer('recall_id').references(() => recall.id),
    borrador: boolean('borrador').notNull().default(false),
  },
  (t) => [index('devolucion_farmacia_tipo_fecha_idx').on(t.farmaciaId, t.tipo, t.fechaAlta)],
);

/**
 * Return line (SPEC §3 "Return item", plus the expired-return fields). `estadoValidacion` is the lot/serial state of SPEC §4
 * (0 pending … 9 valid).
 */
export const devolucionItem = pgTable(
  'devolucion_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    devolucionId: integer('devolucion_id')
      .notNull()
      .references(() => devolucion.id, { onDelete: 'cascade' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    prodNombre: text('prod_nombre').notNull(),
    cantidadItems: integer('cantidad_items').notNull(),
    nroLote: text('nro_lote'),
    nroLoteValidado: text('nro_lote_validado'),
    nroSerie: text('nro_serie'),
    estadoValidacion: smallint('estado_validacion').notNull().default(0),
    motivoDevolucionId: integer('motivo_devolucion_id').references(() => motivoDevolucion.id),
    respuestaId: integer('respuesta_id').references(() => respuestaItem.id),
    pedidoItemIdOrigen: integer('pedido_item_id_origen').references(() => pedidoItem.id),
    pedidoId: integer('pedido_id').references(() => pedido.id),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    sucursal: integer('sucursal').notNull(),
    fechaAlta: instante('fecha_alta').notNull().defaultNow().$defaultFn(ahora),
    userId: text('user_id').references(() => usuario.id, { onDelete: 'set null' }),
    trazable: boolean('trazable').notNull().default(false),
    trazableSinNroSerie: boolean('trazable_sin_nro_serie').notNull().default(false),
    cantDevuelta: integer('cant_devuelta'),
    cantAprobada: integer('cant_aprobada'),
    fechaVencimiento: date('fecha_vencimiento'),
  },
  (t) => [
    index('devolucion_item_devolucion_idx').on(t.devolucionId),
    index('devolucion_item_farmacia_fecha_idx').on(t.farmaciaId, t.fechaAlta),
    index('devolucion_item_troquel_idx').on(t.troquel),
  ],
);

/**
 * What the distributor shipped on an invoice line, so a return can prove it sold the unit: one row per unit with its
 * serial for a traceable product, one row per line with its lot otherwise. Values are stored normalised (SPEC §5).
 */
export const loteDespachado = pgTable(
  'lote_despachado',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    facturaId: integer('factura_id')
      .notNull()
      .references(() => factura.id, { onDelete: 'cascade' }),
    pedidoId: integer('pedido_id').references(() => pedido.id),
    pedidoItemId: integer('pedido_item_id').references(() => pedidoItem.id),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    lote: text('lote').notNull(),
    nroSerie: text('nro_serie'),
    cantidad: integer('cantidad').notNull(),
    fechaVencimiento: date('fecha_vencimiento').notNull(),
  },
  (t) => [
    index('lote_despachado_troquel_serie_idx').on(t.troquel, t.nroSerie),
    index('lote_despachado_troquel_lote_idx').on(t.troquel, t.lote),
    index('lote_despachado_factura_idx').on(t.facturaId),
  ],
);
