import '@fastify/rate-limit';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logClienteSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../auth/permisos.js';
import { respuestasError } from '../../rutas/comun.js';

/**
 * Log lines sent by the browser. Public because the client also reports a failed sign-in, when it has no session;
 * the user and pharmacy are added when a token came. Rate-limited per address so it cannot flood the logs.
 */
const rutasKibana: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/kibana/log',
    {
      config: { permiso: PERMISOS.publico, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Registro'],
        summary: 'Registra un mensaje del cliente',
        body: logClienteSchema,
        response: { 204: z.null().describe('Registrado'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const usuario = req.usuario;
      req.log.info(
        {
          origen: 'cliente',
          userId: usuario?.sub ?? null,
          nombre: usuario?.nombre ?? null,
          farmaciaId: usuario?.farmaciaId ?? null,
          versionCliente: req.headers['x-client-version'] ?? null,
          mensaje: req.body.mensaje,
        },
        'Mensaje del cliente',
      );
      return reply.code(204).send(null);
    },
  );
};

export default rutasKibana;
