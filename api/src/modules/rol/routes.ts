import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolItemSchema } from '@portal/shared/contracts';
import { farmaciasAlcanzables } from '../../auth/alcance.js';
import { respuestasError, usuarioActual } from '../comun.js';
import { rolesEnUso } from '../usuario/service.js';
import { rolesAsignables } from './service.js';

const administrador = { rol: 'Administrador', alcance: { tipo: 'propio' } } as const;

const rutasRol: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Rol',
    {
      config: { permiso: administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Roles que tienen los usuarios de las farmacias del administrador',
        response: { 200: z.array(rolItemSchema), ...respuestasError },
      },
    },
    async (req) => rolesEnUso(app.db, await farmaciasAlcanzables(app, usuarioActual(req))),
  );

  app.get(
    '/Rol/Asignables',
    {
      config: { permiso: administrador },
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
