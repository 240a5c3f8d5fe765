import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devolucionIdParamsSchema,
  devolucionSchema,
  errorApiSchema,
  itemRecallSchema,
  itemsRecallsBodySchema,
  nuevaDevolucionRecallSchema,
  pedidoRecallSchema,
  recallIdParamsSchema,
  TipoDevolucion,
} from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { obtenerRecall } from '../recall/index.js';
import { pedidoRecall } from './consultas.js';
import { itemsDeRecalls } from './items-recall.js';
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
  // A recall's items with what the pharmacy bought of its lots: under the recalls' path (SPEC §7), served here, where
  // what was shipped is kept.
  const recalls = { tags: ['Recalls'] };
  app.get(
    '/recall/ItemsRecall/:id',
    {
      config: { permiso: PERMISOS.devoluciones },
      schema: { ...recalls, summary: 'Productos y lotes de un recall, con lo que la farmacia compró de esos lotes primero', params: recallIdParamsSchema, response: { 200: z.array(itemRecallSchema), ...respuestasError } },
    },
    async (req) => {
      const u = usuario(req);
      await obtenerRecall(app.db, req.params.id);
      return itemsDeRecalls(app.db, u.farmaciaId, [req.params.id]);
    },
  );
  app.post(
    '/recall/ItemsRecalls',
    {
      config: { permiso: PERMISOS.devoluciones },
      schema: { ...recalls, summary: 'Productos y lotes de varios recalls (sólo de los publicados y vigentes)', body: itemsRecallsBodySchema, response: { 200: z.array(itemRecallSchema), ...respuestasError } },
    },
    async (req) => itemsDeRecalls(app.db, usuario(req).farmaciaId, req.body.recallIds),
  );
  await app.register(rutasConsulta, { prefijo: '/devolucionRecall', tipo: TipoDevolucion.Recall, seccion: SECCION_RECALLS, tags, nombre: 'Devoluciones por recall' });
};

export default rutasDevolucionRecall;
