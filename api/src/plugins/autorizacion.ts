import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Permiso } from '../auth/tipos.js';
import { tieneRol } from '../auth/roles.js';
import { asegurarFarmacia, asegurarGrupo } from '../plataforma/farmacia/index.js';
import { ErrorHttp, noAutenticado, prohibido, solicitudInvalida } from '../errores.js';

/** A route under `/api` with the rule it declared, as recorded when it was registered. */
export interface RutaProtegida {
  method: HTTPMethods;
  url: string;
  permiso: Permiso;
}

/** Served by @fastify/swagger-ui and public by nature: the API's own description. */
export const PREFIJO_DOCUMENTACION = '/api/docs';

const registros = new WeakMap<FastifyInstance, RutaProtegida[]>();

/** Every `/api` route of the app with its `permiso`, so a test can walk them all. */
export function rutasProtegidas(app: FastifyInstance): readonly RutaProtegida[] {
  return registros.get(app) ?? [];
}

const enPrefijo = (url: string, prefijo: string) => {
  const u = url.toLowerCase();
  return u === prefijo || u.startsWith(`${prefijo}/`);
};

export const esRutaApi = (url: string) => enPrefijo(url, '/api') && !enPrefijo(url, PREFIJO_DOCUMENTACION);

/** A wrong or missing rule is a programming error: it stops the app at start-up rather than leaving a route open. */
function validarPermiso(method: string, url: string, permiso: Permiso | undefined): asserts permiso is Permiso {
  const ruta = `${method} ${url}`;
  if (!permiso) {
    throw new Error(`La ruta ${ruta} no declara config.permiso: toda ruta bajo /api debe decir qué rol y qué alcance exige.`);
  }
  if ('publico' in permiso) return;
  const alcance = permiso.alcance;
  if ((alcance.tipo === 'farmacia' || alcance.tipo === 'grupo') && !new RegExp(`/:${alcance.param}(?![\\w-])`).test(url)) {
    throw new Error(`La ruta ${ruta} declara el alcance ${alcance.tipo} sobre el parámetro "${alcance.param}", que no está en su URL.`);
  }
}

function idDeRuta(request: FastifyRequest, param: string): number {
  const valor = (request.params as Record<string, string | undefined>)[param];
  const id = Number(valor);
  if (!valor || !/^\d+$/.test(valor) || !Number.isSafeInteger(id)) {
    // The value is the caller's and is never echoed (issue 10, defect 5); the parameter's name is ours.
    throw solicitudInvalida(`El identificador ${param} de la ruta no es válido.`, { [param]: ['Debe ser un número entero positivo.'] });
  }
  return id;
}

async function exigirPermiso(app: FastifyInstance, request: FastifyRequest, permiso: Permiso): Promise<void> {
  if ('publico' in permiso) return;
  const usuario = request.usuario;
  if (!usuario) throw noAutenticado();
  if (permiso.rol !== null && !tieneRol(usuario, permiso.rol)) throw prohibido();
  const alcance = permiso.alcance;
  if (alcance.tipo === 'farmacia') await asegurarFarmacia(app, usuario, idDeRuta(request, alcance.param));
  else if (alcance.tipo === 'grupo') asegurarGrupo(usuario, idDeRuta(request, alcance.param));
}

const LIMITE_EXCEDIDO = 'Demasiados intentos. Espere un momento y vuelva a intentar.';

/**
 * Every `/api` route declares `config.permiso` (checked when it is registered) and every request to it is held to
 * that rule after authentication: the role, then the pharmacy or group in the URL against the token's.
 * The hook runs at preParsing, after every onRequest hook (authentication, maintenance) and before the body is read,
 * so a caller without access learns nothing from the body's validation.
 */
export default fp(
  async (app) => {
    const rutas: RutaProtegida[] = [];
    registros.set(app, rutas);

    app.addHook('onRoute', (opciones) => {
      if (!esRutaApi(opciones.url)) return;
      const metodos = Array.isArray(opciones.method) ? opciones.method : [opciones.method];
      const permiso = opciones.config?.permiso;
      validarPermiso(metodos.join(','), opciones.url, permiso);
      for (const method of metodos) {
        // fastify adds a HEAD twin to each GET, with the same config.
        if (method !== 'HEAD') rutas.push({ method, url: opciones.url, permiso });
      }
    });

    app.addHook('preParsing', async (request, _reply, payload) => {
      const permiso = request.routeOptions.config.permiso;
      if (permiso) await exigirPermiso(app, request, permiso);
      return payload;
    });

    // Opt-in limits (the IdP's login sets its own); shared between processes through Redis when there is one.
    const redis = app.configApi.redisUrl
      ? new Redis(app.configApi.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : null;
    if (redis) {
      // Without a listener, each failed reconnect would be printed as an unhandled error; the limits skip Redis meanwhile.
      redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'Redis (límites de solicitudes)'));
      await redis.connect().catch((err: unknown) => app.log.warn({ err }, 'límite de solicitudes sin Redis'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'portal:limite:' } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, contexto) =>
        new ErrorHttp(contexto.statusCode, contexto.statusCode === 429 ? LIMITE_EXCEDIDO : prohibido().message),
    });
  },
  { name: 'autorizacion', dependencies: ['errores'] },
);
