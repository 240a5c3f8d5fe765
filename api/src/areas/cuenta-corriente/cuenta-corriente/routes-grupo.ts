import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buscarDetallePagoGrupoSchema,
  composicionDeudaSchema,
  deudaGrupoFarmaciaSchema,
  farmaciaDelGrupoQuerySchema,
  formatoExportacionSchema,
  grupoIdParamsSchema,
  leyendaPagoSchema,
  pagoSchema,
  resumenDeudaSchema,
  resumenesGrupoParamsSchema,
  resumenSemanalSchema,
  tipoOperacionPagoSchema,
  totalOperacionesSemanaSchema,
} from '@portal/shared/contracts';
import { asegurarGrupo, farmaciasAlcanzables } from '../../../plataforma/farmacia/index.js';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { PERMISOS } from '../../../auth/permisos.js';
import { noEncontrado } from '../../../errores.js';
import { consultaListaSchema, responderLista, validarRango } from '../../../listas/index.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { exportarPagos, nombreArchivoPagos } from './descarga-movimientos.js';
import { enviarExportacion } from './exportacion.js';
import { buscarPagos, leyendasPago, tiposOperacionPago } from './pagos-consulta.js';
import { resumenesDeuda } from './resumenes-deuda.js';
import { resumenesSemanales } from './resumenes-semanales.js';
import { composicionDeuda, totalOperacionesSemana } from './service.js';
import * as reloj from '../../../reloj.js';

const TAG = ['Cuenta corriente del grupo'];

/**
 * The pharmacies a group call covers: every pharmacy of the caller's group, or the one asked for. Another group, or a
 * pharmacy outside the group, is a 404 (as if it did not exist).
 */
export async function farmaciasDelGrupo(app: FastifyInstance, usuario: UsuarioToken, grupoId: number, farmaciaId?: number): Promise<number[]> {
  asegurarGrupo(usuario, grupoId);
  const delGrupo = await farmaciasAlcanzables(app, usuario);
  if (farmaciaId === undefined) return delGrupo;
  if (!delGrupo.includes(farmaciaId)) throw noEncontrado();
  return [farmaciaId];
}

