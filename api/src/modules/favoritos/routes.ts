import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoritoSchema, troquelItemParamsSchema } from '@portal/shared/contracts';
import { respuestasError, usuarioActual } from '../comun.js';
import { PERMISO_PEDIDOS } from '../pedido/permisos.js';
import { agregarFavorito, borrarFavorito, listarFavoritos, vaciarFavoritos } from './service.js';

const tags = ['Favoritos'];

/** Favourites belong to the user of the token: the routes take no user or pharmacy id. */
const rutasFavoritos: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Favoritos/GetItemsFavoritos',
    { config: { permiso: PERMISO_PEDIDOS }, schema: { tags, summary: 'Favoritos del usuario', response: { 200: z.array(favoritoSchema), ...respuestasError } } },
    async (req) => listarFavoritos(app.db, usuarioActual(req).sub),
  );

  app.post(
    '/Favoritos/AgregarItemFavoritos/:id',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: { tags, summary: 'Agrega el producto {id} (troquel) a los favoritos', params: troquelItemParamsSchema, response: { 200: favoritoSchema, ...respuestasError } },
    },
    async (req) => agregarFavorito(app.db, usuarioActual(req).sub, req.params.id),
  );

  app.post(
    '/Favoritos/BorrarItemFavoritos/:id',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: { tags, summary: 'Quita el producto {id} (troquel) de los favoritos', params: troquelItemParamsSchema, response: { 204: z.null(), ...respuestasError } },
    },
    async (req, reply) => {
      await borrarFavorito(app.db, usuarioActual(req).sub, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/Favoritos/VaciarFavoritos',
    { config: { permiso: PERMISO_PEDIDOS }, schema: { tags, summary: 'Quita todos los favoritos del usuario', response: { 204: z.null(), ...respuestasError } } },
    async (req, reply) => {
      await vaciarFavoritos(app.db, usuarioActual(req).sub);
      return reply.code(204).send(null);
    },
  );
};

export default rutasFavoritos;
