import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { abrirBaseDatos, type BaseDatos } from '../../src/db/client.js';
import { sembrar } from '../../src/seed/index.js';
import { consultarServidor, copiarArchivosPlantilla, leerPlantilla, volcadoPglite, type Plantilla } from './plantilla.js';
import type { ConfigApi } from '../../src/config.js';

// Suites keep their files in a temporary store of their own, never in api/.data (see the file store, ARCHIVOS_DIR).
process.env.ARCHIVOS_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-archivos-prueba-'));

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
  const plantilla = opciones.sembrar === false ? null : leerPlantilla();
  const { baseDatos, descartar } = await baseDatosNueva(plantilla);
  await baseDatos.migrar();
  if (plantilla) copiarArchivosPlantilla(plantilla);
  else if (opciones.sembrar !== false) await sembrar(baseDatos.db, 'demo');
  const app = await buildApp({
    baseDatos,
    logger: Boolean(process.env.TEST_LOGS),
    registro: process.env.TEST_LOGS ? undefined : registroDeErrores(),
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

/**
 * With PORTAL_PRUEBAS_ERRORES (a folder; `npm test` sets it), each suite's app writes its error-level entries there, one
 * JSON line each: `npm test` reads them after the run and fails on any (issue 27: no database error may hide behind an
 * answer). The suite's file is named in each entry, so the failure says where it came from.
 */
function registroDeErrores(): FastifyBaseLogger | undefined {
  const carpeta = process.env.PORTAL_PRUEBAS_ERRORES;
  if (!carpeta) return undefined;
  const suite = path.relative(path.join(import.meta.dirname ?? '', '..', '..'), expect.getState().testPath ?? 'desconocida');
  return pino({ level: 'error', base: { suite } }, pino.destination({ dest: path.join(carpeta, `${process.pid}.log`), append: true, sync: true }));
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

/** An empty database, or a copy of the seeded template when one is given (plantilla.ts). */
async function baseDatosNueva(plantilla: Plantilla | null = null): Promise<{ baseDatos: BaseDatos; descartar: () => Promise<void> }> {
  const servidor = process.env.DATABASE_URL;
  if (!servidor) {
    const volcado = plantilla ? volcadoPglite(plantilla) : null;
    return { baseDatos: await abrirBaseDatos({ databaseUrl: null, dataDir: 'memory://' }, volcado ?? undefined), descartar: async () => {} };
  }
  const nombre = `portal_test_${randomBytes(6).toString('hex')}`;
  await crearBase(servidor, nombre, plantilla?.basePostgres ?? null);
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

/**
 * CREATE DATABASE, from the template when there is one. PostgreSQL refuses to copy a template while another session
 * is copying it ("source database … is being accessed by other users"): the two jest workers may collide, so retry.
 */
async function crearBase(servidor: string, nombre: string, plantilla: string | null): Promise<void> {
  const sentencia = plantilla ? `CREATE DATABASE ${nombre} TEMPLATE ${plantilla}` : `CREATE DATABASE ${nombre}`;
  for (let intento = 1; ; intento++) {
    try {
      return await consultarServidor(servidor, sentencia);
    } catch (error) {
      if (!plantilla || intento >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 * intento));
    }
  }
}
