import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devolucionIdParamsSchema,
  devolucionSchema,
  errorApiSchema,
  estadoSchema,
  facturaParaDevolverSchema,
  faltanteDisponibleQuerySchema,
  faltanteDisponibleSchema,
  itemParaDevolverSchema,
  motivoDevolucionSchema,
  nuevaDevolucionBodySchema,
  paraFacturasBodySchema,
  parametrosDevolucionSchema,
  pedidosNoPrepararBodySchema,
  pedidosNoPrepararSchema,
  TipoDevolucion,
  verificacionLoteSchema,
  verificarLotesBodySchema,
} from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { listarEstados } from '../../pedidos/estado/index.js';
import { detalleDevolucion, obtenerDevolucion, pedidosNoPrepararParaFacturas } from './consultas.js';
import { pdfDevolucion } from './pdf.js';
import { exigirSeccion, reglasDevolucion, SECCION_DEVOLUCIONES, SECCION_RECALLS, SECCIONES_DEVOLUCION } from './reglas.js';
import { facturasParaDevolver, faltanteDisponiblePorTroquel, itemsParaDevolver, motivos, nuevaDevolucion, verificar } from './service.js';
import type { AmbitoVerificacion } from './verificacion.js';
import { rutasConsulta } from './rutas-consulta.js';
import rutasVencidos from './vencidos-routes.js';
import rutasDevolucionRecall from './recalls-routes.js';

const tags = ['Devoluciones'];

/**
 * General returns (SPEC §7 "Returns"): every call needs the Devoluciones role and section 11 enabled, but for what
 * every kind of return shares (states, lot parameters: 11, 41 or 8) and the recall check (11 or 41).
 */
