import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonoSchema, cantidadBonosSchema, farmaciaIdParamsSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { consultaListaSchema, responderLista } from '../../../listas/index.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { buscarBonos, contarBonosPendientes } from './service.js';

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

  // Under the pharmacy's path (SPEC §7), served here: the count is the bonos module's.
  app.get(
    '/farmacia/:id/cantBonos',
    {
      // Bonos are part of the history, which needs Pedidos (SPEC §6); the shell shows the count only to who can open them.
      config: { permiso: PERMISOS.pedidosDeFarmacia },
      schema: {
        tags: ['Farmacia'],
        summary: 'Cantidad de bonos pendientes',
        params: farmaciaIdParamsSchema,
        response: { 200: cantidadBonosSchema, ...respuestasError },
      },
    },
    async (req) => contarBonosPendientes(app.db, req.params.id),
  );
};

export default rutasBono;
