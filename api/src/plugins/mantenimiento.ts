import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorHttp, noAutenticado, solicitudInvalida } from '../errores.js';
import { crearMantenimiento, type Mantenimiento } from '../maintenance/estado.js';
import { describirSeccion, esSeccionMantenible, mensajeCambio, NOMBRES_SECCION, SITIO } from '../maintenance/secciones.js';
import { archivoToken, CABECERA_TOKEN, guardarToken, mismoToken, tokenAleatorio } from '../maintenance/token.js';
import { esRutaApi } from './autorizacion.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's view of the maintenance state (section 0: the whole site). */
    mantenimiento: Mantenimiento;
    /** onRequest hook of every operator route (`/operador/…`): a 401 unless `X-Operador-Token` (or a bearer) is the operator's. */
    exigirOperador: (request: FastifyRequest) => Promise<void>;
  }
}

export const RUTA_OPERADOR = '/operador/mantenimiento';

const MENSAJE_SITIO = 'El sistema se encuentra en mantenimiento. En unos minutos se va a re-establecer.';
const mensajeSeccion = (seccion: number) =>
  `La sección ${NOMBRES_SECCION[seccion] ?? seccion} se encuentra en mantenimiento. En unos minutos se va a re-establecer.`;

const SECCIONES_VALIDAS = `0 (todo el sitio), ${Object.entries(NOMBRES_SECCION)
  .map(([n, nombre]) => `${n} (${nombre})`)
  .join(', ')}`;

const cambioSchema = z.object({
  activo: z.boolean(),
  seccion: z.number().int().default(SITIO),
});

const estadoSchema = z.object({ sitio: z.boolean(), secciones: z.array(z.number().int()) });

function seccionDe(request: FastifyRequest): number | undefined {
  const permiso = request.routeOptions.config.permiso;
  return permiso && 'seccion' in permiso ? permiso.seccion : undefined;
}

/** Pushes the site's state to every open page, when the hub is part of this app. */
async function avisarPorHub(app: FastifyInstance, activo: boolean): Promise<void> {
  if (!app.hasDecorator('hub')) return;
  await app.hub.enviarATodos('SetMantenimiento', [activo]).catch((err: unknown) => app.log.warn({ err }, 'no se pudo avisar el mantenimiento por el hub'));
}

/**
 * Site maintenance answers 503 on every `/api` route; a section's maintenance answers 520 on the routes of that
 * section (`permiso.seccion`). The operator switches it through `POST /operador/mantenimiento` (see maintenance/cli.ts),
 * authenticated by the `X-Operador-Token` header: OPERATOR_TOKEN, or the random token a local API writes to
 * `.data/operador.token`.
 */
export default fp(
  async (app) => {
    const mantenimiento = await crearMantenimiento({ db: app.db, redisUrl: app.configApi.redisUrl, log: app.log });
    app.decorate('mantenimiento', mantenimiento);
    app.addHook('onClose', () => mantenimiento.cerrar());

    app.addHook('onRequest', async (request) => {
      if (!esRutaApi(request.url.split('?')[0]!)) return;
      if (mantenimiento.activo(SITIO)) throw new ErrorHttp(503, MENSAJE_SITIO);
      const seccion = seccionDe(request);
      if (seccion !== undefined && seccion !== SITIO && mantenimiento.activo(seccion)) throw new ErrorHttp(520, mensajeSeccion(seccion));
    });

    const tokenConfigurado = process.env.OPERATOR_TOKEN?.trim();
    const token = tokenConfigurado || tokenAleatorio();
    if (!tokenConfigurado) {
      // Only the process on the configured port owns the file: test apps on random ports must not replace it.
      app.addHook('onListen', (listo) => {
        const direccion = app.server.address();
        try {
          if (typeof direccion === 'object' && direccion?.port === app.configApi.port) guardarToken(archivoToken(app.configApi.apiRoot), token);
          listo();
        } catch (err) {
          listo(err as Error);
        }
      });
    }

    const exigirOperador = async (request: FastifyRequest) => {
      // Or as a bearer, the way Prometheus sends credentials (plugins/metricas.ts).
      const recibido = request.headers[CABECERA_TOKEN] ?? /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (typeof recibido !== 'string' || !mismoToken(token, recibido)) throw noAutenticado('Token de operador inválido.');
    };
    app.decorate('exigirOperador', exigirOperador);

    const operador = app.withTypeProvider<ZodTypeProvider>();
    const opcionesRuta = {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      onRequest: exigirOperador,
    };

    operador.get(RUTA_OPERADOR, { ...opcionesRuta, schema: { hide: true, response: { 200: estadoSchema } } }, async () => mantenimiento.estado());

    operador.post(
      RUTA_OPERADOR,
      {
        ...opcionesRuta,
        schema: { hide: true, body: cambioSchema, response: { 200: z.object({ mensaje: z.string(), estado: estadoSchema }) } },
      },
      async (request) => {
        const { activo, seccion } = request.body;
        if (!esSeccionMantenible(seccion)) {
          throw solicitudInvalida(`La sección ${seccion} no existe. Secciones: ${SECCIONES_VALIDAS}.`, {
            seccion: [`${describirSeccion(seccion)} no es una sección del sistema.`],
          });
        }
        await mantenimiento.cambiar(seccion, activo);
        request.log.info({ seccion, activo }, 'cambio de mantenimiento');
        if (seccion === SITIO) await avisarPorHub(app, activo);
        return { mensaje: mensajeCambio(seccion, activo), estado: mantenimiento.estado() };
      },
    );
  },
  { name: 'mantenimiento', dependencies: ['errores', 'autorizacion'] },
);
