// `npm run stack:scale`: the scale-out topology of docker-compose.yml as plain processes, for machines without Docker.
// Two API processes (each also serving the built site) share one PostgreSQL database and Redis, behind Debian's
// nginx on PORT (8080) with deploy/nginx-proxy.conf, the compose proxy's own file (scripts/proxy-nginx.mjs fills it
// in): round-robin for plain requests, each hub connection kept on its process by its connection token.
// Dependencies must be installed (`npm start` or `pnpm install` once); nginx is installed when missing, as root.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { construirFront } from './build.mjs';
import { asegurarNginx, lanzarNginx, prepararNginx, valoresLocales } from './proxy-nginx.mjs';
import { ayuda, esperarListo, log, raiz } from './lib.mjs';

ayuda(`
Uso: npm run stack:scale [-- --sin-compilar]
Dos procesos de la API sobre PostgreSQL (DATABASE_URL, por defecto la base portal_escala) y Redis (REDIS_URL),
detrás de nginx (deploy/nginx-proxy.conf; si falta, se instala cuando corre como root) en http://localhost:8080 (PORT).
API_PORTS dice los puertos de las dos instancias (5081,5082). Con --sin-compilar sirve los dist/ como están.
`);

const PORT = Number(process.env.PORT ?? 8080);
const PUERTOS_API = (process.env.API_PORTS ?? '5081,5082').split(',').map(Number);
// deploy/nginx-proxy.conf names two instances (api1, api2), as docker-compose.yml runs them.
if (PUERTOS_API.length !== 2 || PUERTOS_API.some((p) => !Number.isInteger(p) || p <= 0)) {
  console.error(`API_PORTS debe dar dos puertos separados por coma (por ejemplo 5081,5082), no "${process.env.API_PORTS}".`);
  process.exit(1);
}
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

const nginx = await asegurarNginx();
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
      // Starts its hub connections' tokens, by which the proxy finds the process of each (deploy/nginx-proxy.conf).
      HUB_INSTANCIA: nombre,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
    },
  });
  hijo.on('exit', (code, signal) => log(`${nombre} (puerto ${puerto}) terminó (${signal ?? code})`));
  return { nombre, puerto, hijo };
});

// Pages too come from the API processes (SITE_DIR), where compose has one static server per front-end package.
const proxyPreparado = prepararNginx({ nginx, valores: valoresLocales({ escucha: PORT, apis: procesos.map((p) => `127.0.0.1:${p.puerto}`) }) });
const proxy = lanzarNginx(proxyPreparado);
const hijos = [...procesos.map((p) => p.hijo), proxy];

let cerrando = false;
function detener(codigo = 0) {
  if (cerrando) return;
  cerrando = true;
  log('Deteniendo…');
  // SIGTERM to nginx too: a SIGKILL would leave its worker behind.
  for (const hijo of hijos) if (hijo.exitCode === null && hijo.signalCode === null) hijo.kill('SIGTERM');
  Promise.all(hijos.map((h) => (h.exitCode === null && h.signalCode === null ? new Promise((r) => h.once('exit', r)) : null))).then(() => process.exit(codigo));
}
process.on('SIGINT', () => detener());
process.on('SIGTERM', () => detener());
proxy.on('exit', (code, signal) => {
  rmSync(proxyPreparado.carpeta, { recursive: true, force: true });
  log(`proxy (nginx) terminó (${signal ?? code})`);
  // Without its one entry point the topology is of no use (a port in use, say: nginx said why above).
  if (!cerrando) detener(1);
});

await Promise.all(procesos.map((p) => esperarListo(`http://127.0.0.1:${p.puerto}/readyz`)));
await esperarListo(`http://127.0.0.1:${PORT}/readyz`);

log('Topología de escala en marcha:');
log(`  proxy      ${publicUrl}  (nginx con deploy/nginx-proxy.conf: round-robin; cada conexión del hub queda en su proceso por su token)`);
for (const p of procesos) log(`  ${p.nombre}       http://127.0.0.1:${p.puerto}  (API, proveedor de identidad, hub y sitio compilado; pid ${p.hijo.pid})`);
log(`  PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
log(`  Redis      ${redisUrl}  (backplane del hub y estado compartido)`);
log(`  Token de operador: ${process.env.OPERATOR_TOKEN ? '(OPERATOR_TOKEN)' : operatorToken}`);
log('Ctrl+C para detener todo.');
