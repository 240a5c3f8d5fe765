import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buscarDetallePagoSchema,
  composicionDeudaSchema,
  cubetaAdeudadaSchema,
  descargaMovimientosSchema,
  detallePagoReciboParamsSchema,
  farmaciaIdParamsSchema,
  formatoExportacionSchema,
  leyendaPagoSchema,
  movimientoCuentaSchema,
  pagoSchema,
  rangoMovimientosSchema,
  rangoResumenesSchema,
  resumenDeudaSchema,
  resumenSemanalIdParamsSchema,
  resumenSemanalSchema,
  tipoOperacionPagoSchema,
  totalOperacionesSemanaSchema,
} from '@portal/shared/contracts';
import { asegurarFarmacia, farmaciasAlcanzables } from '../../../plataforma/farmacia/index.js';
import { PERMISOS } from '../../../auth/permisos.js';
import { consultaListaSchema, responderLista, validarRango } from '../../../listas/index.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { cubetasAdeudadas } from './cubetas.js';
import { exportarMovimientos, exportarPagos, exportarRecibo, nombreArchivoMovimientos, nombreArchivoPagos, nombreArchivoRecibo } from './descarga-movimientos.js';
import { enviarExportacion } from './exportacion.js';
import { buscarPagos, leyendasPago, pagoPorRecibo, tiposOperacionPago } from './pagos-consulta.js';
import { resumenesDeuda } from './resumenes-deuda.js';
import { pdfResumenSemanal, resumenesSemanales } from './resumenes-semanales.js';
import rutasGrupo from './routes-grupo.js';
import { composicionDeuda, movimientosEntre, paginaMovimientos, semana, totalOperacionesSemana } from './service.js';
import * as reloj from '../../../reloj.js';

const TAG = ['Cuenta corriente'];

