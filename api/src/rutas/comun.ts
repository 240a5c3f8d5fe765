import type { FastifyRequest } from 'fastify';
import { errorApiSchema } from '@portal/shared/contracts';
import type { UsuarioToken } from '../auth/tipos.js';
import { noAutenticado } from '../errores.js';

/** Error answers every route may give; the error handler writes them. */
export const respuestasError = {
  400: errorApiSchema,
  401: errorApiSchema,
  403: errorApiSchema,
  404: errorApiSchema,
} as const;

/** The caller of a route that needs a session (the authorisation layer already refused anonymous calls). */
export function usuarioActual(req: FastifyRequest): UsuarioToken {
  if (!req.usuario) throw noAutenticado();
  return req.usuario;
}
