import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { farmacia, usuario } from './identidad.js';
import { laboratorio, producto } from './catalogo.js';
import { estado, pedido, pedidoItem, respuestaItem } from './pedido.js';
import { factura } from './cuenta-corriente.js';
import { instante } from './columnas.js';

export const motivoDevolucion = pgTable('motivo_devolucion', {
  id: integer('id').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/** Product recall. `estado`: 0 in process, 1 active, 2 logically deleted. */
export const recall = pgTable('recall', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nombre: text('nombre').notNull(),
  estado: smallint('estado').notNull().default(0),
  laboratorioId: integer('laboratorio_id').references(() => laboratorio.id),
  fechaCreacion: instante('fecha_creacion').notNull(),
  fechaPublicacion: instante('fecha_publicacion'),
  fechaCaducidad: instante('fecha_caducidad'),
});

export interface LoteRecall {
  lote: string;
  /** `YYYY-MM-DD`. */
  fechaVencimiento: string;
}

/** A recalled product with the lots (and their expiry) the recall covers. */
export const recallItem = pgTable(
  'recall_item',
  {
    recallId: integer('recall_id')
      .notNull()
      .references(() => recall.id, { onDelete: 'cascade' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    lotesYVencimientos: jsonb('lotes_y_vencimientos').$type<LoteRecall[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.recallId, t.troquel] }), index('recall_item_troquel_idx').on(t.troquel)],
);

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
    fechaAlta: instante('fecha_alta').notNull().defaultNow(),
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
    fechaAlta: instante('fecha_alta').notNull().defaultNow(),
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
