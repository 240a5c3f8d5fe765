import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { drogaSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError } from '../../../rutas/comun.js';
import { listarDrogas } from './service.js';

const rutasDroga: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/droga',
    {
      config: { permiso: PERMISOS.catalogo },
      schema: { tags: ['Catálogo'], summary: 'Drogas (principios activos), por nombre', response: { 200: z.array(drogaSchema), ...respuestasError } },
    },
    async () => listarDrogas(app.db),
  );
};

export default rutasDroga;
