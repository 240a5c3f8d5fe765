import { z } from 'zod';
import { enteroPositivo, enteroPositivoEnRuta } from './comunes.js';

/** Return types (SPEC §4). */
export const TipoDevolucion = { General: 0, Recall: 1, Vencido: 2 } as const;

const entero = enteroPositivo;
const enteroEnRuta = enteroPositivoEnRuta;

export const devolucionIdParamsSchema = z.object({ id: enteroEnRuta('El id de devolución') });

/**
 * Return parameters (SPEC §3: 305, 306, 307), the window's system parameters (21, 31, 2) and the windows the server
 * applies to the caller (its own toggles over those parameters, see `diasPlazoDevolucion` in @portal/shared/domain).
 */
export const parametrosDevolucionSchema = z.object({
  longitudMinimaNroSerie: z.number().int(),
  longitudMaximaNroSerie: z.number().int(),
  longitudMaximaNroLote: z.number().int(),
  /** Parameter 21. */
  diasDevolucion: z.number().int(),
  /** Parameter 31 (an Administrador's window). */
  diasDevolucionAdministrador: z.number().int(),
  /** Parameter 2: days after the invoice a short expiry or a price difference may be claimed. */
  diasControlFechasYPrecios: z.number().int(),
  /** Days back an invoice may be returned by the caller, as the server applies it. */
  maxDiasAnteriorFacturaParaDevolucion: z.number().int(),
  /** Days back a shortage may be claimed by the caller, as the server applies it. */
  maxDiasAnteriorFacturaParaDevolucionFaltantes: z.number().int(),
});
export type ParametrosDevolucionApi = z.infer<typeof parametrosDevolucionSchema>;

export const motivoDevolucionSchema = z.object({ id: z.number().int(), descripcion: z.string() });
export type MotivoDevolucion = z.infer<typeof motivoDevolucionSchema>;

/**
 * `ParaFacturas`: the pharmacy's invoices within the return window, searched by number, order, remito or product;
 * `facturaId` asks for that one invoice (empty when it is not the pharmacy's or is out of the window).
 */
export const paraFacturasBodySchema = z.object({
  texto: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional(),
  facturaId: entero('El id de factura').optional(),
});

export const facturaParaDevolverSchema = z.object({
  facturaId: z.number().int(),
  pedidoId: z.number().int().nullable(),
  fechaEmision: z.iso.datetime({ offset: true }),
  tipoComprobanteId: z.number().int(),
  puntoVenta: z.number().int(),
  nroComprobante: z.number().int(),
  remito: z.number().int().nullable(),
  cantidadUnidades: z.number().int(),
  total: z.number(),
});
export type FacturaParaDevolver = z.infer<typeof facturaParaDevolverSchema>;

/** Validation type of SPEC §4 as the API writes it. */
export const tipoValidacionSchema = z.enum(['ninguno', 'lote', 'serie']);

/** Invoice return item (SPEC §3) with what is left to return and how its units are checked. */
export const itemParaDevolverSchema = z.object({
  pedidoDetId: z.number().int(),
  troquel: z.number().int(),
  prodNombre: z.string(),
  cantAprobada: z.number().int(),
  cantDevuelta: z.number().int(),
  cantDisponible: z.number().int(),
  importeTotal: z.number(),
  iva: z.number(),
  comboId: z.number().int().nullable(),
  observacionesProductoMask: z.number().int(),
  tipoValidacion: tipoValidacionSchema,
});
export type ItemParaDevolver = z.infer<typeof itemParaDevolverSchema>;

const valorLote = z.string().max(100, 'El lote o número de serie admite hasta 100 caracteres.');
const fechaDia = z.iso.date({ error: 'La fecha de vencimiento debe tener el formato AAAA-MM-DD.' });
/** One value to check; `fechaVencimiento`, the expiry printed on the unit, is judged by the expiry rule (SPEC §5). */
const verificacionItem = z.object({ troquel: entero('El troquel'), valor: valorLote, fechaVencimiento: fechaDia.nullable().optional() });

