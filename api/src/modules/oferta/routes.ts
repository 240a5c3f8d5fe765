import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ofertaSchema } from '@portal/shared/contracts';
import { respuestasError, usuarioActual } from '../comun.js';
import { PERMISO_CATALOGO } from '../producto/permiso.js';
import { condicionesFarmacia } from './condiciones-farmacia.js';
import { ofertasDisponibles } from './service.js';

const rutasOferta: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/oferta/disponible-con-troqueles',
    {
      config: { permiso: PERMISO_CATALOGO },
      schema: {
        tags: ['Catálogo'],
        summary: 'Ofertas vigentes que la farmacia del usuario puede pedir, con sus troqueles',
        response: { 200: z.array(ofertaSchema), ...respuestasError },
      },
    },
    async (req) => {
      const { socio } = await condicionesFarmacia(app.db, usuarioActual(req).farmaciaId);
      return ofertasDisponibles(app.db, { socio, ahora: new Date() });
    },
  );
};

export default rutasOferta;
