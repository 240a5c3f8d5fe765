import { z } from 'zod';
import { enteroPositivo, enteroPositivoEnRuta } from './comunes.js';

/** Invoice voucher types of SPEC §4: 1 FCA, 2 NDA, 3 NCA, 6 FCB, 7 NDB, 8 NCB, 10 R. */
export const TIPOS_COMPROBANTE = [1, 2, 3, 6, 7, 8, 10] as const;
export const MAX_REMITO = 99_999_999;

/** Invoice of SPEC §3; `respuestaAFIP` is the one-character tax-authority answer. */
export const facturaSchema = z.object({
  farmaciaId: z.number().int(),
  facturaId: z.number().int(),
  pedidoId: z.number().int().nullable(),
  fechaEmision: z.iso.datetime({ offset: true }),
  plazo: z.number().int(),
  tipoOperacionId: z.number().int(),
  tipoComprobanteId: z.number().int(),
  nroComprobante: z.number().int(),
  cantidadUnidades: z.number().int(),
  subtotal: z.number(),
  iva: z.number(),
  detalleEnComprobanteDet: z.boolean(),
  remito: z.number().int().nullable(),
  remito2: z.number().int().nullable(),
  percepciones: z.number(),
  total: z.number(),
  checkSocio: z.boolean(),
  observaciones: z.string().nullable(),
  historico: z.boolean(),
  respuestaAFIP: z.string().length(1),
  puntoVenta: z.number().int(),
});
export type Factura = z.infer<typeof facturaSchema>;

/** An id in a body (a number), and one in a path (text read as a number). */
const id = (nombre: string) => enteroPositivo(`El ${nombre}`);
const idEnRuta = (nombre: string) => enteroPositivoEnRuta(`El ${nombre}`);

/**
 * Body of `BuscarFacturas`: a pharmacy (its own or one of its group) or, without it, every pharmacy the caller reaches
 * (a group's), two calendar days and optional filters.
 */
export const buscarFacturasSchema = z.object({
  farmaciaId: id('id de farmacia').optional(),
  desde: z.iso.date({ error: 'La fecha desde debe tener el formato AAAA-MM-DD.' }),
  hasta: z.iso.date({ error: 'La fecha hasta debe tener el formato AAAA-MM-DD.' }),
  tipoComprobanteId: z
    .number({ error: 'El tipo de comprobante debe ser un número.' })
    .int()
    .refine((t) => (TIPOS_COMPROBANTE as readonly number[]).includes(t), 'El tipo de comprobante no existe.')
    .optional(),
  nroComprobante: z.number({ error: 'El número de comprobante debe ser un número.' }).int().positive().optional(),
});
export type BuscarFacturas = z.infer<typeof buscarFacturasSchema>;

/** Query of the invoice list of a pharmacy (`GET /api/factura/farmacia/{id}`): the same filters as `BuscarFacturas`. */
export const consultaFacturasSchema = buscarFacturasSchema.omit({ farmaciaId: true, tipoComprobanteId: true, nroComprobante: true }).extend({
  tipoComprobanteId: z.coerce
    .number({ error: 'El tipo de comprobante debe ser un número.' })
    .int()
    .refine((t) => (TIPOS_COMPROBANTE as readonly number[]).includes(t), 'El tipo de comprobante no existe.')
    .optional(),
  nroComprobante: z.coerce.number({ error: 'El número de comprobante debe ser un número.' }).int().positive().optional(),
});

/** SPEC §9: parameter 320 is the most invoices asked for or downloaded at once. */
export const PARAMETRO_MAXIMO_FACTURAS = 320;
/** A bound on the body whatever parameter 320 says; the route refuses more than the parameter with a Spanish 400. */
export const MAXIMO_FACTURAS_SOLICITUD = 1_000;

export const facturaIdsSchema = z.object({
  facturaIds: z
    .array(id('id de factura'))
    .min(1, 'Indique al menos una factura.')
    .max(MAXIMO_FACTURAS_SOLICITUD, `Se pueden pedir hasta ${MAXIMO_FACTURAS_SOLICITUD} facturas.`),
});

/** A remito a voucher's detail covers (`RemitosEnComprobanteDet`). */
export const remitoComprobanteSchema = z.object({
  remito: z.number().int(),
  fecha: z.iso.datetime({ offset: true }).nullable(),
  pedidoId: z.number().int().nullable(),
  cantidadUnidades: z.number().int().nullable(),
});
export const remitosEnComprobanteSchema = z.object({ facturaId: z.number().int(), remitos: z.array(remitoComprobanteSchema) });
export type RemitosEnComprobante = z.infer<typeof remitosEnComprobanteSchema>;

export const facturaIdParamsSchema = z.object({ id: idEnRuta('id de factura') });
export const pedidoIdFacturasParamsSchema = z.object({ id: idEnRuta('id de pedido') });
/** A remito above MAX_REMITO is not an error: it has no invoices (SPEC §5). */
export const remitoIdFacturasParamsSchema = z.object({ id: idEnRuta('id de remito') });
export const checkSocioParamsSchema = z.object({
  id: idEnRuta('id de factura'),
  valor: z.enum(['true', 'false'], { error: 'El valor debe ser true o false.' }),
});

export const tipoOperacionSchema = z.object({ id: z.number().int(), descripcion: z.string() });
export type TipoOperacion = z.infer<typeof tipoOperacionSchema>;

/** Letter of each voucher type (A, B or R for receipts). */
export const LETRA_COMPROBANTE: Readonly<Record<number, string>> = { 1: 'A', 2: 'A', 3: 'A', 6: 'B', 7: 'B', 8: 'B', 10: 'R' };
/** Short name of each voucher type as lists show it. */
export const NOMBRE_COMPROBANTE: Readonly<Record<number, string>> = { 1: 'FCA', 2: 'NDA', 3: 'NCA', 6: 'FCB', 7: 'NDB', 8: 'NCB', 10: 'R' };

/** SPEC §9: an invoice number shows as type, 4-digit point of sale and 8-digit number, or '--' when it has none. */
export function formatearNumeroComprobante(tipo: number | null | undefined, puntoVenta: number | null | undefined, nro: number | null | undefined): string {
  if (!tipo || !nro || puntoVenta === null || puntoVenta === undefined) return '--';
  return `${NOMBRE_COMPROBANTE[tipo] ?? tipo} ${String(puntoVenta).padStart(4, '0')}-${String(nro).padStart(8, '0')}`;
}