/**
 * Body of the batched checks (`VerificarLote`, `VerificarNroSerie`, `…EnFactura`, `…EnPedido`, `…EnRecall`): many
 * values in one call; `facturaId`, `pedidoId` or `recallId` narrows where the unit must come from.
 */
export const verificarLotesBodySchema = z.object({
  facturaId: entero('El id de factura').optional(),
  pedidoId: entero('El id de pedido').optional(),
  recallId: entero('El id de recall').optional(),
  items: z.array(verificacionItem).max(2000, 'Se pueden verificar hasta 2000 valores por llamada.'),
});
export type VerificarLotesBody = z.infer<typeof verificarLotesBodySchema>;

/**
 * One checked value (SPEC §3 "Lot check"): the normalised value, the state of SPEC §4 (0–9), the expiry given and the
 * one the distributor shipped; `lote` is the shipped lot a serial belongs to (null for a lot or an unknown serial).
 */
export const verificacionLoteSchema = z.object({
  troquel: z.number().int(),
  valor: z.string(),
  estado: z.number().int().min(0).max(9),
  fechaVencimiento: z.iso.date().nullable(),
  fechaVencimientoReal: z.iso.date().nullable(),
  lote: z.string().nullable(),
  /**
   * For a valid value: the units of its lot (a serial's lot) and product the pharmacy may still return, what was shipped
   * to it less its earlier returns of any kind; null otherwise. The entry refuses more units than this before sending.
   * Optional: an API from before issue 27 does not send it (a section deploys on its own), and nothing is limited then.
   */
  disponibles: z.number().int().nullable().optional(),
});
export type VerificacionLote = z.infer<typeof verificacionLoteSchema>;

export const itemNuevaDevolucionSchema = z.object({
  pedidoDetId: entero('El id de línea'),
  cantidad: entero('La cantidad'),
  motivoDevolucionId: entero('El motivo'),
  /**
   * One lot or serial per unit for a product that needs them (a lot repeated for the units it covers). With
   * `cargaLoteEnDevolucionEstricta` off a lot line may carry fewer: the units left are pending. A shortage carries none.
   */
  lotes: z.array(valorLote).max(1000).default([]),
});

/** `POST /api/devolucion/nueva`: a general return of one invoice; the same `guid` twice makes one return. */
export const nuevaDevolucionBodySchema = z.object({
  guid: z.uuid({ error: 'El identificador de la devolución no es válido.' }),
  facturaId: entero('El id de factura'),
  items: z.array(itemNuevaDevolucionSchema).min(1, 'La devolución no tiene ítems.').max(500, 'La devolución admite hasta 500 ítems.'),
});
export type NuevaDevolucionBody = z.input<typeof nuevaDevolucionBodySchema>;
export type NuevaDevolucion = z.output<typeof nuevaDevolucionBodySchema>;

/** Return (SPEC §3). */
export const devolucionSchema = z.object({
  id: z.number().int(),
  guid: z.string(),
  tipo: z.number().int(),
  farmaciaId: z.number().int(),
  sucursal: z.number().int(),
  fechaAlta: z.iso.datetime({ offset: true }),
  estadoId: z.number().int(),
  estado: z.string(),
  userId: z.string().nullable(),
  cantidadItemsTotal: z.number().int(),
  facturaId: z.number().int().nullable(),
  /** The invoice as the pharmacy reads it (type, point of sale, number), or null. */
  nroFactura: z.string().nullable(),
  notaCreditoId: z.number().int().nullable(),
  recallId: z.number().int().nullable(),
});
export type Devolucion = z.infer<typeof devolucionSchema>;

/** Return item (SPEC §3), with the expired-return fields. */
export const devolucionItemSchema = z.object({
  id: z.number().int(),
  devolucionId: z.number().int(),
  troquel: z.number().int(),
  prodNombre: z.string(),
  cantidadItems: z.number().int(),
  nroLote: z.string().nullable(),
  nroLoteValidado: z.string().nullable(),
  nroSerie: z.string().nullable(),
  estadoValidacion: z.number().int(),
  motivoDevolucionId: z.number().int().nullable(),
  respuestaId: z.number().int().nullable(),
  pedidoDetIdOrigen: z.number().int().nullable(),
  pedidoId: z.number().int().nullable(),
  farmaciaId: z.number().int(),
  fechaAlta: z.iso.datetime({ offset: true }),
  estadoId: z.number().int(),
});
export type DevolucionItem = z.infer<typeof devolucionItemSchema>;

