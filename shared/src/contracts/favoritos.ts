import { z } from 'zod';

/** Favourite of SPEC §3: a product a user keeps at hand. */
export const favoritoSchema = z.object({
  troquel: z.number().int(),
  userId: z.string(),
  fechaAlta: z.iso.datetime({ offset: true }),
  fechaUltimoPedido: z.iso.datetime({ offset: true }).nullable(),
});
export type Favorito = z.infer<typeof favoritoSchema>;

/** Recoverer item of SPEC §3: units a user ordered that were not delivered; `fechaPedido` is a day `YYYY-MM-DD`. */
export const itemRecuperadorSchema = z.object({
  troquel: z.number().int(),
  userId: z.string(),
  fechaPedido: z.iso.date(),
  cantidadARecuperar: z.number().int(),
  /** The product has stock again (issue 17): it can be ordered for the next round. Not in SPEC §3, hence optional. */
  conStock: z.boolean().optional(),
});
export type ItemRecuperador = z.infer<typeof itemRecuperadorSchema>;

/** A recoverer item that waited longer than parameter 1140's days and left the recoverer (issue 17), with when it left. */
export const itemRecuperadorVencidoSchema = z.object({
  troquel: z.number().int(),
  fechaPedido: z.iso.date(),
  cantidadARecuperar: z.number().int(),
  fechaVencimiento: z.iso.datetime({ offset: true }),
});
export type ItemRecuperadorVencido = z.infer<typeof itemRecuperadorVencidoSchema>;

/** `GET /api/recuperador/Vencidos`: how many days an item waits, and what left the user's recoverer lately. */
export const vencidosRecuperadorSchema = z.object({
  diasVencimiento: z.number().int(),
  /** Days of record listed (the most recent first). */
  diasRegistro: z.number().int(),
  items: z.array(itemRecuperadorVencidoSchema),
});
export type VencidosRecuperador = z.infer<typeof vencidosRecuperadorSchema>;

/** The troquel in the favourite and recoverer item routes (`AgregarItemFavoritos/{id}`, `BorrarItemRecuperador/{id}`…). */
export const troquelItemParamsSchema = z.object({
  id: z.coerce.number({ error: 'El troquel debe ser un número.' }).int('El troquel debe ser un número entero.').positive('El troquel debe ser positivo.'),
});
