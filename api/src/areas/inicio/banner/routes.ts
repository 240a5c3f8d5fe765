import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerSchema, bannersSchema, nombreArchivoBannerParamsSchema, nuevoBannerSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { noEncontrado } from '../../../errores.js';
import { enviarArchivo } from '../../../plataforma/archivo/index.js';
import { respuestasError } from '../../../rutas/comun.js';
import { agregarBanner, imagenBanner, leerBanners } from './service.js';

/** Banner images change only with a new file name in practice; a day of browser cache spares the home page. */
const CACHE_IMAGEN = 'public, max-age=86400';

const rutasBanner: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banner',
    {
      config: { permiso: PERMISOS.sesion },
      schema: { tags: ['Inicio'], summary: 'Banners de la página de inicio', response: { 200: bannersSchema, ...respuestasError } },
    },
    async () => leerBanners(app.db),
  );

  // Public: the browser loads these with <img>, which sends no bearer token. Only banner files are served.
  app.get(
    '/banner/imagen/:nombreArchivo',
    {
      config: { permiso: PERMISOS.publico },
      schema: {
        tags: ['Inicio'],
        summary: 'Imagen de un banner',
        params: nombreArchivoBannerParamsSchema,
        response: { 200: z.any().describe('Contenido de la imagen'), 304: z.null().describe('Sin cambios'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const imagen = await imagenBanner(app.db, req.params.nombreArchivo);
      if (!imagen) throw noEncontrado('No se encontró la imagen del banner.');
      return enviarArchivo(req, reply, imagen, { cache: CACHE_IMAGEN });
    },
  );
};

/**
 * The distributor's operator adds banners (`POST /operador/banner`), authenticated like the maintenance switch by the
 * `X-Operador-Token` header: banners are the distributor's, not any pharmacy user's. Outside `/api`, as the other
 * operator routes.
 */
export const rutasOperadorBanner: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operador/banner',
    {
      onRequest: app.exigirOperador,
      // Parameter 11 decides the image's size; the body only has to fit a base64 image of a few MB.
      bodyLimit: 8 * 1024 * 1024,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { hide: true, body: nuevoBannerSchema, response: { 201: bannerSchema } },
    },
    async (req, reply) => reply.code(201).send(await agregarBanner(app.db, req.body)),
  );
};

export default rutasBanner;
