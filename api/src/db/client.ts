import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ConfigApi } from '../config.js';

/**
 * The database handle every module queries with its own tables (no relational schema: the client knows no module, and
 * db/schema/index.ts, which gathers every table, is for drizzle-kit and the seed).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction handle: every query inside one must go through it (PGlite has a single connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface BaseDatos {
  db: Db;
  tipo: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool, read by the operator's metrics; PGlite has none (one connection inside the process). */
  pool?: pg.Pool;
  /** Runs the committed migrations; safe when several API processes start at once. */
  migrar(): Promise<void>;
  /** Runs `fn` while holding a database-wide lock, so only one API process does it at a time (e.g. the first seed). */
  exclusivo<T>(fn: () => Promise<T>): Promise<T>;
  cerrar(): Promise<void>;
}

const MIGRACIONES = path.join(import.meta.dirname ?? '', '..', '..', 'drizzle');
/** Arbitrary constant: the advisory lock that serialises migrations between API processes. */
const LOCK_MIGRACIONES = 720_260_001;
const LOCK_EXCLUSIVO = 720_260_002;

/**
 * `datosIniciales` (PGlite in memory only): a data dir dumped by PGlite (`dumpDataDir`) to start from instead of an
 * empty cluster; the test suites start from a seeded copy that way (test/support/plantilla.ts).
 */
export async function abrirBaseDatos(config: Pick<ConfigApi, 'databaseUrl' | 'dataDir'>, datosIniciales?: Blob): Promise<BaseDatos> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 20) });
    // An idle client losing its server (restart, dropped database) must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error('PostgreSQL: conexión inactiva perdida:', error.message));
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      tipo: 'postgres',
      pool,
      async migrar() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [LOCK_MIGRACIONES]);
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRACIONES });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [LOCK_MIGRACIONES]).catch(() => undefined);
          client.release();
        }
      },
      async exclusivo(fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [LOCK_EXCLUSIVO]);
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [LOCK_EXCLUSIVO]).catch(() => undefined);
          client.release();
        }
      },
      cerrar: () => pool.end(),
    };
  }
  const enMemoria = config.dataDir.startsWith('memory://');
  if (!enMemoria) mkdirSync(config.dataDir, { recursive: true });
  const cliente = enMemoria ? new PGlite(datosIniciales ? { loadDataDir: datosIniciales } : undefined) : new PGlite(config.dataDir);
  await cliente.waitReady;
  const db = drizzlePglite(cliente) as unknown as Db;
  return {
    db,
    tipo: 'pglite',
    migrar: () => migratePglite(drizzlePglite(cliente), { migrationsFolder: MIGRACIONES }),
    // PGlite lives inside this one process: nothing else can hold it.
    exclusivo: (fn) => fn(),
    cerrar: () => cliente.close(),
  };
}

export async function baseDatosAlcanzable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