const rutasDevolucion: FastifyPluginAsyncZod = async (app) => {
  const con = (...secciones: number[]) => (req: Parameters<typeof usuarioActual>[0]) => {
    const u = usuarioActual(req);
    exigirSeccion(u, ...secciones);
    return u;
  };
  const usuario = con(SECCION_DEVOLUCIONES);
  const deCualquierDevolucion = con(...SECCIONES_DEVOLUCION);

  app.get(
    '/Devolucion/Parametros',
    {
      config: { permiso: PERMISOS.devoluciones },
      schema: { tags, summary: 'Parámetros de devolución: longitudes de serie y lote (305–307), plazos (21, 31, 2) y los plazos que se aplican al usuario', response: { 200: parametrosDevolucionSchema, ...respuestasError } },
    },
    async (req) => (await reglasDevolucion(app, deCualquierDevolucion(req))).parametros,
  );
  app.get(
    '/devolucion/motivos',
    { config: { permiso: PERMISOS.devoluciones }, schema: { tags, summary: 'Motivos de devolución', response: { 200: z.array(motivoDevolucionSchema), ...respuestasError } } },
    async (req) => (deCualquierDevolucion(req), motivos(app.db)),
  );
  app.get(
    '/devolucion/estados',
    { config: { permiso: PERMISOS.devoluciones }, schema: { tags, summary: 'Estados de devolución', response: { 200: z.array(estadoSchema), ...respuestasError } } },
    async (req) => (deCualquierDevolucion(req), listarEstados(app.db)),
  );
  app.post(
    '/devolucion/ParaFacturas',
    {
      config: { permiso: PERMISOS.devoluciones },
      schema: { tags, summary: 'Facturas de la farmacia dentro del plazo de devolución, buscadas por número, pedido, remito o producto (o una por facturaId)', body: paraFacturasBodySchema, response: { 200: z.array(facturaParaDevolverSchema), ...respuestasError } },
    },
    async (req) => facturasParaDevolver(app, usuario(req), req.body),
  );
  app.post(
    '/devolucion/PedidosNoPrepararParaFacturas',
    {
      config: { permiso: PERMISOS.devoluciones },
      schema: {
        tags,
        summary: 'Para cada factura, las devoluciones de la farmacia que el distribuidor todavía no preparó (200, 220)',
        body: pedidosNoPrepararBodySchema,
        response: { 200: z.array(pedidosNoPrepararSchema), ...respuestasError },
      },
    },
    async (req) => pedidosNoPrepararParaFacturas(app.db, usuario(req), req.body.facturaIds),
  );
  app.get(
    '/pedido/FaltanteDisponiblePorTroquel',
    {
      config: { permiso: PERMISOS.devolucionRecurso },
      schema: {
        tags,
        summary: 'Faltantes de un producto registrados en el control de pedidos, en facturas dentro del plazo de faltantes, y lo que queda por reclamar',
        querystring: faltanteDisponibleQuerySchema,
        response: { 200: z.array(faltanteDisponibleSchema), ...respuestasError },
      },
    },
    async (req) => faltanteDisponiblePorTroquel(app, usuario(req), req.query.troquel, req.query.facturaId),
  );
  app.get(
    '/factura/:id/itemsParaDevolver',
    {
      config: { permiso: PERMISOS.devolucionRecurso },
      schema: { tags, summary: 'Líneas de la factura que se pueden devolver: lo facturado menos lo ya devuelto, con su tipo de validación', params: devolucionIdParamsSchema, response: { 200: z.array(itemParaDevolverSchema), ...respuestasError } },
    },
    async (req) => itemsParaDevolver(app, usuario(req), req.params.id),
  );

  const verificaciones: [string, AmbitoVerificacion, string, number[]][] = [
    ['/devolucion/VerificarLote', 'venta', 'Verifica lotes contra lo despachado a la farmacia (o a la factura indicada), en lote', [SECCION_DEVOLUCIONES]],
    ['/devolucion/VerificarNroSerie', 'venta', 'Verifica números de serie contra lo despachado a la farmacia, en lote', SECCIONES_DEVOLUCION],
    ['/devolucion/VerificarNroSerieEnFactura', 'factura', 'Verifica números de serie contra lo despachado en una factura, en lote', [SECCION_DEVOLUCIONES]],
    ['/devolucion/VerificarNroSerieEnPedido', 'pedido', 'Verifica números de serie contra lo despachado en un pedido, en lote', [SECCION_DEVOLUCIONES]],
    ['/devolucion/VerificarNroSerieEnRecall', 'recall', 'Verifica lotes o series contra los lotes de un recall vigente y lo despachado a la farmacia (con las unidades que aún puede devolver), en lote', [SECCION_DEVOLUCIONES, SECCION_RECALLS]],
  ];
  for (const [url, ambito, summary, secciones] of verificaciones) {
    const quien = con(...secciones);
    app.post(
      url,
      { config: { permiso: PERMISOS.devolucionRecurso }, schema: { tags, summary, body: verificarLotesBodySchema, response: { 200: z.array(verificacionLoteSchema), ...respuestasError } } },
      async (req) => verificar(app, quien(req), ambito === 'venta' && req.body.facturaId !== undefined ? 'factura' : ambito, req.body),
    );
  }

  app.post(
    '/devolucion/nueva',
    {
      config: { permiso: PERMISOS.devolucionRecurso },
      schema: {
        tags,
        summary: 'Crea una devolución general de una factura, completa o nada; el mismo guid dos veces crea una sola',
        body: nuevaDevolucionBodySchema,
        response: { 200: devolucionSchema, ...respuestasError, 409: errorApiSchema },
      },
    },
    async (req) => nuevaDevolucion(app, usuario(req), req.body),
  );
  app.get(
    '/devolucion/:id/comprobante',
    {
      config: { permiso: PERMISOS.devolucionRecurso },
      schema: { tags, summary: 'Comprobante PDF de la devolución, como descarga devolucion-{id}.pdf', params: devolucionIdParamsSchema, produces: ['application/pdf'], response: { 200: z.any().describe('PDF'), ...respuestasError } },
    },
    async (req, reply) => {
      const u = usuario(req);
      const [d, items, m] = await Promise.all([obtenerDevolucion(app.db, u, req.params.id), detalleDevolucion(app.db, u, req.params.id), motivos(app.db)]);
      const datos = await pdfDevolucion(d, items, m);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="devolucion-${d.id}.pdf"`).send(datos);
    },
  );
  await app.register(rutasConsulta, { prefijo: '/devolucion', tipo: TipoDevolucion.General, seccion: SECCION_DEVOLUCIONES, tags, nombre: 'Devoluciones generales' });
  await app.register(rutasVencidos);
  await app.register(rutasDevolucionRecall);
};
export default rutasDevolucion;
