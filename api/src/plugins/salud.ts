import fp from 'fastify-plugin';
import { baseDatosAlcanzable } from '../db/client.js';

/** Liveness and readiness, outside `/api` and without authentication (load balancers call them). */
export default fp(async (app) => {
  app.get('/healthz', async () => ({ estado: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const ok = await baseDatosAlcanzable(app.db);
    return reply.code(ok ? 200 : 503).send({ estado: ok ? 'ok' : 'base de datos no disponible' });
  });
});
