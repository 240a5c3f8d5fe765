// `npm run dev`: the API (5080) and every dev server with hot reload (host 3000, remotes 3001–3005).
import { PAQUETES_FRONT, ayuda, instalarDependencias, lanzarPnpm, log } from './lib.mjs';

ayuda(`
Uso: npm run dev
La API en http://localhost:5080 y los servidores de desarrollo con recarga en caliente: host en
http://localhost:3000, remotos en 3001–3005.
`);

await instalarDependencias();
const origenes = Array.from({ length: 6 }, (_, i) => `http://localhost:${3000 + i}`).join(',');
const procesos = [
  lanzarPnpm(['--filter', '@portal/api', 'dev'], { env: { PORT: '5080', PUBLIC_URL: 'http://localhost:3000', SITE_ORIGINS: origenes } }),
  ...PAQUETES_FRONT.map((p) => lanzarPnpm(['--filter', p, 'dev'])),
];
log('Servidores de desarrollo: portal en http://localhost:3000, API en http://localhost:5080');
const detener = () => procesos.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', detener);
process.on('SIGTERM', detener);
