import { z } from 'zod';
import { troquelSchema } from './producto.js';

const cantidadSchema = z
  .number({ error: 'La cantidad debe ser un número.' })
  .int('La cantidad debe ser un número entero.')
  .min(0, 'La cantidad no puede ser negativa.')
  .max(99_999, 'La cantidad no puede superar 99.999.');

/** A combo line the pharmacy wants: only those with a quantity over 0 count (SPEC §5). */
export const itemComboPedidoSchema = z.object({ troquel: troquelSchema, cantidad: cantidadSchema });
export type ItemComboPedido = z.infer<typeof itemComboPedidoSchema>;

/** Body of `POST /api/combo/validar` and of `POST /api/carritopersistente/AgregarCombo`. */
export const validarComboBodySchema = z.object({
  comboId: z.number({ error: 'El combo debe ser un número.' }).int('El combo debe ser un número entero.').positive('El combo debe ser positivo.'),
  items: z.array(itemComboPedidoSchema, { error: 'Envíe la lista de ítems del combo.' }).max(200, 'Envíe como máximo 200 ítems.'),
});
export type ValidarComboBody = z.infer<typeof validarComboBodySchema>;

/** One observation: its code (see `ObservacionCombo` in the domain), the troquel it is about (0: the whole combo) and its text. */
export const observacionComboSchema = z.object({
  troquel: z.number().int(),
  observacion: z.number().int(),
  mensaje: z.string(),
});
export type ObservacionComboValidada = z.infer<typeof observacionComboSchema>;

/** Combo validation result of SPEC §3: how many times the combo is ordered, and what is wrong (empty: valid). */
export const resultadoValidacionComboSchema = z.object({
  multiplo: z.number().int(),
  observaciones: z.array(observacionComboSchema),
});
export type ResultadoValidacionCombo = z.infer<typeof resultadoValidacionComboSchema>;
