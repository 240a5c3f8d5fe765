import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estadoSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError } from '../../../rutas/comun.js';
import { listarEstados } from './service.js';

const rutasEstado: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/estado',
    {
      config: { permiso: PERMISOS.sesion },
      schema: {
        tags: ['Pedidos'],
        summary: 'Estados de pedidos y devoluciones',
        response: { 200: z.array(estadoSchema), ...respuestasError },
      },
    },
    async () => listarEstados(app.db),
  );
};

export default rutasEstado;
