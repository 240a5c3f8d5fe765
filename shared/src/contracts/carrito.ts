import { z } from 'zod';
// Types only: the build's zod facade (build/fachadas/zod-usado.mjs) lists the runtime members `z.` may use.
import type { ZodObject, core } from 'zod';

/** ISO 8601 date-time as it travels in JSON. */
const fechaHora = z.iso.datetime({ offset: true });

/** One line of the cart (SPEC §3). `ofertaId` and `comboId` are 0 when the line has no offer or combo. */
export const itemCarritoSchema = z.object({
  troquel: z.number().int(),
  cantidad: z.number().int(),
  ofertaId: z.number().int(),
  comboId: z.number().int(),
  recomendado: z.boolean(),
  ultimaActualizacion: fechaHora,
});
export type ItemCarrito = z.infer<typeof itemCarritoSchema>;

export const carritoSchema = z.object({
  carritoId: z.number().int(),
  /**
   * The cart's version (+1 on every change), when the API knows it: answers and hub messages can cross on the way, and a
   * client must not show an older cart after a newer one. Not in SPEC's payload, hence optional.
   */
  version: z.number().int().nonnegative().optional(),
  items: z.array(itemCarritoSchema),
});
export type Carrito = z.infer<typeof carritoSchema>;

/** Payload of the hub event `ActualizarCarrito` (SPEC §3 / §5: numbers and booleans exactly; anything else fails). */
export const actualizacionCarritoSchema = carritoSchema;
export type ActualizacionCarrito = z.infer<typeof actualizacionCarritoSchema>;

/** Payload of the hub event `SetMantenimiento`. */
export const mantenimientoSchema = z.boolean();
export type Mantenimiento = z.infer<typeof mantenimientoSchema>;

/** Cart amounts (SPEC §3), answer of `GET /api/importe-carrito` and `POST /api/importe-carrito-delta`. */
export const importesCarritoSchema = z.object({
  subtotalCosto: z.number(),
  subtotalGravado: z.number(),
  subtotalExento: z.number(),
  iva: z.number(),
  percepcionIIBBGravado: z.number(),
  percepcionIIBBExento: z.number(),
  percepcionIVA: z.number(),
  total: z.number(),
});
export type ImportesCarrito = z.infer<typeof importesCarritoSchema>;

const troquelCarrito = z
  .number({ error: 'El troquel debe ser un número.' })
  .int('El troquel debe ser un número entero.')
  .positive('El troquel debe ser positivo.');
/** The most units a cart line may hold, however they got there (typed, imported in several lines, scanned). */
export const MAXIMO_CANTIDAD_LINEA = 99_999;

const cantidadCarrito = z
  .number({ error: 'La cantidad debe ser un número.' })
  .int('La cantidad debe ser un número entero.')
  .min(0, 'La cantidad no puede ser negativa.')
  .max(MAXIMO_CANTIDAD_LINEA, 'La cantidad no puede superar 99.999.');
const ofertaIdCarrito = z
  .number({ error: 'La oferta debe ser un número.' })
  .int('La oferta debe ser un número entero.')
  .min(0, 'La oferta no puede ser negativa.')
  .default(0);
/** Most lines one bulk call may carry. */
export const MAXIMO_LINEAS_CARRITO = 1000;

/** Body of `POST /api/carritopersistente/ActualizarItemCarrito`: sets the line's quantity (0 removes it); `ofertaid` 0 for none. */
export const actualizarItemCarritoBodySchema = z.object({ troquel: troquelCarrito, cantidad: cantidadCarrito, ofertaid: ofertaIdCarrito });
export type ActualizarItemCarritoBody = z.infer<typeof actualizarItemCarritoBodySchema>;

/**
 * Body of `POST /api/carritopersistente/AgregarItemCarrito`: adds `cantidad` units to what the troquel's line holds now
 * (the server adds, under the cart's lock, so two users adding at once both count); `ofertaid` 0 keeps the line's offer.
 */
export const agregarItemCarritoBodySchema = z.object({
  troquel: troquelCarrito,
  cantidad: cantidadCarrito.min(1, 'La cantidad debe ser mayor que cero.'),
  ofertaid: ofertaIdCarrito,
});
export type AgregarItemCarritoBody = z.infer<typeof agregarItemCarritoBodySchema>;

