import { z } from 'zod';
import { troquelSchema } from './producto.js';

const idOpcional = z.number({ error: 'Debe ser un número.' }).int('Debe ser un número entero.').min(0, 'No puede ser negativo.').default(0);

/** A line to check before confirming: `ofertaId` / `comboId` 0 when none. */
export const itemChequeoRestriccionSchema = z.object({
  troquel: troquelSchema,
  cantidad: z.number({ error: 'La cantidad debe ser un número.' }).int('La cantidad debe ser un número entero.').positive('La cantidad debe ser mayor que cero.'),
  ofertaId: idOpcional,
  comboId: idOpcional,
});
export type ItemChequeoRestriccion = z.infer<typeof itemChequeoRestriccionSchema>;

/** Body of `POST /api/pedido/ChequeadorRestriccionesProductoControllerChequear`. */
export const chequeoRestriccionesBodySchema = z.object({
  items: z.array(itemChequeoRestriccionSchema, { error: 'Envíe la lista de ítems a chequear.' }).max(1000, 'Envíe como máximo 1000 ítems.'),
});
export type ChequeoRestriccionesBody = z.infer<typeof chequeoRestriccionesBodySchema>;

/** Restriction check of SPEC §3 (codes: `ResultadoChequeo` and `MotivoRechazo` of the domain). */
export const chequeoRestriccionSchema = z.object({
  resultadoChequeo: z.number().int(),
  motivoRechazo: z.number().int(),
  troquel: z.number().int(),
  ofertaId: z.number().int(),
  comboId: z.number().int(),
  cantidadPedida: z.number().int(),
  cantidadAceptada: z.number().int(),
});
export type ChequeoRestriccion = z.infer<typeof chequeoRestriccionSchema>;
