import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannersSchema, nombreArchivoBannerParamsSchema } from '@portal/shared/contracts';
import { noEncontrado } from '../../errores.js';
import { respuestasError } from '../comun.js';
import { imagenBanner, leerBanners } from './service.js';

/** Banner images change only with a new file name in practice; a day of browser cache spares the home page. */
const CACHE_IMAGEN = 'public, max-age=86400';

const rutasBanner: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banner',
    {
      config: { permiso: { rol: null, alcance: { tipo: 'propio' } } },
      schema: { tags: ['Inicio'], summary: 'Banners de la página de inicio', response: { 200: bannersSchema, ...respuestasError } },
    },
    async () => leerBanners(app.db),
  );

  // Public: the browser loads these with <img>, which sends no bearer token. Only banner files are served.
  app.get(
    '/banner/imagen/:nombreArchivo',
    {
      config: { permiso: { publico: true } },
      schema: {
        tags: ['Inicio'],
        summary: 'Imagen de un banner',
        params: nombreArchivoBannerParamsSchema,
        response: { 200: z.any().describe('Contenido de la imagen'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const imagen = await imagenBanner(app.db, req.params.nombreArchivo);
      if (!imagen) throw noEncontrado('No se encontró la imagen del banner.');
      return reply
        .header('content-type', imagen.mime)
        .header('cache-control', CACHE_IMAGEN)
        .header('last-modified', imagen.fecha.toUTCString())
        .header('x-content-type-options', 'nosniff')
        .send(imagen.contenido);
    },
  );
};

export default rutasBanner;
