import { boolean, char, date, index, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { farmacia } from './identidad.js';
import { laboratorio, producto } from './catalogo.js';
import { combo } from './comercial.js';
import { pedido, pedidoItem } from './pedido.js';
import { archivo } from './contenido.js';
import { dinero, instante, porcentaje } from './columnas.js';

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

/** Current-account movement (SPEC §3 "Account movement"); a positive `importe` is a debit, a negative one a credit. */
export const movimientoCuenta = pgTable(
  'movimiento_cuenta',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    fechaMovimiento: date('fecha_movimiento').notNull(),
    fechaVencimiento: date('fecha_vencimiento'),
    importe: dinero('importe').notNull(),
    tipoComprobante: smallint('tipo_comprobante').notNull(),
    puntoDeVenta: integer('punto_de_venta').notNull(),
    nroComprobante: integer('nro_comprobante').notNull(),
    descFc: text('desc_fc').notNull(),
    facturaId: integer('factura_id').references(() => factura.id),
    checkFactura: boolean('check_factura').notNull().default(false),
    remito: integer('remito'),
    remito2: integer('remito2'),
    respuestaAfip: char('respuesta_afip', { length: 1 }),
  },
  (t) => [index('movimiento_cuenta_farmacia_fecha_idx').on(t.farmaciaId, t.fechaMovimiento), index('movimiento_cuenta_factura_idx').on(t.facturaId)],
);

/** Payment kinds and their legends (`LeyendasParaPagos`, `TipodDeOperacionesParaPagos`). */
export const tipoPago = pgTable('tipo_pago', {
  id: integer('id').primaryKey(),
  leyenda: text('leyenda').notNull(),
});

export interface ItemDetallePago {
  descripcion: string;
  nroComprobante: string;
  importe: number;
}

export const pago = pgTable(
  'pago',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    fechaOperacion: date('fecha_operacion').notNull(),
    nroRecibo: integer('nro_recibo').notNull(),
    nroResumen: integer('nro_resumen'),
    fechaVencimiento: date('fecha_vencimiento'),
    importePago: dinero('importe_pago').notNull(),
    importeNominal: dinero('importe_nominal').notNull(),
    fechaPresentacion: date('fecha_presentacion'),
    tipoDePagoId: integer('tipo_de_pago_id')
      .notNull()
      .references(() => tipoPago.id),
    itemsDetalle: jsonb('items_detalle').$type<ItemDetallePago[]>().notNull().default([]),
  },
  (t) => [index('pago_farmacia_fecha_idx').on(t.farmaciaId, t.fechaOperacion)],
);

/** Debt composition row (SPEC §3 "Debt statement"). */
export const resumenDeuda = pgTable(
  'resumen_deuda',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nroResumen: integer('nro_resumen').notNull(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    fechaEmision: date('fecha_emision').notNull(),
    fechaVencimiento: date('fecha_vencimiento').notNull(),
    tipoOperacion: text('tipo_operacion').notNull(),
    saldo: dinero('saldo').notNull(),
    novedad: text('novedad'),
  },
  (t) => [index('resumen_deuda_farmacia_fecha_idx').on(t.farmaciaId, t.fechaEmision)],
);

/** Weekly statement of a pharmacy, with its PDF in `archivo` (kind 'resumen-semanal'). */
export const resumenSemanal = pgTable(
  'resumen_semanal',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    nroResumen: integer('nro_resumen').notNull(),
    desde: date('desde').notNull(),
    hasta: date('hasta').notNull(),
    fechaVencimiento: date('fecha_vencimiento').notNull(),
    debitos: dinero('debitos').notNull(),
    creditos: dinero('creditos').notNull(),
    saldo: dinero('saldo').notNull(),
    archivoId: integer('archivo_id').references(() => archivo.id),
  },
  (t) => [index('resumen_semanal_farmacia_fecha_idx').on(t.farmaciaId, t.hasta)],
);

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
