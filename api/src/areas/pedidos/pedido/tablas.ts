import { boolean, index, integer, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { carrito } from '../carrito/tablas.js';
import { combo } from '../combo/tablas.js';
import { estado } from '../estado/tablas.js';
import { farmacia, turno } from '../../../plataforma/farmacia/tablas.js';
import { oferta } from '../oferta/tablas.js';
import { producto } from '../producto/tablas.js';
import { usuario } from '../../usuarios/usuario/tablas.js';
import { dinero, porcentaje, instante } from '../../../db/columnas.js';
import { ahora } from '../../../reloj.js';

/** The distributor's answer on an order line (`respId`; 5 is the code used when printing). */
export const respuestaItem = pgTable('respuesta_item', {
  id: integer('id').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/**
 * Order (SPEC §3). `claveIdempotencia` makes confirming the same cart twice return the first order;
 * `mensajeTransmision` keeps the transmission message kind (e.g. pedidoConFinErrorPorFaltaDeSaldo).
 */
export const pedido = pgTable(
  'pedido',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pedidoGuid: uuid('pedido_guid').notNull().unique(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    fechaAlta: instante('fecha_alta').notNull().defaultNow().$defaultFn(ahora),
    estadoId: integer('estado_id')
      .notNull()
      .references(() => estado.id),
    turnoId: integer('turno_id').references(() => turno.id),
    userId: text('user_id').references(() => usuario.id, { onDelete: 'set null' }),
    importe: dinero('importe').notNull().default(0),
    operador: text('operador'),
    cantidadItems: integer('cantidad_items').notNull().default(0),
    cantidadItemsTotal: integer('cantidad_items_total').notNull().default(0),
    facturasGeneradas: integer('facturas_generadas').notNull().default(0),
    carritoId: integer('carrito_id').references(() => carrito.id),
    claveIdempotencia: text('clave_idempotencia').unique(),
    procesarBonos: boolean('procesar_bonos').notNull().default(false),
    mensajeTransmision: text('mensaje_transmision'),
  },
  (t) => [index('pedido_farmacia_fecha_idx').on(t.farmaciaId, t.fechaAlta), index('pedido_estado_idx').on(t.estadoId)],
);

/** Order line (SPEC §3 "Order line"). `facturaId` is set once the line is invoiced. */
export const pedidoItem = pgTable(
  'pedido_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedido.id, { onDelete: 'cascade' }),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    fechaAlta: instante('fecha_alta').notNull().defaultNow().$defaultFn(ahora),
    userId: text('user_id').references(() => usuario.id, { onDelete: 'set null' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    codigoBarras: varchar('codigo_barras', { length: 14 }),
    prodNombre: text('prod_nombre').notNull(),
    recomendado: boolean('recomendado').notNull().default(false),
    cantPedida: integer('cant_pedida').notNull(),
    cantAprobada: integer('cant_aprobada').notNull().default(0),
    cantPreparada: integer('cant_preparada').notNull().default(0),
    respId: integer('resp_id').references(() => respuestaItem.id),
    ofertaId: integer('oferta_id').references(() => oferta.id),
    comboId: integer('combo_id').references(() => combo.id),
    importe: dinero('importe').notNull().default(0),
    iva: dinero('iva').notNull().default(0),
    descuento: porcentaje('descuento').notNull().default(0),
    descuentoProducto: porcentaje('descuento_producto').notNull().default(0),
    observaciones: text('observaciones'),
    observacionesProductoMask: integer('observaciones_producto_mask').notNull().default(0),
    tipoDescuentoProducto: smallint('tipo_descuento_producto').notNull().default(0),
    ofertaLeyenda: text('oferta_leyenda'),
    /** No foreign key: `factura` already points at `pedido`, and the pair would make the two tables depend on each other. */
    facturaId: integer('factura_id'),
  },
  (t) => [
    index('pedido_item_pedido_idx').on(t.pedidoId),
    index('pedido_item_farmacia_fecha_idx').on(t.farmaciaId, t.fechaAlta),
    index('pedido_item_troquel_idx').on(t.troquel),
    index('pedido_item_factura_idx').on(t.facturaId),
  ],
);

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