/** /api/CuentaCorriente/…Grupo and the group's statements: the whole group or one of its pharmacies (role CuentaCorrienteGrupo). */
const rutasGrupo: FastifyPluginAsyncZod = async (app) => {
  const busqueda = { permiso: PERMISOS.cuentaCorrienteGrupoBusqueda };
  const lista = (item: z.ZodType) => ({ 200: z.array(item), ...respuestasError });

  app.get(
    '/CuentaCorriente/LeyendasParaPagosGrupo',
    { config: busqueda, schema: { tags: TAG, summary: 'Leyendas de los tipos de pago (grupo)', response: lista(leyendaPagoSchema) } },
    async () => leyendasPago(app.db),
  );

  app.get(
    '/CuentaCorriente/TipodDeOperacionesParaPagosGrupo',
    { config: busqueda, schema: { tags: TAG, summary: 'Tipos de operación de los pagos (grupo)', response: lista(tipoOperacionPagoSchema) } },
    async () => tiposOperacionPago(),
  );

  app.post(
    '/CuentaCorriente/BuscarDetallePagoGrupo',
    {
      config: busqueda,
      schema: {
        tags: TAG,
        summary: 'Pagos de las farmacias del grupo, o de una de ellas, entre dos fechas (filters, sorts, page, pageSize)',
        body: buscarDetallePagoGrupoSchema,
        querystring: consultaListaSchema,
        response: lista(pagoSchema),
      },
    },
    async (req, reply) => {
      const { grupoId, farmaciaId, ...filtro } = req.body;
      const farmacias = await farmaciasDelGrupo(app, usuarioActual(req), grupoId, farmaciaId);
      validarRango(filtro.desde, filtro.hasta);
      return responderLista(reply, await buscarPagos(app.db, { ...filtro, farmacias }, req.query));
    },
  );

  app.post(
    '/CuentaCorriente/BuscarDetallePagoGrupo/descarga',
    {
      config: busqueda,
      schema: {
        tags: TAG,
        summary: 'Exportación de los pagos del grupo o de una farmacia, un renglón por comprobante cancelado (CSV o XLSX)',
        body: buscarDetallePagoGrupoSchema,
        querystring: formatoExportacionSchema,
        response: { 200: z.any().describe('text/csv o XLSX'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const { grupoId, farmaciaId, ...filtro } = req.body;
      const farmacias = await farmaciasDelGrupo(app, usuarioActual(req), grupoId, farmaciaId);
      validarRango(filtro.desde, filtro.hasta);
      const datos = exportarPagos(app.db, { ...filtro, farmacias }, {}, req.query.formato);
      return enviarExportacion(reply, req.query.formato, nombreArchivoPagos(farmaciaId ?? null, filtro.desde, filtro.hasta), datos);
    },
  );

  app.post(
    '/CuentaCorriente/deudaGrupoFarmacia',
    {
      config: busqueda,
      schema: {
        tags: TAG,
        summary: 'Resúmenes de deuda de las farmacias del grupo, o de una de ellas (filters, sorts, page, pageSize)',
        body: deudaGrupoFarmaciaSchema,
        querystring: consultaListaSchema,
        response: lista(resumenDeudaSchema),
      },
    },
    async (req, reply) => {
      const farmacias = await farmaciasDelGrupo(app, usuarioActual(req), req.body.grupoId, req.body.farmaciaId);
      return responderLista(reply, await resumenesDeuda(app.db, farmacias, req.query));
    },
  );

  app.get(
    '/CuentaCorriente/totalOperacionesSemanaGrupo/:id',
    {
      config: { permiso: PERMISOS.cuentaCorrienteGrupo },
      schema: {
        tags: TAG,
        summary: 'Totales de la semana en curso y la anterior del grupo {id}, o de una de sus farmacias (farmaciaId)',
        params: grupoIdParamsSchema,
        querystring: farmaciaDelGrupoQuerySchema,
        response: { 200: totalOperacionesSemanaSchema, ...respuestasError },
      },
    },
    async (req) => totalOperacionesSemana(app.db, await farmaciasDelGrupo(app, usuarioActual(req), req.params.id, req.query.farmaciaId), reloj.hoy()),
  );

  app.get(
    '/CuentaCorriente/composicionGrupo/:id',
    {
      config: { permiso: PERMISOS.cuentaCorrienteGrupo },
      schema: {
        tags: TAG,
        summary: 'Saldo, vencido y a vencer por tramos del grupo {id} en conjunto, o de una de sus farmacias (farmaciaId)',
        params: grupoIdParamsSchema,
        querystring: farmaciaDelGrupoQuerySchema,
        response: { 200: composicionDeudaSchema, ...respuestasError },
      },
    },
    async (req) => {
      const { farmaciaId } = req.query;
      const farmacias = await farmaciasDelGrupo(app, usuarioActual(req), req.params.id, farmaciaId);
      return composicionDeuda(app.db, farmaciaId ?? farmacias, reloj.hoy());
    },
  );

  app.get(
    '/ResumenSemanal/ResumenesSemanalesGrupo/:a/:b/:c',
    {
      config: { permiso: PERMISOS.cuentaCorrienteGrupoResumenes },
      schema: {
        tags: TAG,
        summary: 'Resúmenes semanales de las farmacias del grupo {a}, o de una (farmaciaId), entre {b} y {c} (sorts, page, pageSize)',
        params: resumenesGrupoParamsSchema,
        querystring: consultaListaSchema.extend(farmaciaDelGrupoQuerySchema.shape),
        response: lista(resumenSemanalSchema),
      },
    },
    async (req, reply) => {
      const { farmaciaId, ...consulta } = req.query;
      const farmacias = await farmaciasDelGrupo(app, usuarioActual(req), req.params.a, farmaciaId);
      validarRango(req.params.b, req.params.c);
      return responderLista(reply, await resumenesSemanales(app.db, farmacias, req.params.b, req.params.c, consulta));
    },
  );
};

export default rutasGrupo;
