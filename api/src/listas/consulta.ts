import { z } from 'zod';

export const TAMANIO_PAGINA = 25;
/** More rows than this in one page are cut: a caller that wants everything pages through it. */
export const TAMANIO_PAGINA_MAXIMO = 500;

/** Query string (or body) of every list call of SPEC §7: `filters`, `sorts`, `page` (from 1) and `pageSize`. */
export const consultaListaSchema = z.object({
  filters: z.string().max(4000).optional(),
  sorts: z.string().max(500).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(TAMANIO_PAGINA)
    .transform((n) => Math.min(n, TAMANIO_PAGINA_MAXIMO)),
});

export type ConsultaLista = z.output<typeof consultaListaSchema>;
