import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buscarFacturasSchema,
  checkSocioParamsSchema,
  consultaFacturasSchema,
  farmaciaIdParamsSchema,
  facturaIdParamsSchema,
  facturaIdsSchema,
  facturaSchema,
  facturasDePedidoSchema,
  facturasIdsBodySchema,
  MAXIMO_FACTURAS_SOLICITUD,
  PARAMETRO_MAXIMO_FACTURAS,
  pedidoIdFacturasParamsSchema,
  remitoIdFacturasParamsSchema,
  remitosEnComprobanteSchema,
  tipoOperacionSchema,
} from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { solicitudInvalida } from '../../../errores.js';
import { leerParametro } from '../../../plataforma/parametros/index.js';
import { asegurarFarmacia, farmaciasAlcanzables } from '../../../plataforma/farmacia/index.js';
import { PERMISOS } from '../../../auth/permisos.js';
import { consultaListaSchema, responderLista, validarRango } from '../../../listas/index.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { pdfFactura } from './pdf.js';
import { buscarFacturas, facturasDePedido, facturasDePedidos, facturasDeRemito, facturasPorId, marcarCheckSocio, remitosEnComprobante, tiposOperacion } from './service.js';
import { nombreZipFacturas, zipFacturas } from './zip.js';
import * as reloj from '../../../reloj.js';

const TAG = ['Facturas'];
/** Valid tax-authority answers (SPEC §4). */
const ESTADOS_VALIDOS_AFIP = ['A', 'O', 'C', 'E'];

/** SPEC §9 parameter 320: the most invoices one request asks for or downloads; more is a Spanish 400. */
async function asegurarMaximoFacturas(db: Db, ids: readonly number[]): Promise<void> {
  const maximo = Number(await leerParametro(db, PARAMETRO_MAXIMO_FACTURAS));
  const limite = Number.isInteger(maximo) && maximo > 0 ? maximo : MAXIMO_FACTURAS_SOLICITUD;
  const cantidad = new Set(ids).size;
  if (cantidad > limite) {
    const mensaje = `Se pueden descargar hasta ${limite} facturas a la vez; eligió ${cantidad}.`;
    throw solicitudInvalida(mensaje, { facturaIds: [mensaje] });
  }
}