/** Transmission state of a return (polled by the confirmation page). */
export const estadoDevolucionSchema = z.object({ id: z.number().int(), estadoId: z.number().int(), estado: z.string(), notaCreditoId: z.number().int().nullable() });
export type EstadoDevolucion = z.infer<typeof estadoDevolucionSchema>;

/** One line of an expired-products return: units of one lot (and serial for a traceable product) and their expiry. */
export const itemVencidoSchema = z.object({
  troquel: entero('El troquel'),
  prodNombre: z.string().max(200).default(''),
  cantidad: entero('La cantidad').max(9999, 'La cantidad admite hasta 9999 unidades.'),
  nroLote: valorLote.default(''),
  nroSerie: valorLote.nullable().default(null),
  fechaVencimiento: z.iso.date({ error: 'La fecha de vencimiento debe tener el formato AAAA-MM-DD.' }).nullable().default(null),
  trazableSinNroSerie: z.boolean().default(false),
  /** Whether the product is traceable, as the catalogue says (written by the server; what a caller sends is ignored). */
  trazable: z.boolean().default(false),
});
export type ItemVencido = z.output<typeof itemVencidoSchema>;
export type ItemVencidoBody = z.input<typeof itemVencidoSchema>;

/** `DevolucionVencido/Producto/{troquel}`: the product a unit is returned of, and how its units are checked. */
export const productoVencidoParamsSchema = z.object({ troquel: enteroEnRuta('El troquel') });
export const productoVencidoSchema = z.object({ troquel: z.number().int(), prodNombre: z.string(), tipoValidacion: tipoValidacionSchema });
export type ProductoVencido = z.infer<typeof productoVencidoSchema>;

/** `guardar {items}`: the draft saved as the user works, one per pharmacy, recovered from any browser (`recuperar`). */
export const borradorVencidosSchema = z.object({ items: z.array(itemVencidoSchema).max(500, 'El borrador admite hasta 500 ítems.') });
export type BorradorVencidos = z.output<typeof borradorVencidosSchema>;

/** `Nueva`: the expired-products return; the same guid twice makes one. Confirming clears the draft. */
export const nuevaDevolucionVencidoSchema = z.object({
  guid: z.uuid({ error: 'El identificador de la devolución no es válido.' }),
  items: z.array(itemVencidoSchema).min(1, 'La devolución no tiene ítems.').max(500, 'La devolución admite hasta 500 ítems.'),
});
export type NuevaDevolucionVencidoBody = z.input<typeof nuevaDevolucionVencidoSchema>;
export type NuevaDevolucionVencido = z.output<typeof nuevaDevolucionVencidoSchema>;

/** Recall (SPEC §3). `estado`: 0 in process, 1 active, 2 logically deleted. */
export const recallSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  estado: z.number().int(),
  fechaCreacion: z.iso.datetime({ offset: true }),
  fechaPublicacion: z.iso.datetime({ offset: true }).nullable(),
  fechaCaducidad: z.iso.datetime({ offset: true }).nullable(),
});
export type Recall = z.infer<typeof recallSchema>;

export const recallIdParamsSchema = z.object({ id: enteroEnRuta('El id de recall') });

const loteYVencimiento = z.object({ lote: z.string(), fechaVencimiento: z.string() });

/** Recall item (SPEC §3) with the product's name and what the pharmacy bought of the recalled lots (shown first). */
export const itemRecallSchema = z.object({
  recallId: z.number().int(),
  troquel: z.number().int(),
  prodNombre: z.string(),
  lotesYVencimientos: z.array(loteYVencimiento),
  tipoValidacion: tipoValidacionSchema,
  /**
   * The recall's lots shipped to the pharmacy: units bought, and units still returnable (bought less its returns; an API
   * from before issue 27 does not say it, and the page then takes what was bought).
   */
  comprados: z.array(z.object({ lote: z.string(), cantidad: z.number().int(), devolvibles: z.number().int().optional(), fechaVencimiento: z.string() })),
});
export type ItemRecall = z.infer<typeof itemRecallSchema>;

