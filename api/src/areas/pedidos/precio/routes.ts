import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mejorCondicionSchema, mejorOfertaBodySchema, precioBodySchema, precioSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { mejorOferta } from './mejor-oferta.js';
import { preciosParaFarmacia } from './precio.js';

const config = { permiso: PERMISOS.catalogo };
const tags = ['Catálogo'];

/** The price of a product for the caller's pharmacy: list price, its discount and the offers and combos in force. */
const rutasPrecio: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/producto/precio',
    {
      config,
      schema: {
        tags,
        summary: 'Precio, descuentos, oferta y stock de cada troquel para la farmacia del usuario',
        body: precioBodySchema,
        response: { 200: z.array(precioSchema), ...respuestasError },
      },
    },
    async (req) => {
      const usuario = usuarioActual(req);
      // The search text tells which searches lead to which products; only the log keeps it.
      if (req.body.busqueda) req.log.info({ busqueda: req.body.busqueda, troqueles: req.body.items.length }, 'precios de una búsqueda');
      return preciosParaFarmacia(app.db, usuario.farmaciaId, req.body.items);
    },
  );

  app.post(
    '/Producto/mejor-oferta',
    {
      config,
      schema: {
        tags,
        summary: 'Mejor oferta vigente para cada línea, según su propia cantidad',
        body: mejorOfertaBodySchema,
        response: { 200: z.array(mejorCondicionSchema), ...respuestasError },
      },
    },
    async (req) => mejorOferta(app.db, usuarioActual(req).farmaciaId, req.body, false),
  );

  app.post(
    '/Producto/mejor-oferta-combinado',
    {
      config,
      schema: {
        tags,
        summary: 'Mejor oferta vigente para cada línea, sumando las unidades de las líneas de una misma oferta',
        body: mejorOfertaBodySchema,
        response: { 200: z.array(mejorCondicionSchema), ...respuestasError },
      },
    },
    async (req) => mejorOferta(app.db, usuarioActual(req).farmaciaId, req.body, true),
  );
};

export default rutasPrecio;
