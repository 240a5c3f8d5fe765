import { rmSync } from 'node:fs';
import pg from 'pg';

/** After the run: the template's database (on DATABASE_URL's server) and folder go (global-setup.mjs). */
export default async function globalTeardown() {
  const valor = process.env.PORTAL_PRUEBAS_PLANTILLA;
  if (!valor) return;
  const { carpeta, basePostgres } = JSON.parse(valor);
  if (basePostgres && process.env.DATABASE_URL) {
    const cliente = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await cliente.connect();
    await cliente.query(`DROP DATABASE IF EXISTS ${basePostgres} WITH (FORCE)`).finally(() => cliente.end());
  }
  rmSync(carpeta, { recursive: true, force: true });
}
