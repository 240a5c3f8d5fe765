// `npm run stack:scale`: the scale-out topology of docker-compose.yml as plain processes, for machines without Docker.
// Two API processes (each also serving the built site) share one PostgreSQL database and Redis, behind a small
// proxy on PORT (8080) that round-robins plain requests and keeps each hub connection on its process.
// Dependencies must be installed (`npm start` or `pnpm install` once).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { construirFront } from './build.mjs';
import { crearProxy } from './proxy-scale.mjs';
import { ayuda, esperarListo, log, raiz } from './lib.mjs';

ayuda(`
Uso: npm run stack:scale [-- --sin-compilar]
Dos procesos de la API sobre PostgreSQL (DATABASE_URL, por defecto la base portal_escala) y Redis (REDIS_URL),
detrás de un proxy en http://localhost:8080 (PORT). Con --sin-compilar sirve los dist/ como están.
`);

const PORT = Number(process.env.PORT ?? 8080);
const PUERTOS_API = (process.env.API_PORTS ?? '5081,5082').split(',').map(Number);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${PORT}`;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/portal_escala';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Both processes must accept the same operator token: one random token for this run unless one is given.
const operatorToken = process.env.OPERATOR_TOKEN ?? randomBytes(24).toString('base64url');

/** Creates the database of DATABASE_URL when the server does not have it yet (pg comes with the API). */
async function asegurarBaseDatos(url) {
  const { default: pg } = await import(createRequire(path.join(raiz, 'api', 'package.json')).resolve('pg'));
  const nombre = decodeURIComponent(new URL(url).pathname.slice(1));
  const servidor = new URL(url);
  servidor.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: servidor.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [nombre]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE "${nombre.replace(/"/g, '""')}"`);
      log(`Base de datos ${nombre} creada`);
    }
  } finally {
    await admin.end();
  }
}

// `--sin-compilar` serves the dist/ folders as they are (e.g. right after `npm run build`).
if (!process.argv.includes('--sin-compilar')) await construirFront();
await asegurarBaseDatos(databaseUrl);

const procesos = PUERTOS_API.map((puerto, i) => {
  const nombre = `api${i + 1}`;
  // `node --import tsx` rather than `pnpm start`: one process per API, so a signal reaches the server itself.
  const hijo = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(raiz, 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(puerto),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SITE_DIR: raiz,
      OPERATOR_TOKEN: operatorToken,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
    },
  });
  hijo.on('exit', (code, signal) => log(`${nombre} (puerto ${puerto}) terminó (${signal ?? code})`));
  return { nombre, puerto, hijo };
});

const proxy = crearProxy({
  destinos: procesos.map((p) => ({ nombre: p.nombre, url: `http://127.0.0.1:${p.puerto}` })),
  log: (linea) => log(`proxy: ${linea}`),
});

let cerrando = false;
function detener() {
  if (cerrando) return;
  cerrando = true;
  log('Deteniendo…');
  proxy.close();
  proxy.closeAllConnections();
  for (const p of procesos) if (p.hijo.exitCode === null) p.hijo.kill('SIGTERM');
  Promise.all(procesos.map((p) => (p.hijo.exitCode === null ? new Promise((r) => p.hijo.once('exit', r)) : null))).then(() => process.exit(0));
}
process.on('SIGINT', detener);
process.on('SIGTERM', detener);

await Promise.all(procesos.map((p) => esperarListo(`http://127.0.0.1:${p.puerto}/readyz`)));
await new Promise((resolve) => proxy.listen(PORT, '0.0.0.0', resolve));

log('Topología de escala en marcha:');
log(`  proxy      ${publicUrl}  (round-robin; cada conexión del hub queda en su proceso)`);
for (const p of procesos) log(`  ${p.nombre}       http://127.0.0.1:${p.puerto}  (API, proveedor de identidad, hub y sitio compilado; pid ${p.hijo.pid})`);
log(`  PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
log(`  Redis      ${redisUrl}  (backplane del hub y estado compartido)`);
log(`  Token de operador: ${process.env.OPERATOR_TOKEN ? '(OPERATOR_TOKEN)' : operatorToken}`);
log('Ctrl+C para detener todo.');
