import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { crearEntorno, type Entorno } from './entorno.js';
import { tokenCache } from './sesion.js';

/** The machine and CI have Redis: the backplane is always tested, with or without REDIS_URL. */
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export interface DosInstancias {
  /** The first API process, with its database (the suite's). */
  a: Entorno;
  /** A second API process in all but the process: its own app, server and Redis clients, on the same database. */
  b: FastifyInstance;
  urlB: string;
  token: (userName: string) => Promise<string>;
  cerrar: () => Promise<void>;
}

/** Two API instances on one database, joined by the Redis backplane on a channel of their own. */
export async function dosInstancias(): Promise<DosInstancias> {
  const config = { redisUrl: REDIS, hub: { pollMs: 1_000, canalRedis: `portal:hub:prueba:${randomUUID()}` } };
  const a = await crearEntorno({ config });
  const b = await buildApp({ baseDatos: a.baseDatos, logger: false, config: { ...config, publicUrl: a.app.configApi.publicUrl } });
  await b.listen({ port: 0, host: '127.0.0.1' });
  const direccion = b.server.address();
  const urlB = `http://127.0.0.1:${typeof direccion === 'object' && direccion ? direccion.port : 0}`;
  return {
    a,
    b,
    urlB,
    token: tokenCache(a.url),
    cerrar: async () => {
      // Every client has stopped; pooled keep-alive sockets (even unused ones) would hold the servers' close for a minute.
      b.server.closeAllConnections();
      a.app.server.closeAllConnections();
      await b.close();
      await a.cerrar();
    },
  };
}
