import type { z } from 'zod';
// A named import from the side-effect-free locales entry lets the bundler drop every other language.
import { es } from 'zod/locales';

/** Parse option that makes zod's issue messages Spanish. */
export const enEspanol = { error: es().localeError };

/** One line listing each problem as `field.path: message`. */
export const describirProblemas = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || '(raíz)'}: ${issue.message}`).join('; ');
