import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { abrirBaseDatos, type BaseDatos } from '../../src/db/client.js';
import { sembrar } from '../../src/seed/index.js';
import type { ConfigApi } from '../../src/config.js';

export interface Entorno {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` of the listening app. */
  url: string;
  baseDatos: BaseDatos;
  cerrar(): Promise<void>;
}

/**
 * A fresh database with the demo seed, and the real app listening on a free port.
 * With DATABASE_URL set, each suite gets its own database on that server (dropped at the end);
 * otherwise an in-memory PGlite.
 */
export async function crearEntorno(opciones: { config?: Partial<ConfigApi>; sembrar?: boolean } = {}): Promise<Entorno> {
  const { baseDatos, descartar } = await baseDatosNueva();
  await baseDatos.migrar();
  if (opciones.sembrar !== false) await sembrar(baseDatos.db, 'demo');
  const app = await buildApp({
    baseDatos,
    logger: Boolean(process.env.TEST_LOGS),
    config: {
      redisUrl: process.env.REDIS_URL || null,
      publicUrl: 'http://127.0.0.1',
      ...opciones.config,
      // Suites share one Redis: each gets its own hub channel so none hears another's messages.
      hub: { canalRedis: `portal:hub:prueba:${randomBytes(6).toString('hex')}`, ...opciones.config?.hub },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    baseDatos,
    async cerrar() {
      await app.close();
      await baseDatos.cerrar();
      await descartar();
    },
  };
}

/** A migrated, empty database (no app, no seed) for suites that test the schema or the seed themselves. */
export async function baseMigrada(): Promise<{ baseDatos: BaseDatos; cerrar(): Promise<void> }> {
  const { baseDatos, descartar } = await baseDatosNueva();
  await baseDatos.migrar();
  return {
    baseDatos,
    async cerrar() {
      await baseDatos.cerrar();
      await descartar();
    },
  };
}

async function baseDatosNueva(): Promise<{ baseDatos: BaseDatos; descartar: () => Promise<void> }> {
  const servidor = process.env.DATABASE_URL;
  if (!servidor) {
    return { baseDatos: await abrirBaseDatos({ databaseUrl: null, dataDir: 'memory://' }), descartar: async () => {} };
  }
  const nombre = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: servidor });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nombre}`);
  await admin.end();
  const url = new URL(servidor);
  url.pathname = `/${nombre}`;
  return {
    baseDatos: await abrirBaseDatos({ databaseUrl: url.toString(), dataDir: '' }),
    async descartar() {
      const c = new pg.Client({ connectionString: servidor });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await c.end();
    },
  };
}
