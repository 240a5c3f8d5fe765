import { z } from 'zod';

/**
 * Promised delivery per cart line (issue 17): the pharmacy's next delivery rounds and how much of each line the stock
 * covers now. `GET /api/carritopersistente/Entregas` is the product's own call (not in SPEC §7); the promise itself is
 * computed in the page with the ticking server clock (`promesaEntrega`), so it moves to the next round the second a
 * round closes.
 */
export const rondaEntregaSchema = z.object({
  /** A shift of the pharmacy, or the distributor's second round of the day (parameters 3, 4, 6 and 7). */
  tipo: z.enum(['turno', 'segundo-reparto']),
  turnoId: z.number().int().nullable(),
  /** The shift's own words (`obs`), e.g. 'Sábado: entrega antes de las 14 h'. */
  descripcion: z.string(),
  /** When the round stops taking orders (ISO instant). */
  cierre: z.iso.datetime({ offset: true }),
});
export type RondaEntrega = z.infer<typeof rondaEntregaSchema>;

export const coberturaLineaSchema = z.object({
  troquel: z.number().int(),
  /** Units of the product in the cart (loose and in combos). */
  cantidad: z.number().int(),
  /** Of them, the units the distributor's stock covers now; the rest would go to the recoverer. */
  cubierta: z.number().int(),
});
export type CoberturaLinea = z.infer<typeof coberturaLineaSchema>;

export const entregasCarritoSchema = z.object({
  /** Upcoming closings, soonest first: at least the next two of every round, so a closing that passes has a successor. */
  rondas: z.array(rondaEntregaSchema),
  lineas: z.array(coberturaLineaSchema),
});
export type EntregasCarrito = z.infer<typeof entregasCarritoSchema>;
