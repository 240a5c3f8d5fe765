import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  detalleProductoBodySchema,
  detalleProductoSchema,
  listaTroquelesSchema,
  productosSchema,
  tieneLoteSchema,
  type Producto,
} from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { noEncontrado } from '../../../errores.js';
import { respuestasError } from '../../../rutas/comun.js';
import { elegirCodificacion } from './codificacion.js';
import { CacheListaProductos } from './lista-cache.js';
import { detallesProductos, productosSinFiltro, tienenLote, troquelesQueAceptanConvenio } from './service.js';

const config = { permiso: PERMISOS.catalogo };
const tags = ['Catálogo'];

/** An `If-Modified-Since` that covers the list's last change (HTTP dates carry whole seconds). */
function vigenteDesde(ifModifiedSince: string | undefined, ultimaModificacion: Date): boolean {
  if (!ifModifiedSince) return false;
  const desde = Date.parse(ifModifiedSince);
  return Number.isFinite(desde) && desde >= ultimaModificacion.getTime();
}

const rutasProducto: FastifyPluginAsyncZod = async (app) => {
  const cache = new CacheListaProductos(app.db);

  app.get(
    '/producto',
    {
      config,
      schema: {
        tags,
        summary: 'Lista completa de productos en venta (comprimida; responde 304 si no cambió desde If-Modified-Since)',
        response: { 200: productosSchema, 304: z.null().describe('La lista no cambió'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const lista = await cache.obtener();
      reply
        .header('last-modified', lista.ultimaModificacion.toUTCString())
        // The client keeps the list itself and always revalidates it.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (vigenteDesde(req.headers['if-modified-since'], lista.ultimaModificacion)) return reply.code(304).send(null);
      const codificacion = elegirCodificacion(req.headers['accept-encoding']);
      if (codificacion !== 'identity') reply.header('content-encoding', codificacion);
      // The cached bytes are this route's 200 schema already serialised; fastify sends a Buffer as it is.
      const cuerpo = lista.cuerpos[codificacion] as unknown as Producto[];
      return reply.type('application/json; charset=utf-8').send(cuerpo);
    },
  );

  app.get(
    '/producto/troqueles-que-aceptan-convenio',
    {
      config,
      schema: { tags, summary: 'Troqueles de productos que aceptan el convenio PAMI o similares', response: { 200: z.array(z.number().int()), ...respuestasError } },
    },
    async () => troquelesQueAceptanConvenio(app.db),
  );

  app.post(
    '/producto/SinFiltro',
    {
      config,
      schema: {
        tags,
        summary: 'Productos por troquel, incluidos los dados de baja',
        body: listaTroquelesSchema,
        response: { 200: productosSchema, ...respuestasError },
      },
    },
    async (req) => productosSinFiltro(app.db, req.body),
  );

  app.post(
    '/producto/detalle',
    {
      config,
      schema: {
        tags,
        summary: 'Producto y su nota: { troquel } responde uno (404 si no existe); una lista responde los que existen',
        body: detalleProductoBodySchema,
        response: { 200: z.union([detalleProductoSchema, z.array(detalleProductoSchema)]), ...respuestasError },
      },
    },
    async (req) => {
      if (Array.isArray(req.body)) return detallesProductos(app.db, req.body);
      const [detalle] = await detallesProductos(app.db, [req.body.troquel]);
      if (!detalle) throw noEncontrado('No se encontró el producto.');
      return detalle;
    },
  );

  app.post(
    '/producto/tieneLote',
    {
      config,
      schema: {
        tags,
        summary: 'Si cada producto exige control de lote',
        body: listaTroquelesSchema,
        response: { 200: z.array(tieneLoteSchema), ...respuestasError },
      },
    },
    async (req) => tienenLote(app.db, req.body),
  );
};

export default rutasProducto;
