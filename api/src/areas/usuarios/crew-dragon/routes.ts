import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idsUsuariosSchema, nombreUsuarioSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { farmaciasAlcanzables } from '../../../plataforma/farmacia/index.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { nombresDeUsuarios } from '../usuario/index.js';

/**
 * User names for the ids shown in histories, for any signed-in user. Ids of users the caller may not see (another
 * pharmacy's) or that no longer exist (deleted) are left out rather than refused: a history names many authors, and
 * one unknown must not hide the others. The administrator's own batch call, `POST /api/Usuario/Roles`, answers 404.
 */
const rutasCrewDragon: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/CrewDragon/UserNames',
    {
      config: { permiso: PERMISOS.sesion },
      schema: {
        tags: ['Usuarios'],
        summary: 'Nombres de usuario por id (los de otras farmacias, o eliminados, se omiten de la respuesta)',
        body: idsUsuariosSchema,
        response: { 200: z.array(nombreUsuarioSchema), ...respuestasError },
      },
    },
    async (req) => nombresDeUsuarios(app.db, await farmaciasAlcanzables(app, usuarioActual(req)), req.body),
  );
};

export default rutasCrewDragon;
