import { leerConfig } from '../config.js';
import { abrirBaseDatos } from '../db/client.js';
import { sembrar, sembrarSiVacia } from './index.js';

/**
 * `cd api && npm run seed`: migrates and seeds the database the API would use (DATABASE_URL, else the PGlite
 * folder DATA_DIR) at SEED_SCALE ('demo' or 'large'). An already seeded database is left alone unless SEED_FORCE=1,
 * which seeds anyway (use it on an emptied database: seeding twice repeats ids and fails).
 */
async function main(): Promise<void> {
  const config = leerConfig();
  const baseDatos = await abrirBaseDatos(config);
  const inicio = performance.now();
  const log = (mensaje: string) => console.log(`[seed ${((performance.now() - inicio) / 1000).toFixed(1)} s] ${mensaje}`);
  try {
    await baseDatos.migrar();
    log(`base ${baseDatos.tipo}, escala ${config.seedScale}`);
    if (process.env.SEED_FORCE === '1') await sembrar(baseDatos.db, config.seedScale, { log });
    else if (!(await sembrarSiVacia(baseDatos.db, config.seedScale, { log }))) log('la base ya tiene datos: no se sembró nada');
  } finally {
    await baseDatos.cerrar();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
