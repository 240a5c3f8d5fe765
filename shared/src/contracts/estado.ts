import { z } from 'zod';

/** Order and return state of SPEC §4. */
export const estadoSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
});
export type Estado = z.infer<typeof estadoSchema>;
