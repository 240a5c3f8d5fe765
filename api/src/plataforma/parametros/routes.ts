import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idsParametrosSchema, parametroSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../auth/permisos.js';
import { respuestasError } from '../../rutas/comun.js';
import { leerParametros } from './service.js';

const rutasParametros: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ParametrosGenerales',
    {
      config: { permiso: PERMISOS.sesion },
      schema: {
        tags: ['Parámetros'],
        summary: 'Parámetros del sistema por id (fechas como día/mes/año)',
        body: idsParametrosSchema,
        response: { 200: z.array(parametroSchema), ...respuestasError },
      },
    },
    async (req) => leerParametros(app.db, req.body),
  );
};

export default rutasParametros;
