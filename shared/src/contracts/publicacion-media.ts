import { z } from 'zod';

/** Media item of SPEC §3 (`StarhopperF8/ultimas/{n}`): a name ending in mp4 is a video. */
export const publicacionMediaSchema = z.object({
  id: z.number().int(),
  mediaUrlFilename: z.string(),
  texto: z.string().nullable(),
  fecha: z.iso.datetime(),
});
export type PublicacionMedia = z.infer<typeof publicacionMediaSchema>;

/** Most posts one call answers. */
export const MAX_PUBLICACIONES = 50;

export const ultimasPublicacionesParamsSchema = z.object({
  n: z
    .string()
    .regex(/^\d{1,3}$/, 'La cantidad de publicaciones debe ser un número entero.')
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PUBLICACIONES, `La cantidad de publicaciones debe estar entre 1 y ${MAX_PUBLICACIONES}.`),
});
