import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devolucionIdParamsSchema, devolucionSchema, errorApiSchema, nuevaDevolucionRecallSchema, pedidoRecallSchema, TipoDevolucion } from '@portal/shared/contracts';
import { PERMISOS } from '../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../comun.js';
import { pedidoRecall } from './consultas.js';
import { nuevaDevolucionRecall } from './recalls.js';
import { exigirSeccion, SECCION_RECALLS } from './reglas.js';
import { rutasConsulta } from './rutas-consulta.js';

const tags = ['Devoluciones por recall'];

/** Recall returns (`/api/devolucionRecall/*`, section 41). */
const rutasDevolucionRecall: FastifyPluginAsyncZod = async (app) => {
  const usuario = (req: Parameters<typeof usuarioActual>[0]) => {
    const u = usuarioActual(req);
    exigirSeccion(u, SECCION_RECALLS);
    return u;
  };
  app.post(
    '/devolucionRecall/Nueva',
    {
      config: { permiso: PERMISOS.devoluciones },
      schema: { tags, summary: 'Crea la devolución de un recall vigente, completa o nada (el mismo guid dos veces crea una sola)', body: nuevaDevolucionRecallSchema, response: { 200: devolucionSchema, ...respuestasError, 409: errorApiSchema } },
    },
    async (req) => nuevaDevolucionRecall(app, usuario(req), req.body),
  );
  app.get(
    '/devolucionRecall/pedidoRecall/:id',
    {
      config: { permiso: PERMISOS.devolucionRecurso },
      schema: { tags, summary: 'Un pedido de recall (devolución por recall) de la farmacia, con su recall y sus unidades', params: devolucionIdParamsSchema, response: { 200: pedidoRecallSchema, ...respuestasError } },
    },
    async (req) => pedidoRecall(app.db, usuario(req), req.params.id),
  );
  await app.register(rutasConsulta, { prefijo: '/devolucionRecall', tipo: TipoDevolucion.Recall, seccion: SECCION_RECALLS, tags, nombre: 'Devoluciones por recall' });
};

export default rutasDevolucionRecall;
