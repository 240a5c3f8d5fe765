import { z } from 'zod';

/**
 * The suggested order (issue 17, not in SPEC §7): `GET /api/pedido/sugerido` answers the products the pharmacy is due
 * to order again, from its own history (shared/src/domain/sugerencia.ts), each with why. Nothing goes into the cart
 * until the user accepts a line (it then goes in marked `recomendado`, `ActualizarItemCarritoRecomendado`).
 */
export const sugerenciaPedidoSchema = z.object({
  troquel: z.number().int(),
  nombre: z.string(),
  cantidad: z.number().int().positive(),
  intervaloDias: z.number().int().nullable(),
  diasDesdeUltimo: z.number().int(),
  motivo: z.string(),
});
export type SugerenciaPedido = z.infer<typeof sugerenciaPedidoSchema>;

export const pedidoSugeridoSchema = z.object({ sugerencias: z.array(sugerenciaPedidoSchema) });
export type PedidoSugerido = z.infer<typeof pedidoSugeridoSchema>;
