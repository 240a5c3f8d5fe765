// `npm start`: install what is missing, build, and serve the composed site with the API, identity provider,
// hub and embedded database at http://localhost:8080.
import { construirFront } from './build.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ayuda, esperarListo, instalarDependencias, correrPnpm, log, raiz } from './lib.mjs';

ayuda(`
Uso: npm start
Instala lo que falte (pnpm y las dependencias), compila el host y los remotos que cambiaron y sirve el portal
completo en http://localhost:8080 (PORT): sitio, API (/api, documentación en /api/docs), proveedor de identidad
(/idp), hub del carrito y la base embebida con datos de demostración.
`);

const PORT = process.env.PORT ?? '8080';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${PORT}`;

await instalarDependencias();
await construirFront();

log(`Iniciando el portal en ${publicUrl}…`);
// The server itself, not through pnpm: a stop signal must reach it.
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(raiz, 'api'),
  stdio: 'inherit',
  env: { ...process.env, PORT, PUBLIC_URL: publicUrl, SITE_DIR: raiz, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const senal of ['SIGINT', 'SIGTERM']) process.on(senal, () => api.kill(senal));
api.on('exit', (code) => process.exit(code ?? 0));

await esperarListo(`http://127.0.0.1:${PORT}/readyz`);
await correrPnpm(['--filter', '@portal/api', '--silent', 'cuentas-demo']);
log(`Portal Farmacias listo en ${publicUrl}  (Ctrl+C para detener)`);
