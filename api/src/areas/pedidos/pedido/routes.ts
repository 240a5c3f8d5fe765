import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmarPedidoBodySchema,
  errorApiSchema,
  estadoTransmisionSchema,
  farmaciaIdParamsSchema,
  itemEspecialSchema,
  itemRemitoSchema,
  itemsEspecialesBodySchema,
  pedidoConfirmadoSchema,
  pedidoGuidParamsSchema,
  pedidoConRemitosSchema,
  pedidoIdParamsSchema,
  pedidoItemSchema,
  pedidoSugeridoSchema,
  pedidoSchema,
  rechazoPedidoSchema,
  remitoIdParamsSchema,
  respuestaItemSchema,
  turnoDisponibleSchema,
  turnoSchema,
} from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { rutaDeRecurso } from '../../../rutas/recurso.js';
import { confirmarPedido } from './confirmar.js';
import {
  borrarPedido,
  detallePedido,
  estadoTransmision,
  itemsEspeciales,
  itemsRemito,
  listarRespuestas,
  obtenerPedidoConRemitos,
  pedidoConfirmadoPorGuid,
} from './consultas.js';
import { archivoPedido, TIPOS_ARCHIVO_PEDIDO } from './exportaciones.js';
import { listarTurnos, turnosDisponibles } from '../../../plataforma/farmacia/index.js';
import { pedidoSugerido } from './sugerido.js';

const tags = ['Pedidos'];

const rutasPedido: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pedido/turnos',
    { config: { permiso: PERMISOS.pedidos }, schema: { tags, summary: 'Turnos de entrega', response: { 200: z.array(turnoSchema), ...respuestasError } } },
    async () => listarTurnos(app.db),
  );

  app.get(
    '/pedido/:id/turnos-disponibles',
    {
      config: { permiso: PERMISOS.pedidosDeFarmacia },
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
    '/pedido/sugerido',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
        summary: 'Pedido sugerido: lo que la farmacia del usuario suele pedir y ya le toca, según su historial, con el motivo de cada producto',
        description: 'Nada entra al carrito: el usuario acepta cada línea (o todas), que entran marcadas como recomendadas.',
        response: { 200: pedidoSugeridoSchema, ...respuestasError },
      },
    },
    async (req) => pedidoSugerido(app.db, usuarioActual(req).farmaciaId),
  );

  app.get(
    '/pedido/respuestas',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: { tags, summary: 'Códigos de respuesta de los ítems de pedido (5: impresión)', response: { 200: z.array(respuestaItemSchema), ...respuestasError } },
    },
    async () => listarRespuestas(app.db),
  );

  app.post(
    '/pedido/Confirmar',
    {
      config: { permiso: PERMISOS.pedidos },
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
      // The caller's own orders only: another pharmacy's guid answers null, as an unknown one does.
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
        summary: 'Pedido de la farmacia por guid, con su turno y entrega (página de confirmación); null si la farmacia no tiene ese pedido',
        params: pedidoGuidParamsSchema,
        response: { 200: pedidoConfirmadoSchema.nullable(), ...respuestasError },
      },
    },
    async (req) => pedidoConfirmadoPorGuid(app, usuarioActual(req), req.params.guid),
  );

  rutaDeRecurso(app, '/pedido/:id', { tags, summary: 'Pedido, con los remitos que lo entregaron', permiso: PERMISOS.pedidoRecurso, params: pedidoIdParamsSchema, respuesta: pedidoConRemitosSchema }, (usuario, p) =>
    obtenerPedidoConRemitos(app, usuario, p.id),
  );

  rutaDeRecurso(app, '/pedido/:id/detalle', { tags, summary: 'Líneas del pedido', permiso: PERMISOS.pedidoRecurso, params: pedidoIdParamsSchema, respuesta: z.array(pedidoItemSchema) }, (usuario, p) =>
    detallePedido(app, usuario, p.id),
  );

  app.get(
    '/pedido/:id/archivo/:tipo',
    {
      config: { permiso: PERMISOS.pedidoRecurso },
      schema: {
        tags,
        summary: 'Descarga ASOP{id}.RSP (tipo asop) o salida-{id}.txt (tipo salida) del pedido',
        params: pedidoIdParamsSchema.extend({ tipo: z.enum(TIPOS_ARCHIVO_PEDIDO, { error: 'El tipo de archivo debe ser asop o salida.' }) }),
        response: { 200: z.string(), ...respuestasError },
      },
    },
    async (req, reply) => {
      const { nombre, contenido } = await archivoPedido(app, usuarioActual(req), req.params.id, req.params.tipo);
      return reply.header('content-type', 'text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${nombre}"`).send(contenido);
    },
  );

  rutaDeRecurso(app, '/pedido/:id/EstadoTransmision', { tags, summary: 'Estado de transmisión del pedido', permiso: PERMISOS.pedidoRecurso, params: pedidoIdParamsSchema, respuesta: estadoTransmisionSchema }, (usuario, p) =>
    estadoTransmision(app, usuario, p.id),
  );

  rutaDeRecurso(app, '/pedido/ItemsRemito/:id', { tags, summary: 'Ítems preparados de un remito', permiso: PERMISOS.pedidoRecurso, params: remitoIdParamsSchema, respuesta: z.array(itemRemitoSchema) }, (usuario, p) =>
    itemsRemito(app, usuario, p.id),
  );

  app.post(
    '/pedido/ItemsEspeciales',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
        summary: 'Productos psicofármacos, refrigerados o trazables entre unos troqueles o las líneas de un pedido',
        body: itemsEspecialesBodySchema,
        response: { 200: z.array(itemEspecialSchema), ...respuestasError },
      },
    },
    async (req) => itemsEspeciales(app, usuarioActual(req), req.body),
  );

  app.delete(
    '/pedido/BorrarPedido/:id',
    {
      config: { permiso: PERMISOS.pedidoRecurso },
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
