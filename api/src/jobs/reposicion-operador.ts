import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reponerFaltantes } from './reposicion.js';

/**
 * `POST /operador/reposicion`: the distributor's goods were received now, so the restock runs at once instead of
 * waiting for REPOSICION_INTERVAL_MS (an operator's call, `X-Operador-Token` as the maintenance switch; the browser
 * journey of the recoverer notice uses it). Answers the products back in stock and the pharmacies told.
 */
export const rutaOperadorReposicion: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operador/reposicion',
    {
      onRequest: app.exigirOperador,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { hide: true, response: { 200: z.object({ repuestos: z.array(z.number().int()), farmaciasAvisadas: z.array(z.number().int()) }) } },
    },
    async () => reponerFaltantes(app),
  );
};
