import { z } from 'zod';

/** `POST /api/ParametrosGenerales`: body is the list of parameter ids (SPEC §9). */
export const idsParametrosSchema = z
  .array(z.number().int('Cada id de parámetro debe ser un número entero.').positive('Cada id de parámetro debe ser positivo.'))
  .min(1, 'Indique al menos un parámetro.')
  .max(200, 'Como máximo 200 parámetros por consulta.');

/** System parameter of SPEC §3; date values are day/month/year strings. */
export const parametroSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  valor: z.string(),
});
export type Parametro = z.infer<typeof parametroSchema>;