const pdf = (reply: FastifyReply, nombre: string, datos: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(nombre)}`)
    .header('cache-control', 'private, no-store')
    .send(datos);

const rutasCuentaCorriente: FastifyPluginAsyncZod = async (app) => {
  const deFarmacia = { permiso: PERMISOS.cuentaCorrienteDeFarmacia };
  const params = farmaciaIdParamsSchema;
  const lista = (item: z.ZodType) => ({ 200: z.array(item), ...respuestasError });

  app.get(
    '/CuentaCorriente/LeyendasParaPagos',
    { config: { permiso: PERMISOS.cuentaCorriente }, schema: { tags: TAG, summary: 'Leyendas de los tipos de pago', response: lista(leyendaPagoSchema) } },
    async () => leyendasPago(app.db),
  );

  app.get(
    '/CuentaCorriente/TipodDeOperacionesParaPagos',
    { config: { permiso: PERMISOS.cuentaCorriente }, schema: { tags: TAG, summary: 'Tipos de operación de los pagos (qué cancela cada pago)', response: lista(tipoOperacionPagoSchema) } },
    async () => tiposOperacionPago(),
  );

  app.post(
    '/CuentaCorriente/BuscarDetallePago',
    {
      config: { permiso: PERMISOS.cuentaCorriente },
      schema: { tags: TAG, summary: 'Pagos de una farmacia entre dos fechas (filters, sorts, page, pageSize)', body: buscarDetallePagoSchema, querystring: consultaListaSchema, response: lista(pagoSchema) },
    },
    async (req, reply) => {
      const { farmaciaId, ...filtro } = req.body;
      await asegurarFarmacia(app, usuarioActual(req), farmaciaId);
      validarRango(filtro.desde, filtro.hasta);
      return responderLista(reply, await buscarPagos(app.db, { ...filtro, farmacias: [farmaciaId] }, req.query));
    },
  );

  app.post(
    '/CuentaCorriente/BuscarDetallePago/descarga',
    {
      config: { permiso: PERMISOS.cuentaCorriente },
      schema: {
        tags: TAG,
        summary: 'Exportación de los pagos de la búsqueda, un renglón por comprobante cancelado (CSV o XLSX, transmitida)',
        body: buscarDetallePagoSchema,
        querystring: formatoExportacionSchema,
        response: { 200: z.any().describe('text/csv o XLSX'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const { farmaciaId, ...filtro } = req.body;
      await asegurarFarmacia(app, usuarioActual(req), farmaciaId);
      validarRango(filtro.desde, filtro.hasta);
      const datos = exportarPagos(app.db, { ...filtro, farmacias: [farmaciaId] }, {}, req.query.formato);
      return enviarExportacion(reply, req.query.formato, nombreArchivoPagos(farmaciaId, filtro.desde, filtro.hasta), datos);
    },
  );

  app.get(
    '/CuentaCorriente/DetallePagoRecibo/:farmacia/:recibo/:fecha',
    {
      config: { permiso: PERMISOS.cuentaCorrienteRecibo },
      schema: { tags: TAG, summary: 'Detalle de un recibo', params: detallePagoReciboParamsSchema, response: { 200: pagoSchema, ...respuestasError } },
    },
    async (req) => pagoPorRecibo(app.db, req.params.farmacia, req.params.recibo, req.params.fecha),
  );

  app.get(
    '/CuentaCorriente/DetallePagoRecibo/:farmacia/:recibo/:fecha/descarga',
    {
      config: { permiso: PERMISOS.cuentaCorrienteRecibo },
      schema: {
        tags: TAG,
        summary: 'Exportación de un recibo con los comprobantes que canceló (CSV o XLSX)',
        params: detallePagoReciboParamsSchema,
        querystring: formatoExportacionSchema,
        response: { 200: z.any().describe('text/csv o XLSX'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const recibo = await pagoPorRecibo(app.db, req.params.farmacia, req.params.recibo, req.params.fecha);
      return enviarExportacion(reply, req.query.formato, nombreArchivoRecibo(recibo), exportarRecibo(recibo, req.query.formato));
    },
  );

  app.put(
    '/ResumenSemanal/ResumenesSemanales',
    {
      config: { permiso: PERMISOS.cuentaCorriente },
      schema: { tags: TAG, summary: 'Resúmenes semanales de la farmacia (filters, sorts, page, pageSize)', body: rangoResumenesSchema, querystring: consultaListaSchema, response: lista(resumenSemanalSchema) },
    },
    async (req, reply) => {
      validarRango(req.body.desde, req.body.hasta);
      return responderLista(reply, await resumenesSemanales(app.db, [usuarioActual(req).farmaciaId], req.body.desde, req.body.hasta, req.query));
    },
  );

  app.get(
    '/ResumenSemanal/:id/pdf',
    {
      config: { permiso: PERMISOS.cuentaCorrienteResumenRecurso },
      schema: { tags: TAG, summary: 'El resumen semanal en PDF', params: resumenSemanalIdParamsSchema, response: { 200: z.any().describe('application/pdf'), ...respuestasError } },
    },
    async (req, reply) => {
      const { nombre, datos } = await pdfResumenSemanal(app.db, req.params.id, await farmaciasAlcanzables(app, usuarioActual(req)));
      return pdf(reply, nombre, datos);
    },
  );

  app.get(
    '/CuentaCorriente/deuda/:id',
    {
      config: deFarmacia,
      schema: { tags: TAG, summary: 'Resúmenes de deuda de la farmacia (filters, sorts, page, pageSize)', params, querystring: consultaListaSchema, response: lista(resumenDeudaSchema) },
    },
    async (req, reply) => responderLista(reply, await resumenesDeuda(app.db, [req.params.id], req.query)),
  );

  app.get(
    '/CuentaCorriente/:id/detalle-cubetas',
    { config: deFarmacia, schema: { tags: TAG, summary: 'Cubetas que la farmacia adeuda a la droguería', params, response: lista(cubetaAdeudadaSchema) } },
    async (req) => cubetasAdeudadas(app.db, [req.params.id]),
  );

  app.get(
    '/CuentaCorriente/composicion/:id',
    { config: deFarmacia, schema: { tags: TAG, summary: 'Saldo, vencido y a vencer de la farmacia por tramos', params, response: { 200: composicionDeudaSchema, ...respuestasError } } },
    async (req) => composicionDeuda(app.db, req.params.id, reloj.hoy()),
  );

  app.get(
    '/CuentaCorriente/operaciones/actual/:id',
    { config: deFarmacia, schema: { tags: TAG, summary: 'Movimientos de la semana en curso', params, response: lista(movimientoCuentaSchema) } },
    async (req) => {
      const { desde, hasta } = semana(reloj.hoy());
      return movimientosEntre(app.db, [req.params.id], desde, hasta);
    },
  );

  app.get(
    '/CuentaCorriente/operaciones/anterior/:id',
    { config: deFarmacia, schema: { tags: TAG, summary: 'Movimientos de la semana anterior', params, response: lista(movimientoCuentaSchema) } },
    async (req) => {
      const { desde, hasta } = semana(reloj.hoy(), 1);
      return movimientosEntre(app.db, [req.params.id], desde, hasta);
    },
  );

  app.get(
    '/CuentaCorriente/totalOperacionesSemana/:id',
    { config: deFarmacia, schema: { tags: TAG, summary: 'Totales de la semana en curso y la anterior', params, response: { 200: totalOperacionesSemanaSchema, ...respuestasError } } },
    async (req) => totalOperacionesSemana(app.db, [req.params.id], reloj.hoy()),
  );

  app.get(
    '/CuentaCorriente/movimientos/:id/descarga',
    {
      config: deFarmacia,
      schema: {
        tags: TAG,
        summary: 'Movimientos entre dos fechas como CSV o XLSX, con el saldo de la farmacia tras cada uno (sin tiempo límite, transmitido)',
        params,
        querystring: descargaMovimientosSchema,
        response: { 200: z.any().describe('text/csv o application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const { desde, hasta, formato } = req.query;
      validarRango(desde, hasta);
      return enviarExportacion(reply, formato, nombreArchivoMovimientos(req.params.id, desde, hasta), exportarMovimientos(app.db, req.params.id, desde, hasta, formato));
    },
  );

  app.post(
    '/CuentaCorriente/movimientos/:id',
    {
      config: deFarmacia,
      schema: {
        tags: TAG,
        summary: 'Movimientos entre dos fechas (filters, sorts, page, pageSize; el total en X-Total-Count)',
        params,
        body: rangoMovimientosSchema,
        querystring: consultaListaSchema,
        response: lista(movimientoCuentaSchema),
      },
    },
    async (req, reply) => {
      validarRango(req.body.FechaDesde, req.body.FechaHasta);
      return responderLista(reply, await paginaMovimientos(app.db, req.params.id, req.body.FechaDesde, req.body.FechaHasta, req.query));
    },
  );

  await app.register(rutasGrupo);
};

export default rutasCuentaCorriente;
