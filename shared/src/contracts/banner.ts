import { z } from 'zod';

/** Banner of SPEC §3. `tipoBusqueda` (SPEC §4): 0 none, 1–3 text, 4 offer, 6 category. */
export const bannerSchema = z.object({
  id: z.number().int(),
  linkExterno: z.string().nullable(),
  nombreArchivo: z.string(),
  textoBusqueda: z.string().nullable(),
  tipoBusqueda: z.number().int(),
  urlDestino: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersSchema = z.object({
  banners: z.array(bannerSchema),
  /** The banner shown after every other one, if any. */
  bannerIntercalado: bannerSchema.nullable(),
  /** Milliseconds each banner stays on screen (system parameter 9). */
  duracionBanners: z.number(),
});
export type Banners = z.infer<typeof bannersSchema>;

/** File names of banner images: letters, digits, dot, dash and underscore only. */
export const nombreArchivoBannerParamsSchema = z.object({
  nombreArchivo: z
    .string()
    .regex(/^[\w.-]{1,120}$/, 'El nombre de archivo solo admite letras, números, punto, guion y guion bajo.')
    .refine((n) => !n.startsWith('.'), { error: 'El nombre de archivo no es válido.' }),
});
