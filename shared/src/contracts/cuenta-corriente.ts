import { z } from 'zod';
import { enteroPositivo } from './comunes.js';

/** Debt statement of SPEC §3 (`deuda/{id}`); days are calendar days `YYYY-MM-DD`. */
export const resumenDeudaSchema = z.object({
  nroResumen: z.number().int(),
  farmaciaId: z.number().int(),
  fechaEmision: z.iso.date(),
  fechaVencimiento: z.iso.date(),
  tipoOperacion: z.string(),
  saldo: z.number(),
  novedad: z.string().nullable(),
});
export type ResumenDeuda = z.infer<typeof resumenDeudaSchema>;

/** One aging bucket of what is owed: overdue by days, or falling due within a range of days. */
export const tramoDeudaSchema = z.object({
  clave: z.string(),
  etiqueta: z.string(),
  vencido: z.boolean(),
  importe: z.number(),
  cantidad: z.number().int(),
});
export type TramoDeuda = z.infer<typeof tramoDeudaSchema>;

/** An unpaid debit (invoice or debit note) still owed after the credits settled the oldest ones first. */
export const comprobanteImpagoSchema = z.object({
  farmaciaId: z.number().int(),
  descFC: z.string(),
  idFactura: z.number().int().nullable(),
  fechaMovimiento: z.iso.date(),
  fechaVencimiento: z.iso.date().nullable(),
  importe: z.number(),
  pendiente: z.number(),
});
export type ComprobanteImpago = z.infer<typeof comprobanteImpagoSchema>;

/**
 * Debt composition of a pharmacy, or of several (a group): the balance (sum of the movements), overdue and due
 * amounts by bucket. `farmaciaId` is null for a whole group.
 */
export const composicionDeudaSchema = z.object({
  farmaciaId: z.number().int().nullable(),
  hoy: z.iso.date(),
  saldo: z.number(),
  vencido: z.number(),
  aVencer: z.number(),
  tramos: z.array(tramoDeudaSchema),
  impagos: z.array(comprobanteImpagoSchema),
});
export type ComposicionDeuda = z.infer<typeof composicionDeudaSchema>;

/** Account movement of SPEC §3; a positive `importe` is a debit. */
export const movimientoCuentaSchema = z.object({
  checkFactura: z.boolean(),
  descFC: z.string(),
  idFactura: z.number().int().nullable(),
  fechaMovimiento: z.iso.date(),
  fechaVencimiento: z.iso.date().nullable(),
  idfarmacia: z.number().int(),
  importe: z.number(),
  tipoComprobante: z.number().int(),
  nroComprobante: z.number().int(),
  puntoDeVenta: z.number().int(),
  remito: z.number().int().nullable(),
  remito2: z.number().int().nullable(),
  respuestaAFIP: z.string().nullable(),
});
export type MovimientoCuenta = z.infer<typeof movimientoCuentaSchema>;

/** Totals of a week's operations (`totalOperacionesSemana/{id}`). */
export const totalOperacionesSemanaSchema = z.object({
  desde: z.iso.date(),
  hasta: z.iso.date(),
  debitos: z.number(),
  creditos: z.number(),
  cantidad: z.number().int(),
  anteriorDesde: z.iso.date(),
  anteriorHasta: z.iso.date(),
  anteriorDebitos: z.number(),
  anteriorCreditos: z.number(),
  anteriorCantidad: z.number().int(),
});
export type TotalOperacionesSemana = z.infer<typeof totalOperacionesSemanaSchema>;

/** Body of `movimientos/{id}`: two calendar days `YYYY-MM-DD`, both included. */
export const rangoMovimientosSchema = z.object({
  FechaDesde: z.iso.date({ error: 'La fecha desde debe tener el formato AAAA-MM-DD.' }),
  FechaHasta: z.iso.date({ error: 'La fecha hasta debe tener el formato AAAA-MM-DD.' }),
});
export type RangoMovimientos = z.infer<typeof rangoMovimientosSchema>;

