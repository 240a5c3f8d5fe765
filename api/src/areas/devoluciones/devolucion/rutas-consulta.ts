import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devolucionIdParamsSchema, devolucionItemSchema, devolucionSchema, estadoDevolucionSchema, totalesDevolucionesSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { consultaListaSchema } from '../../../listas/index.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { rutaListaGetYPost } from '../../../rutas/lista.js';
import { buscarDevoluciones, buscarItemsDevolucion, detalleDevolucion, estadoDevolucion, obtenerDevolucion, totalesDevoluciones } from './consultas.js';
import { exigirSeccion } from './reglas.js';

const xParamsSchema = z.object({ x: z.coerce.number({ error: 'El id de devolución debe ser un número.' }).int().positive('El id de devolución debe ser positivo.') });

export interface OpcionesConsulta {
  prefijo: string;
  tipo: number;
  seccion: number;
  tags: string[];
  nombre: string;
}

/**
 * The reads every kind of return has under its own prefix (SPEC §7): `estado/{id}` (polled), `detalle/{id}`, `id/{x}`,
 * `{id}`, `Buscar`, `BuscarItems` and `BuscarTotales`. Every one needs the kind's section (checked for the whole
 * plugin, before the input is read); another pharmacy's return, or one of another kind, is a 404.
 */
export const rutasConsulta: FastifyPluginAsyncZod<OpcionesConsulta> = async (app, o) => {
  const { prefijo, tipo, tags } = o;
  app.addHook('preValidation', async (req) => exigirSeccion(usuarioActual(req), o.seccion));
  const recurso = { permiso: PERMISOS.devolucionRecurso };
  app.get(
    `${prefijo}/estado/:id`,
    { config: recurso, schema: { tags, summary: `${o.nombre}: estado de transmisión`, params: devolucionIdParamsSchema, response: { 200: estadoDevolucionSchema, ...respuestasError } } },
    async (req) => estadoDevolucion(app.db, usuarioActual(req), req.params.id, tipo),
  );
  app.get(
    `${prefijo}/detalle/:id`,
    { config: recurso, schema: { tags, summary: `${o.nombre}: ítems`, params: devolucionIdParamsSchema, response: { 200: z.array(devolucionItemSchema), ...respuestasError } } },
    async (req) => detalleDevolucion(app.db, usuarioActual(req), req.params.id, tipo),
  );
  app.get(
    `${prefijo}/id/:x`,
    { config: recurso, schema: { tags, summary: `${o.nombre}: por id`, params: xParamsSchema, response: { 200: devolucionSchema, ...respuestasError } } },
    async (req) => obtenerDevolucion(app.db, usuarioActual(req), req.params.x, tipo),
  );
  app.get(
    `${prefijo}/:id`,
    { config: recurso, schema: { tags, summary: o.nombre, params: devolucionIdParamsSchema, response: { 200: devolucionSchema, ...respuestasError } } },
    async (req) => obtenerDevolucion(app.db, usuarioActual(req), req.params.id, tipo),
  );
  rutaListaGetYPost(
    app,
    `${prefijo}/Buscar`,
    {
      tags,
      permiso: PERMISOS.devoluciones,
      item: devolucionSchema,
      summary: `${o.nombre} de la farmacia; filters (fechaAlta, estadoId, facturaId, recallId, id, producto: troquel o nombre de un ítem), sorts (-fechaAlta)`,
    },
    (farmaciaId, consulta) => buscarDevoluciones(app.db, farmaciaId, tipo, consulta),
  );
  app.get(
    `${prefijo}/BuscarTotales`,
    {
      config: { permiso: PERMISOS.devoluciones },
      schema: { tags, summary: `${o.nombre}: devoluciones, líneas y unidades de todo lo que encuentran los filtros de Buscar`, querystring: consultaListaSchema, response: { 200: totalesDevolucionesSchema, ...respuestasError } },
    },
    async (req) => totalesDevoluciones(app.db, usuarioActual(req).farmaciaId, tipo, req.query.filters),
  );
  rutaListaGetYPost(
    app,
    `${prefijo}/BuscarItems`,
    { tags, permiso: PERMISOS.devoluciones, item: devolucionItemSchema, summary: `${o.nombre}: ítems por producto (troquel), pedido (pedidoId) o devolución; sorts (-fechaAlta)` },
    (farmaciaId, consulta) => buscarItemsDevolucion(app.db, farmaciaId, tipo, consulta),
  );
};
