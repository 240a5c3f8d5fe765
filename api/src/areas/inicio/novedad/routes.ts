import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmaciaIdParamsSchema, lecturaNovedadSchema, novedadIdParamsSchema, novedadSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { leerLectura, marcarLeida, ultimaNovedad } from './service.js';

const tags = ['Inicio'];

const rutasNovedad: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/novedad/:id',
    {
      config: { permiso: PERMISOS.sesionDeFarmacia },
      schema: {
        tags,
        summary: 'Última novedad de la farmacia (204 si no hay)',
        params: farmaciaIdParamsSchema,
        response: { 200: novedadSchema, 204: z.null().describe('Sin novedades'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const encontrada = await ultimaNovedad(app.db, req.params.id);
      return encontrada ? encontrada : reply.code(204).send(null);
    },
  );

  app.get(
    '/novedad/lectura/:novedadId',
    {
      config: { permiso: PERMISOS.sesionRecurso },
      schema: { tags, summary: 'Cuándo leyó el usuario la novedad (null si nunca)', params: novedadIdParamsSchema, response: { 200: lecturaNovedadSchema, ...respuestasError } },
    },
    async (req) => {
      const { sub, farmaciaId } = usuarioActual(req);
      return leerLectura(app.db, sub, farmaciaId, req.params.novedadId);
    },
  );

  app.put(
    '/novedad/lectura/:novedadId',
    {
      config: { permiso: PERMISOS.sesionRecurso },
      schema: { tags, summary: 'Marca la novedad como leída ahora por el usuario', params: novedadIdParamsSchema, response: { 200: lecturaNovedadSchema, ...respuestasError } },
    },
    async (req) => {
      const { sub, farmaciaId } = usuarioActual(req);
      return marcarLeida(app.db, sub, farmaciaId, req.params.novedadId);
    },
  );
};

export default rutasNovedad;