/** Body of `POST /api/carritopersistente/ActualizarItemCarritoRecomendado`. */
export const itemRecomendadoBodySchema = z.object({ troquel: troquelCarrito, recomendado: z.boolean({ error: 'Indique si el ítem es recomendado (true o false).' }) });
export type ItemRecomendadoBody = z.infer<typeof itemRecomendadoBodySchema>;

/** Cart update result of SPEC §3: the code (see `CodigoResultadoCarrito`), its message, how to show it, the offer to use instead (0: none) and the quantity kept. */
export const resultadoActualizacionCarritoSchema = z.object({
  codigo: z.number().int(),
  mensaje: z.string(),
  tipo: z.enum(['success', 'warning', 'error']),
  nuevoOfertaId: z.number().int(),
  cantidad: z.number().int(),
});
export type ResultadoActualizacionCarrito = z.infer<typeof resultadoActualizacionCarritoSchema>;

/** A result per line of the bulk calls, with the line's troquel. */
export const resultadoLineaCarritoSchema = resultadoActualizacionCarritoSchema.extend({ troquel: z.number().int() });
export type ResultadoLineaCarrito = z.infer<typeof resultadoLineaCarritoSchema>;

/**
 * An answer of a call that changes the cart, with `carrito`: the cart with its version as the call left it, or a later
 * one (as it was when nothing changed), so the page shows it without reading it again and drops it if a newer cart
 * (a hub message) got there first. The object answers keep their fields, so an older caller reads them as before.
 */
export function conCarrito<F extends core.$ZodLooseShape>(schema: ZodObject<F>) {
  return schema.extend({ carrito: carritoSchema });
}

/**
 * Answer of the calls that change one line: `ActualizarItemCarrito`, `AgregarItemCarrito`, `ActualizarItemCarritoRecomendado`.
 * The first two, asked with `?conImportes=true`, also carry `importes`, the amounts of the cart they answer, so a
 * quantity change shows the line and the totals from one round trip (pricing the whole cart costs what a read of
 * `importe-carrito` costs: only a page that shows the totals asks for it).
 */
export const resultadoCambioCarritoSchema = conCarrito(resultadoActualizacionCarritoSchema).extend({ importes: importesCarritoSchema.optional() });
export type ResultadoCambioCarrito = z.infer<typeof resultadoCambioCarritoSchema>;

/**
 * What changed in the cart since the version a page shows: the lines of `troqueles` (all of them, loose and in combos)
 * are now `items` (none: removed), and the cart is at `version`. Applied only to cart `carritoId` at `desdeVersion`.
 */
export const cambiosCarritoSchema = z.object({
  carritoId: z.number().int(),
  desdeVersion: z.number().int().nonnegative(),
  version: z.number().int().nonnegative(),
  troqueles: z.array(z.number().int()),
  items: z.array(itemCarritoSchema),
});
export type CambiosCarrito = z.infer<typeof cambiosCarritoSchema>;

/**
 * Answer of `ActualizarItemCarrito` and `AgregarItemCarrito`: the line's result with, as `resultadoCambioCarritoSchema`,
 * the whole `carrito`; or, when the call named the cart and version the page shows (`?carritoId=&version=`) and the
 * API knows what changed since, `cambios` instead (a few lines, not hundreds). `importes`, when asked, are those of the
 * cart the answer leads to.
 */
export const resultadoCambioLineaCarritoSchema = resultadoActualizacionCarritoSchema.extend({
  carrito: carritoSchema.optional(),
  cambios: cambiosCarritoSchema.optional(),
  importes: importesCarritoSchema.optional(),
});
export type ResultadoCambioLineaCarrito = z.infer<typeof resultadoCambioLineaCarritoSchema>;

/**
 * Answer of the bulk calls (`ActualizarItemsMasivo`, `ImportarCarrito`) asked with `?conCarrito=true`: a result per
 * line and the versioned cart. Without it they answer the array of results alone, as before.
 */
export const resultadoLineasCarritoSchema = z.object({ resultados: z.array(resultadoLineaCarritoSchema), carrito: carritoSchema });
export type ResultadoLineasCarrito = z.infer<typeof resultadoLineasCarritoSchema>;

/** Query of the bulk calls: `conCarrito=true` answers `{ resultados, carrito }` instead of the array of results. */
export const conCarritoQuerySchema = z.object({
  conCarrito: z.enum(['true', 'false'], { error: 'conCarrito debe ser true o false.' }).optional(),
});
export type ConCarritoQuery = z.infer<typeof conCarritoQuerySchema>;

