import { z } from 'zod';
import { NIVELES_STOCK } from '../domain/stock.js';

/** Most troqueles a single catalogue call may carry. */
export const MAXIMO_TROQUELES_POR_LLAMADA = 500;

/** Catalogue bodies: a missing value keeps the common 'Valor requerido'; a wrong one says what was expected. */
export const errorDeTipoCatalogo = (mensaje: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'Valor requerido' : mensaje);

export const troquelSchema = z
  .number({ error: errorDeTipoCatalogo('El troquel debe ser un número.') })
  .int('El troquel debe ser un número entero.')
  .positive('El troquel debe ser positivo.');

/** A non-empty list of troqueles, at most `MAXIMO_TROQUELES_POR_LLAMADA`. */
export const listaTroquelesSchema = z
  .array(troquelSchema, { error: errorDeTipoCatalogo('Envíe una lista de troqueles') })
  .min(1, 'Envíe al menos un troquel.')
  .max(MAXIMO_TROQUELES_POR_LLAMADA, `Envíe como máximo ${MAXIMO_TROQUELES_POR_LLAMADA} troqueles por llamada.`);

/**
 * Product of SPEC §3, as `GET /api/producto` lists it. `flags` carries the bits of SPEC §4 (see `FlagProducto`);
 * `fechaBaja` is a calendar day `YYYY-MM-DD`. `presentacion` is the pack as it is sold, its form and units
 * ("Comprimidos x 20", "Frasco x 120 ml"), which tells apart products whose names a row cannot show whole; null when
 * the distributor has not loaded it.
 */
export const productoSchema = z.object({
  troquel: z.number().int(),
  codigoBarras: z.string(),
  codigoBarras1: z.string().nullable(),
  nombre: z.string(),
  presentacion: z.string().nullable(),
  descripcionExtendida: z.string().nullable(),
  laboratorioId: z.number().int(),
  drogaId: z.number().int().nullable(),
  panalPami: z.boolean(),
  imagen: z.string().nullable(),
  categoriaId: z.number().int(),
  noSeFabricaMas: z.boolean(),
  fechaBaja: z.iso.date().nullable(),
  flags: z.number().int(),
  iva105: z.boolean(),
  iva21: z.boolean(),
  refrigerado: z.boolean(),
  aptoCeliaco: z.boolean(),
  trazable: z.boolean(),
  psicofarmaco: z.boolean(),
  psicofarmacoNoFacturable: z.boolean(),
  categorizable: z.boolean(),
});
export type Producto = z.infer<typeof productoSchema>;

export const productosSchema = z.array(productoSchema);

/** Product note of SPEC §3. */
export const notaProductoSchema = z.object({
  troquel: z.number().int(),
  observacionAlComprar: z.string().nullable(),
  notaWebDescripcion: z.string().nullable(),
});
export type NotaProducto = z.infer<typeof notaProductoSchema>;

/** Answer of `POST /api/producto/detalle`: the product and its note (null when it has none). */
export const detalleProductoSchema = z.object({
  producto: productoSchema,
  nota: notaProductoSchema.nullable(),
});
export type DetalleProducto = z.infer<typeof detalleProductoSchema>;

/** Body of `POST /api/producto/detalle`: one troquel (answers one detail, 404 when unknown) or a list (answers the known ones). */
export const detalleProductoBodySchema = z.union(
  [z.object({ troquel: troquelSchema }).strict(), listaTroquelesSchema],
  { error: 'Envíe { troquel } o una lista de troqueles' },
);
export type DetalleProductoBody = z.infer<typeof detalleProductoBodySchema>;

export const tieneLoteSchema = z.object({ troquel: z.number().int(), tieneLote: z.boolean() });
export type TieneLote = z.infer<typeof tieneLoteSchema>;

/** Category of SPEC §3: a node of the nested-set tree (a category contains those whose `izquierda` lies within its bounds). */
export const categoriaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  izquierda: z.number().int(),
  derecha: z.number().int(),
});
export type Categoria = z.infer<typeof categoriaSchema>;

/** Drug and laboratory of SPEC §3. */
export const drogaSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Droga = z.infer<typeof drogaSchema>;
export const laboratorioSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Laboratorio = z.infer<typeof laboratorioSchema>;

/** Body of `POST /api/producto/precio`: the troqueles on screen and, when they came from a search, its text. */
export const precioBodySchema = z.object({
  items: listaTroquelesSchema,
  busqueda: z.string().max(200, 'La búsqueda admite como máximo 200 caracteres.').optional(),
});
export type PrecioBody = z.infer<typeof precioBodySchema>;

/**
 * Price of SPEC §3 for the caller's pharmacy.
 * - `ultimoPrecio`: what the pharmacy pays before its own discount and offers; `valor`: what it pays after both.
 * - `iva`: price-list VAT class (0 exempt, 2 = 21 %, 3 = 10.5 %).
 * - `ofertaId` / `comboId`: the best current offer applied in `valor`, and a current combo with this troquel; 0 when none.
 * - `descuentoTexto`: the discounts in `valor`, e.g. '8 % + 10 % oferta'; empty when none.
 * - `min` / `max` / `multi`: units per line allowed (`max` null means no limit) and the multiple to respect.
 * - `cantidad`: units the line needs for the offer in `valor` (1 without offer); `requisito`: that condition in words, or null.
 */
export const precioSchema = z.object({
  troquel: z.number().int(),
  stock: z.enum(NIVELES_STOCK),
  iva: z.number().int(),
  ultimoPrecio: z.number(),
  ultimoIngreso: z.iso.date().nullable(),
  precioAnterior: z.number().nullable(),
  precioLista: z.number(),
  comboId: z.number().int(),
  ofertaId: z.number().int(),
  valor: z.number(),
  descuentoTexto: z.string(),
  min: z.number().int(),
  max: z.number().int().nullable(),
  multi: z.number().int(),
  cantidad: z.number().int(),
  requisito: z.string().nullable(),
});
export type Precio = z.infer<typeof precioSchema>;