/** Query of the movements download: two calendar days and the file format. */
export const descargaMovimientosSchema = z.object({
  desde: z.iso.date({ error: 'La fecha desde debe tener el formato AAAA-MM-DD.' }),
  hasta: z.iso.date({ error: 'La fecha hasta debe tener el formato AAAA-MM-DD.' }),
  formato: z.enum(['csv', 'xlsx'], { error: 'El formato debe ser csv o xlsx.' }),
});

/** Payment of SPEC §3; `itemsDetalle` lists the vouchers it settled. */
export const pagoSchema = z.object({
  farmaciaId: z.number().int(),
  fechaOperacion: z.iso.date(),
  nroRecibo: z.number().int(),
  nroResumen: z.number().int().nullable(),
  fechaVencimiento: z.iso.date().nullable(),
  importePago: z.number(),
  leyendaTipoDePago: z.string(),
  importeNominal: z.number(),
  fechaPresentacion: z.iso.date().nullable(),
  tipoDePagoId: z.number().int(),
  /** What the payment settled (`TipodDeOperacionesParaPagos`): a weekly statement, listed vouchers or nothing in particular. */
  tipoOperacionId: z.number().int(),
  tipoOperacion: z.string(),
  itemsDetalle: z.array(z.object({ descripcion: z.string(), nroComprobante: z.string(), importe: z.number() })),
});
export type Pago = z.infer<typeof pagoSchema>;

export const leyendaPagoSchema = z.object({ id: z.number().int(), leyenda: z.string() });
export type LeyendaPago = z.infer<typeof leyendaPagoSchema>;

/** An operation type of the payments: what a payment settles (SPEC §7 `TipodDeOperacionesParaPagos`). */
export const tipoOperacionPagoSchema = z.object({ id: z.number().int(), descripcion: z.string() });
export type TipoOperacionPago = z.infer<typeof tipoOperacionPagoSchema>;

/**
 * The operation types of the payments, as the distributor applies them: a payment settles a weekly statement, the
 * vouchers it lists, or nothing in particular (on account). A fixed enumeration, like the voucher types of SPEC §4.
 */
export const TIPOS_OPERACION_PAGO: readonly TipoOperacionPago[] = [
  { id: 1, descripcion: 'Pago de resumen semanal' },
  { id: 2, descripcion: 'Pago de comprobantes' },
  { id: 3, descripcion: 'Pago a cuenta' },
];

const idPositivo = (nombre: string) => enteroPositivo(`El ${nombre}`);
const diaDesde = z.iso.date({ error: 'La fecha desde debe tener el formato AAAA-MM-DD.' });
const diaHasta = z.iso.date({ error: 'La fecha hasta debe tener el formato AAAA-MM-DD.' });

/** Body of `BuscarDetallePago`: a pharmacy (its own or one of its group), two calendar days and optionally a payment kind and operation type. */
export const buscarDetallePagoSchema = z.object({
  farmaciaId: idPositivo('id de farmacia'),
  desde: diaDesde,
  hasta: diaHasta,
  tipoDePagoId: idPositivo('tipo de pago').optional(),
  // One of the fixed operation types: anything else is refused here, before a download starts streaming.
  tipoOperacionId: idPositivo('tipo de operación')
    .refine((id) => TIPOS_OPERACION_PAGO.some((t) => t.id === id), {
      error: `El tipo de operación no existe: use ${TIPOS_OPERACION_PAGO.map((t) => `${t.id} (${t.descripcion.toLowerCase()})`).join(', ')}.`,
    })
    .optional(),
});
export type BuscarDetallePago = z.infer<typeof buscarDetallePagoSchema>;

