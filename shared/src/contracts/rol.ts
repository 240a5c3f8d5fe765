import { z } from 'zod';
import { ROLES } from '../domain/index.js';

/** A role as `GET /api/Rol` and `GET /api/Rol/Asignables` list it. */
export const rolItemSchema = z.object({
  id: z.number().int(),
  nombre: z.enum(ROLES),
  asignable: z.boolean(),
});
export type RolItem = z.infer<typeof rolItemSchema>;
