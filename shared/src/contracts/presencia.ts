import { z } from 'zod';

/**
 * Presence in the shared cart, carried on the real-time hub beside `ActualizarCarrito` (issue 17): which colleagues of
 * the pharmacy have the cart open and which line each is editing. Not in SPEC §7 ("the product's own hub methods
 * beyond the two server events are not shown"); documented in the API's README.
 */

/** Hub method `ActualizarPresencia` (client → server): what this connection is doing with the cart now. */
export const estadoPresenciaSchema = z
  .object({
    viendoCarrito: z.boolean(),
    /** The line whose quantity field has the focus; null when none. */
    editandoTroquel: z.number().int().positive().max(2_147_483_647).nullable(),
  })
  .strict();
export type EstadoPresencia = z.infer<typeof estadoPresenciaSchema>;

/** Hub event `PresenciaCarrito` (server → the pharmacy's other connections). */
export const avisoPresenciaSchema = z.object({
  connectionId: z.string().min(1),
  userId: z.string(),
  nombre: z.string(),
  viendoCarrito: z.boolean(),
  editandoTroquel: z.number().int().nullable(),
  /** First word of this connection: whoever has the cart open answers with its own state, so the newcomer learns it. */
  nuevo: z.boolean(),
  /** The connection ended (closed or lost): forget it at once. */
  salio: z.boolean(),
});
export type AvisoPresencia = z.infer<typeof avisoPresenciaSchema>;

/**
 * A presence not repeated within this time is forgotten: clients repeat theirs every PRESENCIA_REPETIR_MS while the
 * cart is open, which also covers a process that died without saying its connections left.
 */
export const PRESENCIA_REPETIR_MS = 30_000;
export const PRESENCIA_VIGENCIA_MS = 75_000;
