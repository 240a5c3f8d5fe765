import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRecuperadorSchema, vencidosRecuperadorSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { rutasAgregables } from '../rutas-agregables.js';
import { borrarItemRecuperador, listarRecuperador, listarVencidos, vaciarRecuperador } from './service.js';

const rutasLista = rutasAgregables({
  recurso: 'recuperador',
  nombre: 'Recuperador',
  tag: 'Recuperador',
  item: itemRecuperadorSchema,
  resumenes: {
    listar: 'Productos no entregados que el usuario puede volver a pedir',
    borrar: 'Quita el producto {id} (troquel) del recuperador',
    vaciar: 'Vacía el recuperador del usuario',
  },
  listar: listarRecuperador,
  borrar: borrarItemRecuperador,
  vaciar: vaciarRecuperador,
});

/** The recoverer's list routes, and the record of what expired from it (issue 17); both are the token's user's own. */
const rutas: FastifyPluginAsyncZod = async (app) => {
  await app.register(rutasLista);
  app.get(
    '/recuperador/Vencidos',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags: ['Recuperador'],
        summary: 'Productos que vencieron del recuperador del usuario (más días que el parámetro 1140) en los últimos 90 días',
        response: { 200: vencidosRecuperadorSchema, ...respuestasError },
      },
    },
    async (req) => listarVencidos(app.db, usuarioActual(req).sub),
  );
};

export default rutas;
