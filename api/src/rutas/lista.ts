import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permiso } from '../auth/tipos.js';
import { consultaListaSchema, responderLista, type ConsultaLista } from '../listas/index.js';
import { respuestasError, usuarioActual } from './comun.js';

/**
 * A list the SPEC calls with POST (filters, sorts, page and pageSize in the body) that the shared list-query client
 * reads with GET (the same in the query string): both answer one page with the total in `X-Total-Count`.
 */
export function rutaListaGetYPost<T extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  opciones: { summary: string; tags: string[]; permiso: Permiso; item: T },
  listar: (farmaciaId: number, consulta: ConsultaLista) => Promise<{ items: z.infer<T>[]; total: number }>,
): void {
  const { summary, permiso, item } = opciones;
  const respuesta = { 200: z.array(item), ...respuestasError };
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.get(url, { config: { permiso }, schema: { tags: opciones.tags, summary, querystring: consultaListaSchema, response: respuesta } }, async (req, reply) =>
    responderLista(reply, await listar(usuarioActual(req).farmaciaId, req.query)),
  );
  zapp.post(
    url,
    { config: { permiso }, schema: { tags: opciones.tags, summary, body: consultaListaSchema.optional(), response: respuesta } },
    async (req, reply) => responderLista(reply, await listar(usuarioActual(req).farmaciaId, req.body ?? consultaListaSchema.parse({}))),
  );
}

