import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comboSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError } from '../../../rutas/comun.js';
import { combosDisponibles } from './service.js';
import * as reloj from '../../../reloj.js';

const rutasCombo: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/combo/disponible-con-troqueles',
    {
      config: { permiso: PERMISOS.catalogo },
      schema: {
        tags: ['Catálogo'],
        summary: 'Combos vigentes, con sus troqueles de requisito y de premio',
        response: { 200: z.array(comboSchema), ...respuestasError },
      },
    },
    async () => combosDisponibles(app.db, reloj.ahora()),
  );
};

export default rutasCombo;
