import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Permiso, UsuarioToken } from '../auth/tipos.js';
import { respuestasError, usuarioActual } from './comun.js';

/**
 * `GET url` of one resource the caller may see (an order, its lines, a control): the path's parameters checked by
 * `params`, the answer by `respuesta`; `leer` gets the verified caller, so the scope check stays in the service.
 */
export function rutaDeRecurso<P extends z.ZodObject, R extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  opciones: { tags: string[]; summary: string; permiso: Permiso; params: P; respuesta: R },
  leer: (usuario: UsuarioToken, params: z.infer<P>) => Promise<z.infer<R>>,
): void {
  const { tags, summary, permiso, params, respuesta } = opciones;
  // The answer's type is checked by `leer`'s signature; the route's serializer checks it against `respuesta` at run time.
  app.get(url, { config: { permiso }, schema: { tags, summary, params, response: { 200: respuesta, ...respuestasError } } }, async (req) =>
    leer(usuarioActual(req), req.params as z.infer<P>),
  );
}
