import { z } from 'zod';

/**
 * Hub event `RecuperadorConStock` (issue 17, not in SPEC): products that were short and waited in the recoverer of
 * users of the pharmacy are in stock again. Documented in the API's README beside `ActualizarCarrito`.
 */
export const avisoRecuperadorSchema = z.object({
  productos: z.array(z.object({ troquel: z.number().int(), nombre: z.string(), cantidadARecuperar: z.number().int() })).min(1),
});
export type AvisoRecuperador = z.infer<typeof avisoRecuperadorSchema>;
