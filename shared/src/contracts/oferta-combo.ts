import { z } from 'zod';
import { MAXIMO_TROQUELES_POR_LLAMADA, errorDeTipoCatalogo, troquelSchema } from './producto.js';

/** ISO 8601 instant as it travels in JSON. */
const instante = z.iso.datetime({ offset: true });

/** A troquel of an offer: its discount (percent) and the units per order it needs and allows (`cantidadMaxima` null: no limit). */
export const troquelOfertaSchema = z.object({
  troquel: z.number().int(),
  descuento: z.number(),
  cantidadMinima: z.number().int(),
  cantidadMaxima: z.number().int().nullable(),
});
export type TroquelOferta = z.infer<typeof troquelOfertaSchema>;

/** Offer of SPEC §3, as `GET /api/oferta/disponible-con-troqueles` lists it. `plazo` in days; `plazoFijo` a calendar day or null. */
export const ofertaSchema = z.object({
  id: z.number().int(),
  leyenda: z.string(),
  descripcion: z.string().nullable(),
  inicioVigencia: instante,
  finVigencia: instante,
  plazo: z.number().int(),
  plazoFijo: z.iso.date().nullable(),
  troqueles: z.array(troquelOfertaSchema),
});
export type Oferta = z.infer<typeof ofertaSchema>;

/** A combo line: a requirement (`premio` false) or a reward with its discount (percent). */
export const troquelComboSchema = z.object({
  troquel: z.number().int(),
  cantidad: z.number().int(),
  premio: z.boolean(),
  descuento: z.number(),
});
export type TroquelCombo = z.infer<typeof troquelComboSchema>;

/**
 * Combo of SPEC §3, as `GET /api/combo/disponible-con-troqueles` lists it.
 * `modoRequisito`: 0 all, 1 some, 2 reach quantity (`cantidadModo3` units); `modoPremio`: 0 all additional, 1 only one additional.
 */
export const comboSchema = z.object({
  id: z.number().int(),
  leyenda: z.string(),
  inicioVigencia: instante,
  finVigencia: instante,
  troqueles: z.array(troquelComboSchema),
  plazo: z.number().int(),
  plazoFijo: z.iso.date().nullable(),
  modoRequisito: z.number().int(),
  modoPremio: z.number().int(),
  cantidadModo3: z.number().int().nullable(),
});
export type Combo = z.infer<typeof comboSchema>;

/** A line to find the best condition for. */
export const lineaMejorOfertaSchema = z.object({
  troquel: troquelSchema,
  cantidad: z
    .number({ error: errorDeTipoCatalogo('La cantidad debe ser un número.') })
    .int('La cantidad debe ser un número entero.')
    .positive('La cantidad debe ser mayor que cero.'),
});
export type LineaMejorOferta = z.infer<typeof lineaMejorOfertaSchema>;

/** Body of `POST /api/Producto/mejor-oferta` and `mejor-oferta-combinado`. */
export const mejorOfertaBodySchema = z
  .array(lineaMejorOfertaSchema, { error: errorDeTipoCatalogo('Envíe una lista de líneas { troquel, cantidad }') })
  .min(1, 'Envíe al menos una línea.')
  .max(MAXIMO_TROQUELES_POR_LLAMADA, `Envíe como máximo ${MAXIMO_TROQUELES_POR_LLAMADA} líneas por llamada.`);
export type MejorOfertaBody = z.infer<typeof mejorOfertaBodySchema>;

/** Best condition of SPEC §3: the offer to order the line under (0 when none applies) and its quantity. */
export const mejorCondicionSchema = z.object({
  troquel: z.number().int(),
  ofertaId: z.number().int(),
  cantidad: z.number().int(),
});
export type MejorCondicion = z.infer<typeof mejorCondicionSchema>;
