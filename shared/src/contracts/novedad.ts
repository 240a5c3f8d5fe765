import { z } from 'zod';

/** News of SPEC §3; `GET /api/novedad/{id}` answers 204 when there is none. */
export const novedadSchema = z.object({
  id: z.number().int(),
  noticia: z.string(),
  fechaPublicacion: z.iso.datetime(),
});
export type Novedad = z.infer<typeof novedadSchema>;