const rutasFactura: FastifyPluginAsyncZod = async (app) => {
  const alcanzables = (req: Parameters<typeof usuarioActual>[0]) => farmaciasAlcanzables(app, usuarioActual(req));

  app.post(
    '/factura/BuscarFacturas',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturas },
      schema: {
        tags: TAG,
        summary: 'Facturas y notas de una farmacia entre dos fechas (filters, sorts, page, pageSize)',
        body: buscarFacturasSchema,
        querystring: consultaListaSchema,
        response: { 200: z.array(facturaSchema), ...respuestasError },
      },
    },
    async (req, reply) => {
      const { farmaciaId, ...filtros } = req.body;
      const usuario = usuarioActual(req);
      if (farmaciaId !== undefined) await asegurarFarmacia(app, usuario, farmaciaId);
      validarRango(filtros.desde, filtros.hasta);
      const farmacias = farmaciaId === undefined ? await farmaciasAlcanzables(app, usuario) : [farmaciaId];
      return responderLista(reply, await buscarFacturas(app.db, farmacias, filtros, req.query));
    },
  );

  app.get(
    '/factura/farmacia/:id',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturasDeFarmacia },
      schema: {
        tags: TAG,
        summary: 'Facturas y notas de la farmacia entre dos fechas (desde, hasta, tipoComprobanteId, nroComprobante, filters, sorts, page, pageSize)',
        params: farmaciaIdParamsSchema,
        querystring: consultaListaSchema.extend(consultaFacturasSchema.shape),
        response: { 200: z.array(facturaSchema), ...respuestasError },
      },
    },
    async (req, reply) => {
      const { desde, hasta, tipoComprobanteId, nroComprobante, ...consulta } = req.query;
      validarRango(desde, hasta);
      return responderLista(reply, await buscarFacturas(app.db, [req.params.id], { desde, hasta, tipoComprobanteId, nroComprobante }, consulta));
    },
  );

  app.post(
    '/factura/BuscarPorId',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturaRecurso },
      schema: { tags: TAG, summary: 'Facturas por id (hasta el parámetro 320)', body: facturaIdsSchema, response: { 200: z.array(facturaSchema), ...respuestasError } },
    },
    async (req) => {
      await asegurarMaximoFacturas(app.db, req.body.facturaIds);
      return facturasPorId(app.db, req.body.facturaIds, await alcanzables(req));
    },
  );

  app.post(
    '/factura/RemitosEnComprobanteDet',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturaRecurso },
      schema: { tags: TAG, summary: 'Remitos que cubre el detalle de cada comprobante', body: facturaIdsSchema, response: { 200: z.array(remitosEnComprobanteSchema), ...respuestasError } },
    },
    async (req) => {
      await asegurarMaximoFacturas(app.db, req.body.facturaIds);
      return remitosEnComprobante(app.db, req.body.facturaIds, await alcanzables(req));
    },
  );

  app.post(
    '/factura/pdf',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturaRecurso },
      schema: {
        tags: TAG,
        summary: 'Varias facturas juntas: un ZIP con sus PDF (hasta el parámetro 320; transmitido, sin tiempo límite)',
        body: facturaIdsSchema,
        response: { 200: z.any().describe('application/zip'), ...respuestasError },
      },
    },
    async (req, reply) => {
      await asegurarMaximoFacturas(app.db, req.body.facturaIds);
      const usuario = usuarioActual(req);
      const zip = await zipFacturas(app.db, req.body.facturaIds, await farmaciasAlcanzables(app, usuario));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${nombreZipFacturas(usuario.grupoId === null ? usuario.farmaciaId : null, reloj.hoy())}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );

  app.get(
    '/factura/GetFacturasPorPedidoId/:id',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturaRecurso },
      schema: { tags: TAG, summary: 'Facturas de un pedido de la farmacia (otro pedido: 404)', params: pedidoIdFacturasParamsSchema, response: { 200: z.array(facturaSchema), ...respuestasError } },
    },
    async (req) => facturasDePedido(app.db, req.params.id, [usuarioActual(req).farmaciaId]),
  );

  app.get(
    '/factura/GetFacturasPorPedidoId/:id/EnGrupo',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturaRecurso },
      schema: {
        tags: TAG,
        summary: 'Facturas de un pedido de cualquier farmacia del grupo (un pedido fuera del grupo: 404)',
        params: pedidoIdFacturasParamsSchema,
        response: { 200: z.array(facturaSchema), ...respuestasError },
      },
    },
    async (req) => facturasDePedido(app.db, req.params.id, await alcanzables(req)),
  );

  app.get(
    '/factura/GetFacturasPorRemitoId/:id',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturaRecurso },
      schema: { tags: TAG, summary: 'Facturas de un remito de la farmacia (ninguna si supera 99999999; otro remito: 404)', params: remitoIdFacturasParamsSchema, response: { 200: z.array(facturaSchema), ...respuestasError } },
    },
    async (req) => facturasDeRemito(app.db, req.params.id, [usuarioActual(req).farmaciaId]),
  );

  app.get(
    '/factura/GetFacturasPorRemitoId/:id/EnGrupo',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturaRecurso },
      schema: {
        tags: TAG,
        summary: 'Facturas de un remito de cualquier farmacia del grupo (ninguna si supera 99999999; fuera del grupo: 404)',
        params: remitoIdFacturasParamsSchema,
        response: { 200: z.array(facturaSchema), ...respuestasError },
      },
    },
    async (req) => facturasDeRemito(app.db, req.params.id, await alcanzables(req)),
  );

  app.get(
    '/factura/TipoOperacions',
    { config: { permiso: PERMISOS.cuentaCorrienteFacturas }, schema: { tags: TAG, summary: 'Tipos de operación de las facturas', response: { 200: z.array(tipoOperacionSchema), ...respuestasError } } },
    async () => tiposOperacion(app.db),
  );

  app.get(
    '/factura/EstadosValidosRespuestaAFIP',
    { config: { permiso: PERMISOS.cuentaCorrienteFacturas }, schema: { tags: TAG, summary: 'Respuestas válidas de AFIP', response: { 200: z.array(z.string()), ...respuestasError } } },
    async () => ESTADOS_VALIDOS_AFIP,
  );

  app.post(
    '/factura/checkSocio/:id/:valor',
    { config: { permiso: PERMISOS.cuentaCorrienteFacturaRecurso }, schema: { tags: TAG, summary: 'Marca una factura como revisada por el socio', params: checkSocioParamsSchema, response: { 200: facturaSchema, ...respuestasError } } },
    async (req) => marcarCheckSocio(app.db, req.params.id, req.params.valor === 'true', await alcanzables(req)),
  );

  app.get(
    '/factura/:id/pdf',
    {
      config: { permiso: PERMISOS.cuentaCorrienteFacturaRecurso },
      schema: { tags: TAG, summary: 'El comprobante en PDF (inline=1 para verlo en la página)', params: facturaIdParamsSchema, querystring: z.object({ inline: z.enum(['0', '1'], { error: 'inline debe ser 0 o 1.' }).optional() }), response: { 200: z.any().describe('application/pdf'), ...respuestasError } },
    },
    async (req, reply) => {
      const { nombre, datos } = await pdfFactura(app.db, req.params.id, await alcanzables(req));
      const inline = req.query.inline === '1';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${nombre}"`)
        .header('cache-control', 'private, no-store')
        .send(datos);
    },
  );

  // Under the orders' path (SPEC §7), served here: the invoices are this module's, the orders only say whose they are.
  app.post(
    '/pedido/FacturasIds',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags: ['Pedidos'],
        summary: 'Facturas de cada pedido (los pedidos de otras farmacias se omiten)',
        body: facturasIdsBodySchema,
        response: { 200: z.array(facturasDePedidoSchema), ...respuestasError },
      },
    },
    async (req) => facturasDePedidos(app, usuarioActual(req), req.body),
  );
};

export default rutasFactura;
