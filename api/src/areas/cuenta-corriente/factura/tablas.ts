import { boolean, char, date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { combo } from '../../pedidos/combo/tablas.js';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';
import { pedido, pedidoItem } from '../../pedidos/pedido/tablas.js';
import { producto } from '../../pedidos/producto/tablas.js';
import { dinero, instante } from '../../../db/columnas.js';

/** Invoice operation types (foreign invoices, taxed products, untaxed products, traceable products, offers, … up to 16). */
export const tipoOperacion = pgTable('tipo_operacion', {
  id: integer('id').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/**
 * Electronic invoice (SPEC §3 "Invoice"). `tipoComprobanteId`: 1 FCA, 2 NDA, 3 NCA, 6 FCB, 7 NDB, 8 NCB, 10 R;
 * `respuestaAfip` is the one-character tax-authority answer (A, O, C, E).
 */
export const factura = pgTable(
  'factura',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    pedidoId: integer('pedido_id').references(() => pedido.id),
    fechaEmision: instante('fecha_emision').notNull(),
    fechaVencimiento: date('fecha_vencimiento'),
    plazo: integer('plazo').notNull().default(0),
    tipoOperacionId: integer('tipo_operacion_id')
      .notNull()
      .references(() => tipoOperacion.id),
    tipoComprobanteId: smallint('tipo_comprobante_id').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    nroComprobante: integer('nro_comprobante').notNull(),
    cantidadUnidades: integer('cantidad_unidades').notNull().default(0),
    subtotal: dinero('subtotal').notNull(),
    iva: dinero('iva').notNull(),
    percepciones: dinero('percepciones').notNull().default(0),
    total: dinero('total').notNull(),
    detalleEnComprobanteDet: boolean('detalle_en_comprobante_det').notNull().default(true),
    remito: integer('remito'),
    remito2: integer('remito2'),
    checkSocio: boolean('check_socio').notNull().default(false),
    observaciones: text('observaciones'),
    historico: boolean('historico').notNull().default(false),
    respuestaAfip: char('respuesta_afip', { length: 1 }).notNull(),
  },
  (t) => [
    unique('factura_comprobante_uq').on(t.tipoComprobanteId, t.puntoVenta, t.nroComprobante),
    index('factura_farmacia_fecha_idx').on(t.farmaciaId, t.fechaEmision),
    index('factura_pedido_idx').on(t.pedidoId),
    index('factura_remito_idx').on(t.remito),
  ],
);

/** Invoice line; `pedidoItemId` (the SPEC's pedidoDetId) links back to the order line it bills. */
export const facturaItem = pgTable(
  'factura_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    facturaId: integer('factura_id')
      .notNull()
      .references(() => factura.id, { onDelete: 'cascade' }),
    pedidoItemId: integer('pedido_item_id').references(() => pedidoItem.id),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    prodNombre: text('prod_nombre').notNull(),
    cantAprobada: integer('cant_aprobada').notNull(),
    precioUnitario: dinero('precio_unitario').notNull(),
    importeTotal: dinero('importe_total').notNull(),
    iva: dinero('iva').notNull(),
    comboId: integer('combo_id').references(() => combo.id),
    observacionesProductoMask: integer('observaciones_producto_mask').notNull().default(0),
  },
  (t) => [index('factura_item_factura_idx').on(t.facturaId), index('factura_item_troquel_idx').on(t.troquel)],
);
