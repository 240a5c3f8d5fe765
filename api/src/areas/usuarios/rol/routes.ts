import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolItemSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError } from '../../../rutas/comun.js';
import { rolesAsignables } from './service.js';

/** The role catalogue; the roles the users hold are the user module's (`GET /api/Rol`). */
const rutasRol: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Rol/Asignables',
    {
      config: { permiso: PERMISOS.administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Roles que un administrador de farmacia puede asignar',
        response: { 200: z.array(rolItemSchema), ...respuestasError },
      },
    },
    async () => rolesAsignables(app.db),
  );
};

export default rutasRol;
