import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { laboratorioSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError } from '../../../rutas/comun.js';
import { listarLaboratorios } from './service.js';

const rutasLaboratorio: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/laboratorio',
    {
      config: { permiso: PERMISOS.catalogo },
      schema: { tags: ['Catálogo'], summary: 'Laboratorios, por nombre', response: { 200: z.array(laboratorioSchema), ...respuestasError } },
    },
    async () => listarLaboratorios(app.db),
  );
};

export default rutasLaboratorio;
