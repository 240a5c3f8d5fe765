import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolItemSchema } from '@portal/shared/contracts';
import { farmaciasAlcanzables } from '../../../plataforma/farmacia/index.js';
import { PERMISOS } from '../../../auth/permisos.js';
import { usuarioActual } from '../../../rutas/comun.js';
import { respuestasReglas } from './errores-reglas.js';
import { rolesEnUso } from './service.js';

/** `GET /api/Rol`: which roles the users hold is the users' data, so it is served here (the role module serves the catalogue). */
const rutasRolesEnUso: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Rol',
    {
      config: { permiso: PERMISOS.administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Roles que tienen los usuarios de las farmacias del administrador',
        response: { 200: z.array(rolItemSchema), ...respuestasReglas },
      },
    },
    async (req) => rolesEnUso(app.db, await farmaciasAlcanzables(app, usuarioActual(req))),
  );
};

export default rutasRolesEnUso;