/** Query of `ActualizarItemCarrito` and `AgregarItemCarrito`: `conImportes=true` adds the cart's amounts to the answer. */
export const conImportesQuerySchema = z.object({
  conImportes: z.enum(['true', 'false'], { error: 'conImportes debe ser true o false.' }).optional(),
});
export type ConImportesQuery = z.infer<typeof conImportesQuerySchema>;

const enteroDeConsulta = (nombre: string) =>
  z.coerce
    .number({ error: `${nombre} debe ser un número entero.` })
    .int(`${nombre} debe ser un número entero.`)
    .nonnegative(`${nombre} no puede ser negativo.`)
    .optional();

/** Query of a one-line quantity change: `conImportes`, and the cart and version the page shows (both, or neither). */
export const cambioLineaQuerySchema = conImportesQuerySchema
  .extend({ carritoId: enteroDeConsulta('carritoId'), version: enteroDeConsulta('version') })
  .refine((q) => (q.carritoId === undefined) === (q.version === undefined), { error: 'Envíe carritoId y version juntos.', path: ['version'] });
export type CambioLineaQuery = z.infer<typeof cambioLineaQuerySchema>;

/** A line of `PUT /api/carritopersistente/ActualizarItemsMasivo` (sets quantities) and of `POST /api/importe-carrito-delta` (proposed changes). */
export const lineaCarritoSchema = z.object({ troquel: troquelCarrito, cantidad: cantidadCarrito, ofertaId: ofertaIdCarrito });
export type LineaCarrito = z.infer<typeof lineaCarritoSchema>;

export const lineasCarritoBodySchema = z
  .array(lineaCarritoSchema, { error: 'Envíe una lista de líneas { troquel, cantidad, ofertaId }.' })
  .max(MAXIMO_LINEAS_CARRITO, `Envíe como máximo ${MAXIMO_LINEAS_CARRITO} líneas por llamada.`);
export type LineasCarritoBody = z.infer<typeof lineasCarritoBodySchema>;

/** A line of `POST /api/carritopersistente/ImportarCarrito`: the importer adds its units to what the cart already holds. */
export const lineaImportacionSchema = z.object({
  troquel: troquelCarrito,
  cantidad: cantidadCarrito.min(1, 'La cantidad debe ser mayor que cero.'),
});
export type LineaImportacion = z.infer<typeof lineaImportacionSchema>;

export const importarCarritoBodySchema = z
  .array(lineaImportacionSchema, { error: 'Envíe una lista de líneas { troquel, cantidad }.' })
  .min(1, 'Envíe al menos una línea.')
  .max(MAXIMO_LINEAS_CARRITO, `Envíe como máximo ${MAXIMO_LINEAS_CARRITO} líneas por llamada.`);
export type ImportarCarritoBody = z.infer<typeof importarCarritoBodySchema>;

/** Body of `POST /api/carritopersistente/Bloquear`. */
export const bloquearCarritoBodySchema = z.object({ valor: z.boolean({ error: 'Indique true para bloquear el carrito o false para desbloquearlo.' }) });
export type BloquearCarritoBody = z.infer<typeof bloquearCarritoBodySchema>;

export const estadoBloqueoCarritoSchema = z.object({ carritoId: z.number().int(), bloqueado: z.boolean() });
export type EstadoBloqueoCarrito = z.infer<typeof estadoBloqueoCarritoSchema>;

/** Answer of `POST /api/carritopersistente/AgregarCombo`: the combo validation and whether its lines went into the cart. */
export const resultadoAgregarComboSchema = z.object({
  agregado: z.boolean(),
  multiplo: z.number().int(),
  observaciones: z.array(z.object({ troquel: z.number().int(), observacion: z.number().int(), mensaje: z.string() })),
});
export type ResultadoAgregarCombo = z.infer<typeof resultadoAgregarComboSchema>;

/** What `AgregarCombo` answers: the validation, whether the combo went in, and the versioned cart. */
export const resultadoAgregarComboConCarritoSchema = conCarrito(resultadoAgregarComboSchema);
export type ResultadoAgregarComboConCarrito = z.infer<typeof resultadoAgregarComboConCarritoSchema>;

/** An entry of `GET /api/carritopersistente/CodigoResultadoAgregarItem`. */
export const codigoResultadoAgregarItemSchema = z.object({
  codigo: z.number().int(),
  mensaje: z.string(),
  tipo: z.enum(['success', 'warning', 'error']),
});
export type CodigoResultadoAgregarItem = z.infer<typeof codigoResultadoAgregarItemSchema>;
