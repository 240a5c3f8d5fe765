/**
 * One API process for bench/hub-dos-procesos.ts: what `src/server.ts` runs, configured by the same environment, but
 * with the hub on the Redis channel named by CANAL_HUB, so the bench neither hears nor disturbs other deployments
 * that share the Redis server.
 */
import { buildApp } from '../src/app.js';

const canalRedis = process.env.CANAL_HUB;
if (!canalRedis) throw new Error('Falta CANAL_HUB (el canal de Redis del hub para esta corrida).');
const app = await buildApp({ config: { hub: { canalRedis } } });
process.once('SIGTERM', () => {
  app.server.closeAllConnections();
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: app.configApi.port, host: '127.0.0.1' });
