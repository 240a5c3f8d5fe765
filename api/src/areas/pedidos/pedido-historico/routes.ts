import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mensajeTransmisionSchema, pedidoItemSchema, pedidoSchema, totalesLineasSchema, usuarioDePedidosSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { consultaListaSchema } from '../../../listas/index.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { mensajesTransmisiones, buscarLineas, buscarPedidos, totalesLineas } from '../pedido/index.js';
import { buscarUsuarios } from '../../usuarios/usuario/index.js';
import { rutaListaGetYPost } from '../../../rutas/lista.js';
import { validarInicioHistorico } from './rango-fechas.js';

const tags = ['Pedidos'];

const rutasPedidoHistorico: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pedidoHistorico/MensajesTransmisiones',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
        summary: 'Tipos de mensaje de transmisión de un pedido (p. ej. pedidoConFinErrorPorFaltaDeSaldo)',
        response: { 200: z.array(mensajeTransmisionSchema), ...respuestasError },
      },
    },
    async () => mensajesTransmisiones(),
  );

  rutaListaGetYPost(
    app,
    '/pedidoHistorico/BuscarPedido',
    {
      tags,
      permiso: PERMISOS.pedidos,
      item: pedidoSchema,
      summary: 'Pedidos de la farmacia desde el corte del histórico (parámetro 308, 32 meses como máximo; un rango de fechaAlta invertido, anterior o más largo responde 400); filters (fechaAlta, estadoId, turnoId, userId, importe), sorts (-fechaAlta), page, pageSize',
    },
    async (farmaciaId, consulta) => {
      await validarInicioHistorico(app.db, consulta);
      return buscarPedidos(app.db, [farmaciaId], consulta);
    },
  );

  rutaListaGetYPost(
    app,
    '/pedidoHistorico/BuscarPedidoDet',
    {
      tags,
      permiso: PERMISOS.pedidos,
      item: pedidoItemSchema,
      summary: 'Líneas de pedido de la farmacia por producto (troquel), laboratorio (laboratorioId) o pedido (pedidoId); sorts (-fechaAlta)',
    },
    async (farmaciaId, consulta) => {
      await validarInicioHistorico(app.db, consulta);
      return buscarLineas(app.db, [farmaciaId], consulta);
    },
  );

  app.get(
    '/pedidoHistorico/TotalesPedidoDet',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
        summary: 'Totales (líneas, unidades pedidas y aprobadas, importe) de las líneas que elige un filtro de BuscarPedidoDet',
        querystring: consultaListaSchema,
        response: { 200: totalesLineasSchema, ...respuestasError },
      },
    },
    async (req) => {
      await validarInicioHistorico(app.db, req.query);
      return totalesLineas(app.db, [usuarioActual(req).farmaciaId], req.query);
    },
  );

  app.get(
    '/pedidoHistorico/Usuarios',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
        summary: 'Usuarios de la farmacia, para filtrar sus pedidos por quién los hizo (filters userId==…)',
        response: { 200: z.array(usuarioDePedidosSchema), ...respuestasError },
      },
    },
    async (req) => (await buscarUsuarios(app.db, [usuarioActual(req).farmaciaId], {})).map(({ id, userName }) => ({ id, userName })),
  );
};

export default rutasPedidoHistorico;
