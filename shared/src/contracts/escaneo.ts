import { z } from 'zod';
import { NIVELES_STOCK } from '../domain/stock.js';
import { resultadoActualizacionCarritoSchema } from './carrito.js';

/**
 * "Scan anywhere" (issue 17): a barcode scanner read on any page adds one unit of the product to the pharmacy's cart.
 * `POST /api/carritopersistente/Escanear` is the product's own call (not in SPEC §7).
 */
export const escaneoBodySchema = z
  .object({
    /** What the scanner typed: a troquel (7 digits), an EAN-8, an EAN-13 or the product's second barcode. */
    codigo: z.string({ error: 'Envíe el código leído.' }).regex(/^\d{7,14}$/, 'El código leído debe tener entre 7 y 14 dígitos.'),
  })
  .strict();
export type EscaneoBody = z.infer<typeof escaneoBodySchema>;

export const resultadoEscaneoSchema = z.object({
  troquel: z.number().int(),
  nombre: z.string(),
  /** What the pharmacy pays for one unit (SPEC §3 Price `valor`); null when the product has no price-list row. */
  valor: z.number().nullable(),
  stock: z.enum(NIVELES_STOCK).nullable(),
  /** The line's quantity before the scan, so that the user can undo it. */
  cantidadAnterior: z.number().int(),
  resultado: resultadoActualizacionCarritoSchema,
});
export type ResultadoEscaneo = z.infer<typeof resultadoEscaneoSchema>;
