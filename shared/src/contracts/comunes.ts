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

/**
 * A whole number above zero in a JSON body: a number, never text that looks like one ("2" is a malformed field like any
 * other: issue 27). `campo` names the field with its article, as the message starts: 'La cantidad', 'El troquel'; the
 * messages need no agreement with it ("mayor que cero", not "positivo/positiva").
 */
export const enteroPositivo = (campo: string) =>
  z.number({ error: `${campo} debe ser un número.` }).int(`${campo} debe ser un número entero.`).positive(`${campo} debe ser mayor que cero.`);

/** The same in a path or a query string, where every value arrives as text: read as a number there. */
export const enteroPositivoEnRuta = (campo: string) =>
  z.coerce.number({ error: `${campo} debe ser un número.` }).int(`${campo} debe ser un número entero.`).positive(`${campo} debe ser mayor que cero.`);
