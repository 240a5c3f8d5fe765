import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idsUsuariosSchema, nombreUsuarioSchema } from '@portal/shared/contracts';
import { farmaciasAlcanzables } from '../../auth/alcance.js';
import { respuestasError, usuarioActual } from '../comun.js';
import { nombresDeUsuarios } from '../usuario/service.js';

/** User names for the ids shown in histories; ids of users the caller may not see are left out. */
const rutasCrewDragon: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/CrewDragon/UserNames',
    {
      config: { permiso: { rol: null, alcance: { tipo: 'propio' } } },
      schema: {
        tags: ['Usuarios'],
        summary: 'Nombres de usuario por id',
        body: idsUsuariosSchema,
        response: { 200: z.array(nombreUsuarioSchema), ...respuestasError },
      },
    },
    async (req) => nombresDeUsuarios(app.db, await farmaciasAlcanzables(app, usuarioActual(req)), req.body),
  );
};

export default rutasCrewDragon;
