import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmaciaGrupoSchema, grupoIdParamsSchema, infoGrupoSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError } from '../../../rutas/comun.js';
import { farmaciasGrupo, infoGrupo } from './service.js';

const rutasFarmaciaGrupo: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/FarmaciaGrupo/InfoGrupo/:id',
    {
      config: { permiso: PERMISOS.cuentaCorrienteGrupo },
      schema: {
        tags: ['Grupo de farmacias'],
        summary: 'Datos y crédito del grupo',
        params: grupoIdParamsSchema,
        response: { 200: infoGrupoSchema, ...respuestasError },
      },
    },
    async (req) => infoGrupo(app.db, req.params.id),
  );

  app.get(
    '/FarmaciaGrupo/Farmacias/:id',
    {
      config: { permiso: PERMISOS.cuentaCorrienteGrupo },
      schema: {
        tags: ['Grupo de farmacias'],
        summary: 'Farmacias del grupo',
        params: grupoIdParamsSchema,
        response: { 200: z.array(farmaciaGrupoSchema), ...respuestasError },
      },
    },
    async (req) => farmaciasGrupo(app.db, req.params.id),
  );
};

export default rutasFarmaciaGrupo;
