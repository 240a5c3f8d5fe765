import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { drogaSchema } from '@portal/shared/contracts';
import { respuestasError } from '../comun.js';
import { PERMISO_CATALOGO } from '../producto/permiso.js';
import { listarDrogas } from './service.js';

const rutasDroga: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/droga',
    {
      config: { permiso: PERMISO_CATALOGO },
      schema: { tags: ['Catálogo'], summary: 'Drogas (principios activos), por nombre', response: { 200: z.array(drogaSchema), ...respuestasError } },
    },
    async () => listarDrogas(app.db),
  );
};

export default rutasDroga;