export const itemsRecallsBodySchema = z.object({ recallIds: z.array(entero('El id de recall')).min(1, 'Indique al menos un recall.').max(100) });
export const presenciaTroquelBodySchema = z.object({ troqueles: z.array(entero('El troquel')).max(2000) });
export const presenciaTroquelSchema = z.object({ troquel: z.number().int(), recallIds: z.array(z.number().int()) });

/**
 * `devolucionRecall/Nueva`: units of a recall in force; a line is units of one lot, or one traceable unit by its serial
 * (the lot is then the one shipped with that serial). The same guid twice makes one return.
 */
export const nuevaDevolucionRecallSchema = z.object({
  guid: z.uuid({ error: 'El identificador de la devolución no es válido.' }),
  recallId: entero('El id de recall'),
  items: z
    .array(z.object({ troquel: entero('El troquel'), cantidad: entero('La cantidad').max(9999, 'La cantidad admite hasta 9999 unidades.'), lote: valorLote.default(''), nroSerie: valorLote.nullable().default(null) }))
    .min(1, 'La devolución no tiene ítems.')
    .max(500, 'La devolución admite hasta 500 ítems.'),
});
export type NuevaDevolucionRecallBody = z.input<typeof nuevaDevolucionRecallSchema>;
export type NuevaDevolucionRecall = z.output<typeof nuevaDevolucionRecallSchema>;

/** `PedidosNoPrepararParaFacturas`: for these invoices, the returns of them the distributor has not prepared yet. */
export const pedidosNoPrepararBodySchema = z.object({ facturaIds: z.array(entero('El id de factura')).max(200, 'Se consultan hasta 200 facturas por llamada.') });
export const devolucionEnCursoSchema = z.object({
  id: z.number().int(),
  estadoId: z.number().int(),
  estado: z.string(),
  fechaAlta: z.iso.datetime({ offset: true }),
  cantidadItemsTotal: z.number().int(),
});
export const pedidosNoPrepararSchema = z.object({ facturaId: z.number().int(), devoluciones: z.array(devolucionEnCursoSchema) });
export type PedidosNoPreparar = z.infer<typeof pedidosNoPrepararSchema>;

/** `pedido/FaltanteDisponiblePorTroquel`: a product's shortages of one invoice, or of the pharmacy's invoices in the window. */
export const faltanteDisponibleQuerySchema = z.object({ troquel: enteroEnRuta('El troquel'), facturaId: enteroEnRuta('El id de factura').optional() });

/** A shortage the pharmacy recorded controlling an order (control de pedidos) and what is left to claim of it. */
export const faltanteDisponibleSchema = z.object({
  facturaId: z.number().int(),
  pedidoId: z.number().int(),
  pedidoDetId: z.number().int(),
  troquel: z.number().int(),
  prodNombre: z.string(),
  fechaEmision: z.iso.datetime({ offset: true }),
  cantFacturada: z.number().int(),
  cantFaltante: z.number().int(),
  cantReclamada: z.number().int(),
  cantDisponible: z.number().int(),
});
export type FaltanteDisponible = z.infer<typeof faltanteDisponibleSchema>;

/** `devolucionRecall/pedidoRecall/{id}`: a recall return order with its recall and its units. */
export const pedidoRecallSchema = z.object({
  devolucion: devolucionSchema,
  recall: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  items: z.array(devolucionItemSchema),
});
export type PedidoRecall = z.infer<typeof pedidoRecallSchema>;

/** What the returns a history search finds add up to (`BuscarTotales`, same filters as `Buscar`). */
export const totalesDevolucionesSchema = z.object({ devoluciones: z.number().int(), lineas: z.number().int(), unidades: z.number().int() });
export type TotalesDevoluciones = z.infer<typeof totalesDevolucionesSchema>;
