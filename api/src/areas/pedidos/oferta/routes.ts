import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ofertaSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { leerCondicionesFarmacia } from '../../../plataforma/farmacia/index.js';
import { ofertasDisponibles } from './service.js';
import * as reloj from '../../../reloj.js';

const rutasOferta: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/oferta/disponible-con-troqueles',
    {
      config: { permiso: PERMISOS.catalogo },
      schema: {
        tags: ['Catálogo'],
        summary: 'Ofertas vigentes que la farmacia del usuario puede pedir, con sus troqueles',
        response: { 200: z.array(ofertaSchema), ...respuestasError },
      },
    },
    async (req) => {
      const { socio } = await leerCondicionesFarmacia(app.db, usuarioActual(req).farmaciaId);
      return ofertasDisponibles(app.db, { socio, ahora: reloj.ahora() });
    },
  );
};

export default rutasOferta;
