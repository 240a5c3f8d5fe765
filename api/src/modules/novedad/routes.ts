import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmaciaIdParamsSchema, novedadSchema } from '@portal/shared/contracts';
import { respuestasError } from '../comun.js';
import { ultimaNovedad } from './service.js';

const rutasNovedad: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/novedad/:id',
    {
      config: { permiso: { rol: null, alcance: { tipo: 'farmacia', param: 'id' } } },
      schema: {
        tags: ['Inicio'],
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
};

export default rutasNovedad;
