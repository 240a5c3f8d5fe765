import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { abrirBaseDatos, type Db } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';
import { sembrar } from '../../src/seed/index.js';

/**
 * The demo seed, built once per jest run (globalSetup) and copied into each suite's fresh database: opening PGlite,
 * migrating and seeding cost ~6 s per suite, loading the copy ~0.7 s (a PostgreSQL `CREATE DATABASE … TEMPLATE` is a
 * file copy). Each suite still gets its own database and its own file store; the copy holds exactly what
 * `sembrar(db, 'demo')` writes, and a suite that needs another start (no seed, another scale) builds its own.
 * The seed's dates are the run's (minutes old at most), as they were when each suite seeded for itself.
 */
/** Set by test/support/global-setup.mjs for every worker. */
const VARIABLE = 'PORTAL_PRUEBAS_PLANTILLA';
const MIGRACIONES = path.join(import.meta.dirname ?? '', '..', '..', 'drizzle');

export interface Plantilla {
  /** A folder: `pglite.tar` (PGlite's dumped data dir) and `archivos/` (the seed's file store). */
  carpeta: string;
  /** With DATABASE_URL, the template database on that server. */
  basePostgres: string | null;
}

/** Builds the template (run by globalSetup through crear-plantilla.ts, which hands it to the workers). */
export async function prepararPlantilla(): Promise<Plantilla> {
  const carpeta = mkdtempSync(path.join(tmpdir(), 'portal-plantilla-'));
  const archivosAntes = process.env.ARCHIVOS_DIR;
  process.env.ARCHIVOS_DIR = path.join(carpeta, 'archivos');
  try {
    let basePostgres: string | null = null;
    const servidor = process.env.DATABASE_URL;
    if (servidor) {
      basePostgres = `portal_plantilla_${randomBytes(6).toString('hex')}`;
      await consultarServidor(servidor, `CREATE DATABASE ${basePostgres}`);
      const url = new URL(servidor);
      url.pathname = `/${basePostgres}`;
      const base = await abrirBaseDatos({ databaseUrl: url.toString(), dataDir: '' });
      await base.migrar();
      await sembrar(base.db, 'demo');
      await base.cerrar();
    } else {
      // The same migrations and seed as abrirBaseDatos + sembrar, on a PGlite of our own so that it can be dumped.
      const cliente = new PGlite();
      const db = drizzle(cliente, { schema }) as unknown as Db;
      await migrate(drizzle(cliente, { schema }), { migrationsFolder: MIGRACIONES });
      await sembrar(db, 'demo');
      const volcado = await cliente.dumpDataDir('none');
      writeFileSync(path.join(carpeta, 'pglite.tar'), Buffer.from(await volcado.arrayBuffer()));
      await cliente.close();
    }
    return { carpeta, basePostgres };
  } finally {
    if (archivosAntes === undefined) delete process.env.ARCHIVOS_DIR;
    else process.env.ARCHIVOS_DIR = archivosAntes;
  }
}

export function leerPlantilla(): Plantilla | null {
  const valor = process.env[VARIABLE];
  if (!valor) return null;
  const plantilla = JSON.parse(valor) as Plantilla;
  return existsSync(plantilla.carpeta) ? plantilla : null;
}

/** The seeded PGlite data dir to load (`new PGlite({ loadDataDir })`), or null without a template. */
export function volcadoPglite(plantilla: Plantilla): Blob | null {
  const archivo = path.join(plantilla.carpeta, 'pglite.tar');
  return existsSync(archivo) ? new Blob([readFileSync(archivo)]) : null;
}

/** The seed's files, copied into this suite's own file store (the rows keep paths relative to it). */
export function copiarArchivosPlantilla(plantilla: Plantilla): void {
  const origen = path.join(plantilla.carpeta, 'archivos');
  if (existsSync(origen) && process.env.ARCHIVOS_DIR) cpSync(origen, process.env.ARCHIVOS_DIR, { recursive: true });
}

export async function consultarServidor(servidor: string, sentencia: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: servidor });
  await cliente.connect();
  try {
    await cliente.query(sentencia);
  } finally {
    await cliente.end();
  }
}
