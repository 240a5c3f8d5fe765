'use strict';
/**
 * Measures the built front end against DESIGN §11: the host's first-load JavaScript (gzipped, before any remote)
 * and each remote's entry. Serves the `dist/` folders as the composed site does, opens `/` in Chromium with
 * Playwright (from the e2e package) and adds up the gzipped size of every script the page loads.
 * Usage: `node build/medir.cjs` after building the host and the remotes.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const { createRequire } = require('node:module');
const { REMOTOS } = require('./federacion.cjs');

const RAIZ = path.resolve(__dirname, '..');
const { chromium } = createRequire(path.join(RAIZ, 'e2e', 'package.json'))('@playwright/test');
const gz = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function archivoPara(url) {
  const ruta = decodeURIComponent(new URL(url, 'http://x').pathname);
  const remoto = REMOTOS.find((r) => ruta.startsWith(`/mfe/${r.carpeta}/`));
  if (remoto) return path.join(RAIZ, remoto.paquete, 'dist', ruta.slice(`/mfe/${remoto.carpeta}/`.length));
  const propio = path.join(RAIZ, 'host', 'dist', ruta);
  return fs.existsSync(propio) && fs.statSync(propio).isFile() ? propio : path.join(RAIZ, 'host', 'dist', 'index.html');
}

const TIPOS = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

async function cargar(origen, { conRemotos }) {
  const navegador = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const pagina = await navegador.newPage();
  if (!conRemotos) await pagina.route('**/mfe/**', (ruta) => ruta.abort());
  const scripts = [];
  pagina.on('response', async (respuesta) => {
    if (respuesta.request().resourceType() !== 'script' || !respuesta.ok()) return;
    scripts.push({ url: new URL(respuesta.url()).pathname, gz: gz(await respuesta.body()) });
  });
  await pagina.goto(origen, { waitUntil: 'networkidle' });
  await navegador.close();
  return scripts;
}

async function main() {
  const servidor = http.createServer((req, res) => {
    const archivo = archivoPara(req.url);
    if (req.url.startsWith('/api') || req.url.startsWith('/idp') || !fs.existsSync(archivo)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TIPOS[path.extname(archivo)] ?? 'application/octet-stream' });
    fs.createReadStream(archivo).pipe(res);
  });
  await new Promise((listo) => servidor.listen(0, '127.0.0.1', listo));
  const origen = `http://127.0.0.1:${servidor.address().port}/`;

  const host = await cargar(origen, { conRemotos: false });
  const total = host.reduce((suma, s) => suma + s.gz, 0);
  console.log(`Host, primera carga sin remotos: ${kb(total)} gz en ${host.length} scripts (objetivo ≤ 200 KB)`);
  for (const s of host.sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(s.gz).padStart(10)}  ${s.url}`);

  const todo = await cargar(origen, { conRemotos: true });
  for (const r of REMOTOS) {
    const entrada = path.join(RAIZ, r.paquete, 'dist', 'remoteEntry.js');
    if (!fs.existsSync(entrada)) {
      console.log(`${r.paquete}: sin compilar`);
      continue;
    }
    const cargados = todo.filter((s) => s.url.startsWith(`/mfe/${r.carpeta}/`));
    const suma = cargados.reduce((acc, s) => acc + s.gz, 0);
    console.log(
      `${r.paquete}: remoteEntry.js ${kb(gz(fs.readFileSync(entrada)))} gz (objetivo ≤ 25 KB); ` +
        `cargado al iniciar: ${kb(suma)} gz en ${cargados.length} scripts`,
    );
  }
  servidor.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
