import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonoSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../auth/permisos.js';
import { consultaListaSchema, responderLista } from '../../listas/index.js';
import { respuestasError, usuarioActual } from '../comun.js';
import { buscarBonos } from './service.js';

const rutasBono: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Bono/Buscar',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags: ['Histórico'],
        summary: 'Bonos de la farmacia (filters, sorts -fechaAlta, page, pageSize; total en X-Total-Count)',
        querystring: consultaListaSchema,
        response: { 200: z.array(bonoSchema), ...respuestasError },
      },
    },
    async (req, reply) => responderLista(reply, await buscarBonos(app.db, usuarioActual(req).farmaciaId, req.query)),
  );
};

export default rutasBono;
