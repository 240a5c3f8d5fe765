import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  controlIdParamsSchema,
  controlPedidoConItemsSchema,
  controlPedidoItemSchema,
  controlPedidoSchema,
  errorApiSchema,
  guardarControlBodySchema,
  remitoParaControlSchema,
} from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { consultaListaSchema, responderLista } from '../../../listas/index.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { asegurarCabeceraFarmacia } from './cabecera-farmacia.js';
import { rutaListaGetYPost } from '../../../rutas/lista.js';
import { rutaDeRecurso } from '../../../rutas/recurso.js';
import { buscarControles, buscarItemsControl, descargarPdfControl, detalleControl, guardarControl, obtenerControl, remitosParaControl } from './service.js';

const tags = ['Control de pedidos'];
const CABECERA_FARMACIA = 'El encabezado farmaciaId, si viene, debe ser la farmacia de la sesión: otra farmacia responde 404.';

const rutasControlPedido: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/remito/para-control',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
        summary: 'Remitos de la farmacia que esperan control, con su pedido, cantidad de ítems y un control en curso; filters (nroRemito, fecha, pedidoId), sorts (-fecha), page, pageSize; total en X-Total-Count',
        description: CABECERA_FARMACIA,
        querystring: consultaListaSchema,
        response: { 200: z.array(remitoParaControlSchema), ...respuestasError },
      },
    },
    async (req, reply) => {
      const usuario = usuarioActual(req);
      asegurarCabeceraFarmacia(req, usuario);
      return responderLista(reply, await remitosParaControl(app, usuario, req.query));
    },
  );

  app.post(
    '/controlPedido',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
        summary: 'Inicia o retoma el control de un remito, suma las unidades contadas y, con finalizar, lo cierra (estado 1 o 2)',
        description: `Las cantidades se suman a lo guardado: dos compañeros que cuentan el mismo remito a la vez no pierden unidades; un conteo reenviado con el mismo conteoId no se suma dos veces. Los parámetros 28 (unidades por entrada) y 1138 (unidades controladas por producto) acotan las cantidades (400). Un remito cuyo control ya terminó responde 409. ${CABECERA_FARMACIA}`,
        body: guardarControlBodySchema,
        response: { 200: controlPedidoConItemsSchema, ...respuestasError, 409: errorApiSchema },
      },
    },
    async (req) => {
      const usuario = usuarioActual(req);
      asegurarCabeceraFarmacia(req, usuario);
      return guardarControl(app, usuario, req.body);
    },
  );

  rutaDeRecurso(app, '/controlPedido/:id', { tags, summary: 'Control de pedido', permiso: PERMISOS.pedidoRecurso, params: controlIdParamsSchema, respuesta: controlPedidoSchema }, (usuario, p) =>
    obtenerControl(app, usuario, p.id),
  );

  rutaDeRecurso(app, '/controlPedido/detalle/:id', { tags, summary: 'Ítems de un control de pedido', permiso: PERMISOS.pedidoRecurso, params: controlIdParamsSchema, respuesta: z.array(controlPedidoItemSchema) }, (usuario, p) =>
    detalleControl(app, usuario, p.id),
  );

  app.get(
    '/controlPedido/:id/pdf',
    {
      config: { permiso: PERMISOS.pedidoRecurso },
      schema: {
        tags,
        summary: 'PDF del control (líneas, diferencias y recuadros de firma), como descarga control-pedido-{id}.pdf',
        params: controlIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('PDF'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const { nombre, datos } = await descargarPdfControl(app, usuarioActual(req), req.params.id);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${nombre}"`).send(datos);
    },
  );

  rutaListaGetYPost(
    app,
    '/controlPedido/Buscar',
    { tags, permiso: PERMISOS.pedidos, item: controlPedidoSchema, summary: 'Controles de pedido de la farmacia; filters (fecha, estado, nroRemito, pedidoId), sorts (-fecha)' },
    (farmaciaId, consulta) => buscarControles(app.db, farmaciaId, consulta),
  );

  rutaListaGetYPost(
    app,
    '/controlPedido/BuscarItems',
    { tags, permiso: PERMISOS.pedidos, item: controlPedidoItemSchema, summary: 'Ítems controlados de la farmacia por producto (troquel) o pedido (pedidoId); sorts (-fecha)' },
    (farmaciaId, consulta) => buscarItemsControl(app.db, farmaciaId, consulta),
  );
};

export default rutasControlPedido;
