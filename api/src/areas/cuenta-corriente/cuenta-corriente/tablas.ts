import { boolean, char, date, index, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { archivo } from '../../../plataforma/archivo/tablas.js';
import { factura } from '../factura/tablas.js';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';
import { dinero } from '../../../db/columnas.js';

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
    /** What the payment settled: one of TIPOS_OPERACION_PAGO (a weekly statement, the vouchers it lists, on account). */
    tipoOperacionId: smallint('tipo_operacion_id').notNull().default(2),
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
  (t) => [index('resumen_deuda_farmacia_fecha_idx').on(t.farmaciaId, t.fechaEmision), unique('resumen_deuda_farmacia_semana_uq').on(t.farmaciaId, t.fechaEmision)],
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
  (t) => [index('resumen_semanal_farmacia_fecha_idx').on(t.farmaciaId, t.hasta), unique('resumen_semanal_farmacia_semana_uq').on(t.farmaciaId, t.desde)],
);
