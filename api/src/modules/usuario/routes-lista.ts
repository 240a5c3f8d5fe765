import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmaciaIdParamsSchema, usuarioSchema } from '@portal/shared/contracts';
import { consultaListaSchema, responderLista } from '../../listas/index.js';
import { respuestasError } from '../comun.js';
import { listarUsuariosDeFarmacia } from './lista.js';

/** `GET /api/Usuario/farmacia/{id}`: a pharmacy's users with filters, sorts and paging; the total in `X-Total-Count`. */
const rutasListaUsuarios: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Usuario/farmacia/:id',
    {
      config: { permiso: { rol: 'Administrador', alcance: { tipo: 'farmacia', param: 'id' } } },
      schema: {
        tags: ['Usuarios'],
        summary: 'Usuarios de una farmacia (filters, sorts, page, pageSize)',
        params: farmaciaIdParamsSchema,
        querystring: consultaListaSchema,
        response: { 200: z.array(usuarioSchema), ...respuestasError },
      },
    },
    async (req, reply) => responderLista(reply, await listarUsuariosDeFarmacia(app.db, req.params.id, req.query)),
  );
};

export default rutasListaUsuarios;
