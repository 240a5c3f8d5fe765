import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nombreArchivoBannerParamsSchema, publicacionMediaSchema, ultimasPublicacionesParamsSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { noEncontrado } from '../../../errores.js';
import { enviarArchivo } from '../../../plataforma/archivo/index.js';
import { respuestasError } from '../../../rutas/comun.js';
import { archivoMedia, ultimasPublicaciones } from './service.js';

const tags = ['Inicio'];

const rutasPublicacionMedia: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/StarhopperF8/ultimas/:n',
    {
      config: { permiso: PERMISOS.sesion },
      schema: { tags, summary: 'Últimas n publicaciones de la red social', params: ultimasPublicacionesParamsSchema, response: { 200: z.array(publicacionMediaSchema), ...respuestasError } },
    },
    async (req) => ultimasPublicaciones(app.db, req.params.n),
  );

  // Public like banner images: <img> and <video> send no bearer token. Only the feed's media files are served; a
  // video is asked for by ranges (the browser seeks), so ranges are answered with 206.
  app.get(
    '/StarhopperF8/media/:nombreArchivo',
    {
      config: { permiso: PERMISOS.publico },
      schema: {
        tags,
        summary: 'Imagen o video de una publicación (admite Range)',
        params: nombreArchivoBannerParamsSchema,
        response: { 200: z.any().describe('Contenido'), 206: z.any().describe('Parte del contenido'), 304: z.null().describe('Sin cambios'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const media = await archivoMedia(app.db, req.params.nombreArchivo);
      if (!media) throw noEncontrado('No se encontró el archivo de la publicación.');
      return enviarArchivo(req, reply, media, { cache: 'public, max-age=86400', rangos: true });
    },
  );
};

export default rutasPublicacionMedia;
