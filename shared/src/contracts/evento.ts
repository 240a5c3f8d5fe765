import { z } from 'zod';

/** Event of SPEC §3; `fecha` and `duracion` are display strings. */
export const eventoSchema = z.object({
  eventoId: z.number().int(),
  nombre: z.string(),
  fecha: z.string(),
  maxInscriptosPorSocio: z.number().int(),
  direccion: z.string(),
  duracion: z.string(),
  almuerzo: z.boolean(),
  observaciones: z.string().nullable(),
});
export type Evento = z.infer<typeof eventoSchema>;

/** Attendee of SPEC §3. */
export const inscriptoSchema = z.object({
  inscriptoId: z.number().int(),
  dni: z.string(),
  nombre: z.string(),
  telefono: z.string(),
  email: z.string(),
});
export type Inscripto = z.infer<typeof inscriptoSchema>;

const texto = (campo: string, max: number) =>
  z
    .string({ error: `${campo} es obligatorio.` })
    .trim()
    // An empty field says only that it is missing, not also that it is malformed.
    .min(1, { error: `${campo} es obligatorio.`, abort: true })
    .max(max, `${campo} admite como máximo ${max} caracteres.`);

/** Body of `POST /api/evento/agregar-editar-inscripto`: without `inscriptoId` (or 0) it adds, with one it edits. */
export const inscriptoBodySchema = z.object({
  eventoId: z.number({ error: 'El evento es obligatorio.' }).int('El evento no es válido.').positive('El evento no es válido.'),
  inscriptoId: z.number().int('El inscripto no es válido.').nonnegative('El inscripto no es válido.').optional(),
  dni: z
    .string({ error: 'El DNI es obligatorio.' })
    .trim()
    .min(1, { error: 'El DNI es obligatorio.', abort: true })
    .regex(/^\d{7,8}$/, 'El DNI debe tener 7 u 8 dígitos, sin puntos.'),
  nombre: texto('El nombre', 120),
  telefono: texto('El teléfono', 40).regex(/^[\d\s()+-]{6,}$/, 'El teléfono solo admite números, espacios, paréntesis, + y guiones.'),
  email: texto('El email', 120).pipe(z.email('El email no es válido.')),
});
export type InscriptoBody = z.infer<typeof inscriptoBodySchema>;

const idEnRuta = (campo: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${campo} debe ser un número entero positivo.`)
    .transform(Number)
    .refine((n) => n > 0, `${campo} debe ser un número entero positivo.`);

export const eventoIdParamsSchema = z.object({ eventoId: idEnRuta('El evento') });
export const inscriptoIdParamsSchema = z.object({ inscriptoId: idEnRuta('El inscripto') });
