import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { UsuarioToken } from '../auth/tipos.js';
import { ErrorHttp, noAutenticado, prohibido, solicitudInvalida } from '../errores.js';
import type { Conexion } from './conexion.js';
import type { RegistroConexiones } from './registro.js';

/** Browsers cannot set headers on WebSockets and event streams, so the token may also come as `access_token` in the query. */
export function tokenDeSolicitud(headers: IncomingHttpHeaders, query: URLSearchParams): string | null {
  const autorizacion = headers.authorization;
  if (autorizacion && /^bearer\s+/i.test(autorizacion)) return autorizacion.replace(/^bearer\s+/i, '').trim() || null;
  return query.get('access_token') || null;
}

export async function usuarioDeSolicitud(
  app: FastifyInstance,
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
): Promise<UsuarioToken> {
  const token = tokenDeSolicitud(headers, query);
  if (!token) throw noAutenticado();
  return app.verificarToken(token);
}

/** The connection named by `id`, which must belong to the caller (rules of TransportProtocols.md). */
export function conexionDeSolicitud(registro: RegistroConexiones, query: URLSearchParams, usuario: UsuarioToken): Conexion {
  const id = query.get('id');
  if (!id) throw solicitudInvalida('Falta el identificador de la conexión (parámetro id).');
  const conexion = registro.buscar(id);
  if (!conexion) throw new ErrorHttp(404, 'La conexión no existe o ya terminó. Vuelva a conectarse.');
  if (conexion.usuario.sub !== usuario.sub) throw prohibido('La conexión pertenece a otro usuario.');
  return conexion;
}

export const consultaDe = (url: string) => new URL(url, 'http://hub').searchParams;
