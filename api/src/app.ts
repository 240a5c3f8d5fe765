import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import './tipos-fastify.js';
import { leerConfig, type ConfigApi } from './config.js';
import { abrirBaseDatos, type BaseDatos } from './db/client.js';
import { prepararBaseDatos } from './db/arranque.js';
import errores, { errorDeCliente, erroresDelMarco } from './plugins/errores.js';
import metricas, { rutaOperadorMetricas } from './plugins/metricas.js';
import validacion from './plugins/validacion.js';
import proxies, { confianzaEnProxies } from './plugins/proxies.js';
import politicaContenido from './plugins/politica-contenido.js';
import documentacion from './plugins/documentacion.js';
import salud from './plugins/salud.js';
import autenticacion from './plugins/autenticacion.js';
import autorizacion from './plugins/autorizacion.js';
import mantenimiento from './plugins/mantenimiento.js';
import idp from './idp/index.js';
import hub from './hub/index.js';
import modulos from './areas/index.js';
import { cuentasUsuarios } from './areas/usuarios/index.js';
import { rutasOperadorBanner } from './areas/inicio/index.js';
import { rutaOperadorReposicion } from './jobs/reposicion-operador.js';
import jobs from './plugins/jobs.js';
import sitio from './plugins/sitio.js';

export interface OpcionesApp {
  config?: Partial<ConfigApi>;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  baseDatos?: BaseDatos;
  logger?: boolean;
  /** A logger of the caller's (tests keep the error entries of every suite, to find an error behind a 2xx). */
  registro?: FastifyBaseLogger;
}

/**
 * Query-string values that must never reach the logs: SignalR sends the access token in the query, and on the hub's
 * paths `id` is the connection's secret token.
 */
const sinSecretos = (url: string) => {
  const secretos = /^\/carritousuariohub/i.test(url) ? 'access_token|id_token|code|id' : 'access_token|id_token|code';
  return url.replace(new RegExp(`([?&](?:${secretos})=)[^&]*`, 'gi'), '$1[oculto]');
};

/** The plugin tree: external plugins, then ours, then the routes (fastify/demo's order). */
export async function buildApp(opciones: OpcionesApp = {}): Promise<FastifyInstance> {
  const config: ConfigApi = { ...leerConfig(), ...opciones.config };
  const app = Fastify({
    ...(opciones.registro
      ? { loggerInstance: opciones.registro }
      : {
          logger:
            opciones.logger === false
              ? false
              : {
                  level: config.logLevel,
                  serializers: {
                    req: (req: FastifyRequest) => ({ method: req.method, url: sinSecretos(req.url), remoteAddress: req.ip }),
                  },
                },
        }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: confianzaEnProxies(config.trustedProxies),
    frameworkErrors: erroresDelMarco,
    clientErrorHandler: errorDeCliente,
    // Keep-alive sockets that never sent a request would hold `close()` until the headers timeout (~70 s).
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();

  const baseDatos = opciones.baseDatos ?? (await abrirBaseDatos(config));
  if (!opciones.baseDatos) {
    // The seed is loaded only here, when the database is opened by the app (db/ never imports it).
    const sembrada = await prepararBaseDatos(baseDatos, async (db) => (await import('./seed/index.js')).sembrarSiVacia(db, config.seedScale));
    if (sembrada) app.log.info({ escala: config.seedScale }, 'base de datos sembrada');
    app.addHook('onClose', () => baseDatos.cerrar());
  }
  app.decorate('configApi', config);
  app.decorate('baseDatos', baseDatos);
  app.decorate('db', baseDatos.db);

  await app.register(helmet, {
    // Each kind of page has its own policy (plugins/politica-contenido.ts); helmet's one-size default would not fit.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(errores);
  // Before the hub and the jobs, which report to it.
  await app.register(metricas);
  await app.register(proxies);
  await app.register(validacion);
  await app.register(politicaContenido);
  await app.register(documentacion);
  await app.register(salud);
  // Identity sits below the areas: the users area hands it the accounts it owns.
  await app.register(autenticacion, { cuentas: cuentasUsuarios });
  await app.register(autorizacion);
  await app.register(mantenimiento);
  await app.register(idp, { cuentas: cuentasUsuarios });
  await app.register(hub);
  await app.register(modulos, { prefix: '/api' });
  await app.register(rutasOperadorBanner);
  await app.register(rutaOperadorReposicion);
  await app.register(rutaOperadorMetricas);
  await app.register(jobs);
  await app.register(sitio);
  return app;
}
