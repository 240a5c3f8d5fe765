import { z } from 'zod';

/** Body of every API error (SPEC §5: an API error has both `title` and `errors`). */
export const errorApiSchema = z.object({
  title: z.string(),
  status: z.number().int(),
  mensaje: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorApi = z.infer<typeof errorApiSchema>;

/** Operation result of SPEC §3. */
export const resultadoOperacionSchema = z.object({
  succeeded: z.boolean(),
  errors: z.array(z.object({ code: z.string(), description: z.string() })).optional(),
});
export type ResultadoOperacion = z.infer<typeof resultadoOperacionSchema>;
