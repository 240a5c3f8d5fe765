import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { distribuidoraSchema, transferLaboratorioSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { consultaListaSchema, responderLista } from '../../../listas/index.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { buscarTransfers, listarDistribuidoras } from './service.js';

const tags = ['Histórico'];

const rutasTransferLaboratorio: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/TransferLaboratorio/Buscar',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
        summary: 'Transfers de laboratorio de la farmacia (filters, sorts -fecha, page, pageSize; total en X-Total-Count)',
        querystring: consultaListaSchema,
        response: { 200: z.array(transferLaboratorioSchema), ...respuestasError },
      },
    },
    async (req, reply) => responderLista(reply, await buscarTransfers(app.db, usuarioActual(req).farmaciaId, req.query)),
  );

  app.get(
    '/TransferLaboratorio/Distribuidoras',
    { config: { permiso: PERMISOS.pedidos }, schema: { tags, summary: 'Distribuidoras de los transfers', response: { 200: z.array(distribuidoraSchema), ...respuestasError } } },
    async () => listarDistribuidoras(app.db),
  );
};

export default rutasTransferLaboratorio;