/** Body of `BuscarDetallePagoGrupo`: the caller's group, and one of its pharmacies or (without it) all of them. */
export const buscarDetallePagoGrupoSchema = buscarDetallePagoSchema.omit({ farmaciaId: true }).extend({
  grupoId: idPositivo('id de grupo'),
  farmaciaId: idPositivo('id de farmacia').optional(),
});
export type BuscarDetallePagoGrupo = z.infer<typeof buscarDetallePagoGrupoSchema>;

/** Body of `deudaGrupoFarmacia`: the caller's group, and one of its pharmacies or (without it) all of them. */
export const deudaGrupoFarmaciaSchema = z.object({ grupoId: idPositivo('id de grupo'), farmaciaId: idPositivo('id de farmacia').optional() });
export type DeudaGrupoFarmacia = z.infer<typeof deudaGrupoFarmaciaSchema>;

/** Query of the group calls that show the whole group or one of its pharmacies. */
export const farmaciaDelGrupoQuerySchema = z.object({
  farmaciaId: z.coerce.number({ error: 'El id de farmacia debe ser un número.' }).int('El id de farmacia debe ser un número entero.').positive('El id de farmacia debe ser positivo.').optional(),
});

/** Format of a server-made spreadsheet export. */
export const formatoExportacionSchema = z.object({ formato: z.enum(['csv', 'xlsx'], { error: 'El formato debe ser csv o xlsx.' }) });
export type FormatoExportacion = z.infer<typeof formatoExportacionSchema>['formato'];

/** A bucket (cubeta) the pharmacy still owes the distributor (SPEC §3 "Bucket owed", `{id}/detalle-cubetas`). */
export const cubetaAdeudadaSchema = z.object({
  farmaciaId: z.number().int(),
  nroCubeta: z.number().int(),
  remito: z.number().int().nullable(),
  fecha: z.iso.datetime({ offset: true }),
  tamano: z.string(),
});
export type CubetaAdeudada = z.infer<typeof cubetaAdeudadaSchema>;

export const detallePagoReciboParamsSchema = z.object({
  farmacia: z.coerce.number({ error: 'El id de farmacia debe ser un número.' }).int('El id de farmacia debe ser un número entero.').positive('El id de farmacia debe ser positivo.'),
  recibo: z.coerce.number({ error: 'El número de recibo debe ser un número.' }).int('El número de recibo debe ser un número entero.').positive('El número de recibo debe ser positivo.'),
  fecha: z.iso.date({ error: 'La fecha debe tener el formato AAAA-MM-DD.' }),
});

/** A weekly statement of a pharmacy: the week's debits and credits and the balance at its end; its file is a PDF. */
export const resumenSemanalSchema = z.object({
  id: z.number().int(),
  farmaciaId: z.number().int(),
  nroResumen: z.number().int(),
  desde: z.iso.date(),
  hasta: z.iso.date(),
  fechaVencimiento: z.iso.date(),
  debitos: z.number(),
  creditos: z.number(),
  saldo: z.number(),
});
export type ResumenSemanal = z.infer<typeof resumenSemanalSchema>;

export const rangoResumenesSchema = z.object({
  desde: z.iso.date({ error: 'La fecha desde debe tener el formato AAAA-MM-DD.' }),
  hasta: z.iso.date({ error: 'La fecha hasta debe tener el formato AAAA-MM-DD.' }),
});

/** `ResumenesSemanalesGrupo/{a}/{b}/{c}`: the group, and the range's two calendar days. */
export const resumenesGrupoParamsSchema = z.object({
  a: z.coerce.number({ error: 'El id de grupo debe ser un número.' }).int('El id de grupo debe ser un número entero.').positive('El id de grupo debe ser positivo.'),
  b: z.iso.date({ error: 'La fecha desde debe tener el formato AAAA-MM-DD.' }),
  c: z.iso.date({ error: 'La fecha hasta debe tener el formato AAAA-MM-DD.' }),
});

export const resumenSemanalIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'El id del resumen debe ser un número.' }).int('El id del resumen debe ser un número entero.').positive('El id del resumen debe ser positivo.'),
});
