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
  /** Milliseconds each banner stays on screen (system parameter 9); null when it is not set (the client's defaultBannerInterval). */
  duracionBanners: z.number().nullable(),
});
export type Banners = z.infer<typeof bannersSchema>;

/** File names of banner images: letters, digits, dot, dash and underscore only. */
export const nombreArchivoBannerParamsSchema = z.object({
  nombreArchivo: z
    .string()
    .regex(/^[\w.-]{1,120}$/, 'El nombre de archivo solo admite letras, números, punto, guion y guion bajo.')
    .refine((n) => !n.startsWith('.'), { error: 'El nombre de archivo no es válido.' }),
});

/** Search types an operator may give a new banner (SPEC §4). */
export const TIPOS_BUSQUEDA_BANNER = [0, 1, 2, 3, 4, 6] as const;

/** Image kinds a banner may be, by the file name's extension. */
export const MIME_IMAGEN_BANNER: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const textoOpcional = (campo: string, max: number) => z.string().trim().max(max, `${campo} es demasiado largo.`).nullable().optional();

/** `POST /operador/banner`: a new banner and its image (base64); parameter 11 limits the image's size. */
export const nuevoBannerSchema = z
  .object({
    nombreArchivo: nombreArchivoBannerParamsSchema.shape.nombreArchivo.refine((n) => Object.hasOwn(MIME_IMAGEN_BANNER, n.split('.').pop()!.toLowerCase()), {
      error: `La imagen debe ser ${Object.keys(MIME_IMAGEN_BANNER).join(', ')}.`,
    }),
    imagenBase64: z.string().min(1, 'La imagen es obligatoria.').regex(/^[A-Za-z0-9+/]*={0,2}$/, 'La imagen no está codificada en base64.'),
    linkExterno: textoOpcional('El link externo', 500).refine((u) => !u || /^https?:\/\//.test(u), { error: 'El link externo debe empezar con http:// o https://.' }),
    urlDestino: textoOpcional('La dirección de destino', 500),
    textoBusqueda: textoOpcional('El texto de búsqueda', 120),
    tipoBusqueda: z
      .number({ error: 'El tipo de búsqueda debe ser un número.' })
      .int()
      .refine((t) => (TIPOS_BUSQUEDA_BANNER as readonly number[]).includes(t), { error: `El tipo de búsqueda debe ser uno de: ${TIPOS_BUSQUEDA_BANNER.join(', ')}.` })
      .default(0),
    orden: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((b) => b.tipoBusqueda === 0 || Boolean(b.textoBusqueda), { error: 'Un banner de búsqueda necesita el texto de búsqueda.', path: ['textoBusqueda'] });
export type NuevoBannerBody = z.input<typeof nuevoBannerSchema>;
