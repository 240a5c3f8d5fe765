import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmarPedidoBodySchema,
  errorApiSchema,
  estadoTransmisionSchema,
  facturasDePedidoSchema,
  facturasIdsBodySchema,
  farmaciaIdParamsSchema,
  itemEspecialSchema,
  itemRemitoSchema,
  itemsEspecialesBodySchema,
  pedidoGuidParamsSchema,
  pedidoIdParamsSchema,
  pedidoItemSchema,
  pedidoSchema,
  rechazoPedidoSchema,
  remitoIdParamsSchema,
  respuestaItemSchema,
  turnoDisponibleSchema,
  turnoSchema,
} from '@portal/shared/contracts';
import { respuestasError, usuarioActual } from '../comun.js';
import { confirmarPedido } from './confirmar.js';
import {
  borrarPedido,
  detallePedido,
  estadoTransmision,
  facturasDePedidos,
  itemsEspeciales,
  itemsRemito,
  listarRespuestas,
  obtenerPedido,
  obtenerPedidoPorGuid,
} from './consultas.js';
import { PERMISO_PEDIDO_RECURSO, PERMISO_PEDIDOS } from './permisos.js';
import { listarTurnos, turnosDisponibles } from './turnos.js';

const tags = ['Pedidos'];

const rutasPedido: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pedido/turnos',
    { config: { permiso: PERMISO_PEDIDOS }, schema: { tags, summary: 'Turnos de entrega', response: { 200: z.array(turnoSchema), ...respuestasError } } },
    async () => listarTurnos(app.db),
  );

  app.get(
    '/pedido/:id/turnos-disponibles',
    {
      config: { permiso: { rol: 'Pedidos', alcance: { tipo: 'farmacia', param: 'id' }, seccion: 1 } },
      schema: {
        tags,
        summary: 'Turnos que la farmacia {id} puede elegir ahora, con el próximo cierre de cada uno (el más próximo primero)',
        params: farmaciaIdParamsSchema,
        response: { 200: z.array(turnoDisponibleSchema), ...respuestasError },
      },
    },
    async (req) => turnosDisponibles(app.db, req.params.id),
  );

  app.get(
    '/pedido/respuestas',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: { tags, summary: 'Códigos de respuesta de los ítems de pedido (5: impresión)', response: { 200: z.array(respuestaItemSchema), ...respuestasError } },
    },
    async () => listarRespuestas(app.db),
  );

  app.post(
    '/pedido/Confirmar',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: {
        tags,
        summary: 'Confirma el carrito actual como pedido (idempotente por carrito)',
        description:
          'Una farmacia bloqueada o sin saldo recibe 409 con `codigo` (FarmaciaBloqueada, FarmaciaSinSaldo) y `ruta`, la página a la que el portal la lleva.',
        body: confirmarPedidoBodySchema,
        response: { 200: pedidoSchema, ...respuestasError, 409: z.union([rechazoPedidoSchema, errorApiSchema]) },
      },
    },
    async (req, reply) => {
      const resultado = await confirmarPedido(app, usuarioActual(req), req.body);
      if ('rechazo' in resultado) return reply.code(409).send(resultado.rechazo);
      return resultado.pedido;
    },
  );

  app.get(
    '/pedido/guid/:guid',
    {
      config: { permiso: PERMISO_PEDIDO_RECURSO },
      schema: { tags, summary: 'Pedido por guid (página de confirmación)', params: pedidoGuidParamsSchema, response: { 200: pedidoSchema, ...respuestasError } },
    },
    async (req) => obtenerPedidoPorGuid(app, usuarioActual(req), req.params.guid),
  );

  app.get(
    '/pedido/:id',
    {
      config: { permiso: PERMISO_PEDIDO_RECURSO },
      schema: { tags, summary: 'Pedido', params: pedidoIdParamsSchema, response: { 200: pedidoSchema, ...respuestasError } },
    },
    async (req) => obtenerPedido(app, usuarioActual(req), req.params.id),
  );

  app.get(
    '/pedido/:id/detalle',
    {
      config: { permiso: PERMISO_PEDIDO_RECURSO },
      schema: { tags, summary: 'Líneas del pedido', params: pedidoIdParamsSchema, response: { 200: z.array(pedidoItemSchema), ...respuestasError } },
    },
    async (req) => detallePedido(app, usuarioActual(req), req.params.id),
  );

  app.get(
    '/pedido/:id/EstadoTransmision',
    {
      config: { permiso: PERMISO_PEDIDO_RECURSO },
      schema: { tags, summary: 'Estado de transmisión del pedido', params: pedidoIdParamsSchema, response: { 200: estadoTransmisionSchema, ...respuestasError } },
    },
    async (req) => estadoTransmision(app, usuarioActual(req), req.params.id),
  );

  app.get(
    '/pedido/ItemsRemito/:id',
    {
      config: { permiso: PERMISO_PEDIDO_RECURSO },
      schema: { tags, summary: 'Ítems preparados de un remito', params: remitoIdParamsSchema, response: { 200: z.array(itemRemitoSchema), ...respuestasError } },
    },
    async (req) => itemsRemito(app, usuarioActual(req), req.params.id),
  );

  app.post(
    '/pedido/ItemsEspeciales',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: {
        tags,
        summary: 'Productos psicofármacos, refrigerados o trazables entre unos troqueles o las líneas de un pedido',
        body: itemsEspecialesBodySchema,
        response: { 200: z.array(itemEspecialSchema), ...respuestasError },
      },
    },
    async (req) => itemsEspeciales(app, usuarioActual(req), req.body),
  );

  app.post(
    '/pedido/FacturasIds',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: {
        tags,
        summary: 'Facturas de cada pedido (los pedidos de otras farmacias se omiten)',
        body: facturasIdsBodySchema,
        response: { 200: z.array(facturasDePedidoSchema), ...respuestasError },
      },
    },
    async (req) => facturasDePedidos(app, usuarioActual(req), req.body),
  );

  app.delete(
    '/pedido/BorrarPedido/:id',
    {
      config: { permiso: PERMISO_PEDIDO_RECURSO },
      schema: {
        tags,
        summary: 'Borra un pedido todavía no transmitido y devuelve su stock reservado',
        params: pedidoIdParamsSchema,
        response: { 204: z.null(), ...respuestasError, 409: errorApiSchema },
      },
    },
    async (req, reply) => {
      await borrarPedido(app, usuarioActual(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default rutasPedido;
