import { z } from 'zod';

/** News of SPEC §3; `GET /api/novedad/{id}` answers 204 when there is none. */
export const novedadSchema = z.object({
  id: z.number().int(),
  noticia: z.string(),
  fechaPublicacion: z.iso.datetime(),
});
export type Novedad = z.infer<typeof novedadSchema>;

/** A user's read mark of a news item: when it was last read, null if never. */
export const lecturaNovedadSchema = z.object({
  novedadId: z.number().int(),
  leidaEn: z.iso.datetime().nullable(),
});
export type LecturaNovedad = z.infer<typeof lecturaNovedadSchema>;

export const novedadIdParamsSchema = z.object({
  novedadId: z
    .string()
    .regex(/^\d{1,9}$/, 'La novedad debe ser un número entero positivo.')
    .transform(Number),
});
