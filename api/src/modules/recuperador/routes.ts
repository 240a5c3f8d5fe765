import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRecuperadorSchema, troquelItemParamsSchema } from '@portal/shared/contracts';
import { respuestasError, usuarioActual } from '../comun.js';
import { PERMISO_PEDIDOS } from '../pedido/permisos.js';
import { borrarItemRecuperador, listarRecuperador, vaciarRecuperador } from './service.js';

const tags = ['Recuperador'];

/** The recoverer belongs to the user of the token: the routes take no user or pharmacy id. */
const rutasRecuperador: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recuperador/GetItemsRecuperador',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: { tags, summary: 'Productos no entregados que el usuario puede volver a pedir', response: { 200: z.array(itemRecuperadorSchema), ...respuestasError } },
    },
    async (req) => listarRecuperador(app.db, usuarioActual(req).sub),
  );

  app.post(
    '/recuperador/BorrarItemRecuperador/:id',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: { tags, summary: 'Quita el producto {id} (troquel) del recuperador', params: troquelItemParamsSchema, response: { 204: z.null(), ...respuestasError } },
    },
    async (req, reply) => {
      await borrarItemRecuperador(app.db, usuarioActual(req).sub, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/recuperador/VaciarRecuperador',
    { config: { permiso: PERMISO_PEDIDOS }, schema: { tags, summary: 'Vacía el recuperador del usuario', response: { 204: z.null(), ...respuestasError } } },
    async (req, reply) => {
      await vaciarRecuperador(app.db, usuarioActual(req).sub);
      return reply.code(204).send(null);
    },
  );
};

export default rutasRecuperador;
