import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importesCarritoSchema, lineasCarritoBodySchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { carritoActual, leerFilas } from './repositorio.js';
import { aplicarDelta, importesDeLineas, lineaDeFila } from './importes.js';

const config = { permiso: PERMISOS.carritoLectura };
const tags = ['Carrito'];

const rutasImportes: FastifyPluginAsyncZod = async (app) => {
  const lineasActuales = async (farmaciaId: number) => (await leerFilas(app.db, (await carritoActual(app.db, farmaciaId)).id)).map(lineaDeFila);

  app.get(
    '/importe-carrito',
    { config, schema: { tags, summary: 'Importes del carrito actual: subtotales, IVA, percepciones y total', response: { 200: importesCarritoSchema, ...respuestasError } } },
    async (req) => {
      const { farmaciaId } = usuarioActual(req);
      return importesDeLineas(app.db, farmaciaId, await lineasActuales(farmaciaId));
    },
  );

  app.post(
    '/importe-carrito-delta',
    {
      config,
      schema: {
        tags,
        summary: 'Importes del carrito como si se aplicaran los cambios propuestos, sin guardarlos',
        body: lineasCarritoBodySchema,
        response: { 200: importesCarritoSchema, ...respuestasError },
      },
    },
    async (req) => {
      const { farmaciaId } = usuarioActual(req);
      return importesDeLineas(app.db, farmaciaId, aplicarDelta(await lineasActuales(farmaciaId), req.body));
    },
  );
};

export default rutasImportes;
