import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmaciaIdParamsSchema, rolSchema, usuarioEliminadoSchema, usuarioSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { consultaListaSchema, responderLista } from '../../../listas/index.js';
import { respuestasReglas } from './errores-reglas.js';
import { listarUsuariosDeFarmacia } from './lista.js';
import { listarEliminados } from './eliminados.js';

/**
 * `GET /api/Usuario/farmacia/{id}`: a pharmacy's users with filters, sorts and paging; the total in `X-Total-Count`.
 * `…/Eliminados`: the users deleted from it, whose audit stays readable.
 */
const rutasListaUsuarios: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Usuario/farmacia/:id',
    {
      config: { permiso: PERMISOS.administradorDeFarmacia },
      schema: {
        tags: ['Usuarios'],
        summary: 'Usuarios de una farmacia (filters, sorts, page, pageSize; rol: solo quienes lo tienen)',
        params: farmaciaIdParamsSchema,
        querystring: consultaListaSchema.extend({ rol: rolSchema.optional() }),
        response: { 200: z.array(usuarioSchema), ...respuestasReglas },
      },
    },
    async (req, reply) => {
      const { rol, ...consulta } = req.query;
      return responderLista(reply, await listarUsuariosDeFarmacia(app.db, req.params.id, consulta, rol));
    },
  );

  app.get(
    '/Usuario/farmacia/:id/Eliminados',
    {
      config: { permiso: PERMISOS.administradorDeFarmacia },
      schema: {
        tags: ['Usuarios'],
        summary: 'Usuarios eliminados de una farmacia, con quién y cuándo (filters, sorts, page, pageSize); su historial en GET /api/Usuario/{id}/Auditoria',
        params: farmaciaIdParamsSchema,
        querystring: consultaListaSchema,
        response: { 200: z.array(usuarioEliminadoSchema), ...respuestasReglas },
      },
    },
    async (req, reply) => responderLista(reply, await listarEliminados(app.db, req.params.id, req.query)),
  );
};

export default rutasListaUsuarios;
