import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chequeoRestriccionesBodySchema, chequeoRestriccionSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { chequearRestricciones } from './service.js';

const rutasRestricciones: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pedido/ChequeadorRestriccionesProductoControllerChequear',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags: ['Pedidos'],
        summary: 'Chequea las restricciones de producto, oferta y combo de las líneas a pedir',
        body: chequeoRestriccionesBodySchema,
        response: { 200: z.array(chequeoRestriccionSchema), ...respuestasError },
      },
    },
    async (req) => chequearRestricciones(app.db, usuarioActual(req).farmaciaId, req.body.items),
  );
};

export default rutasRestricciones;
