import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { laboratorioSchema } from '@portal/shared/contracts';
import { respuestasError } from '../comun.js';
import { PERMISO_CATALOGO } from '../producto/permiso.js';
import { listarLaboratorios } from './service.js';

const rutasLaboratorio: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/laboratorio',
    {
      config: { permiso: PERMISO_CATALOGO },
      schema: { tags: ['Catálogo'], summary: 'Laboratorios, por nombre', response: { 200: z.array(laboratorioSchema), ...respuestasError } },
    },
    async () => listarLaboratorios(app.db),
  );
};

export default rutasLaboratorio;
