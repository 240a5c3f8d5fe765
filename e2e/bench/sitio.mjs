// What the Chromium benches share: the repository root, Debian's Chromium flags, medians, and the API serving the
// built site on a free port with a fresh embedded database (as `npm start` serves it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BANDERAS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
export const mediana = (valores) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)];

function puertoLibre() {
  return new Promise((listo, fallo) => {
    const s = net.createServer();
    s.once('error', fallo);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => listo(port));
    });
  });
}

async function esperar(url, hasta) {
  while (Date.now() < hasta) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} no respondió`);
}

/** The API with the built site; `entorno` adds to its environment. Answers its origin and the function that stops it. */
export async function iniciarServidor(nombre, entorno = {}) {
  const puerto = await puertoLibre();
  const origen = `http://localhost:${puerto}`;
  const datos = mkdtempSync(path.join(tmpdir(), `bench-${nombre}-`));
  const proceso = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(raiz, 'api'),
    env: { ...process.env, PORT: String(puerto), PUBLIC_URL: origen, SITE_DIR: raiz, DATA_DIR: datos, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...entorno },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await esperar(`${origen}/readyz`, Date.now() + 180_000);
  return {
    origen,
    async cerrar() {
      proceso.kill('SIGTERM');
      await new Promise((r) => proceso.once('exit', r));
      rmSync(datos, { recursive: true, force: true });
      rmSync(`${datos}-archivos`, { recursive: true, force: true });
    },
  };
}
