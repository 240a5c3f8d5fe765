'use strict';
/**
 * Measures the built front end against DESIGN §11: the host's first-load JavaScript (gzipped) before any remote,
 * and each remote's entry. Serves the `dist/` folders as the composed site does, opens `/` in Chromium with
 * Playwright (from the e2e package) and adds up the gzipped size of every script the page loads: those requested
 * before the first request under /mfe/ (the target), and everything the first page loads with the remotes blocked
 * until the network is idle (the host's whole share of a first visit, antd and the shell included).
 * Usage: `node build/medir.cjs` after building the host and the remotes; `--desglose` also splits each figure by
 * package (from the source maps, in each package's dist-mapas/: each package's share of a script's minified bytes,
 * applied to the script's gzipped size — an estimate, but it shows where the weight is).
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const { createRequire } = require('node:module');
const { REMOTOS } = require('./federacion.cjs');
const { CARPETA_MAPAS } = require('./mapas-fuente.cjs');

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

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source indexes of a source map's segments, per generated line: [column, source][] (VLQ, spec v3). */
function segmentos(mappings) {
  const lineas = [];
  let fuente = 0;
  for (const linea of mappings.split(';')) {
    const actual = [];
    let columna = 0;
    for (const segmento of linea.split(',')) {
      if (!segmento) continue;
      const campos = [];
      let valor = 0;
      let desplazamiento = 0;
      for (const caracter of segmento) {
        const digito = BASE64.indexOf(caracter);
        valor += (digito & 31) << desplazamiento;
        if (digito & 32) desplazamiento += 5;
        else {
          campos.push(valor & 1 ? -(valor >>> 1) : valor >>> 1);
          valor = 0;
          desplazamiento = 0;
        }
      }
      columna += campos[0];
      if (campos.length > 1) fuente += campos[1];
      actual.push([columna, campos.length > 1 ? fuente : -1]);
    }
    lineas.push(actual);
  }
  return lineas;
}

/** `…/node_modules/@scope/name/…` → `@scope/name`; our own sources by package folder (`host/src`, `shared/src`). */
function paqueteDe(fuente) {
  const partes = fuente.split('node_modules/');
  if (partes.length > 1) {
    const resto = partes[partes.length - 1].split('/');
    return resto[0].startsWith('@') ? `${resto[0]}/${resto[1]}` : resto[0];
  }
  const propia = fuente.match(/(?:^|\/)(host|shared|mfe-[a-z-]+)\/src\//);
  return propia ? `${propia[1]}/src` : 'webpack (runtime y otros)';
}

/** The source map of a built file: its name under the package's dist-mapas/ instead of dist/ (mapas-fuente.cjs). */
function mapaDe(archivo) {
  const [paquete, , ...ruta] = path.relative(RAIZ, archivo).split(path.sep);
  return `${path.join(RAIZ, paquete, CARPETA_MAPAS, ...ruta)}.map`;
}

/** Estimated gzipped bytes per package of one built script, from its source map. */
function desgloseScript(archivo, bytesGz) {
  const mapa = mapaDe(archivo);
  const porPaquete = new Map();
  if (!fs.existsSync(mapa)) return new Map([['(sin mapa de fuentes)', bytesGz]]);
  const { sources, mappings } = JSON.parse(fs.readFileSync(mapa, 'utf8'));
  const lineas = fs.readFileSync(archivo, 'utf8').split('\n');
  const segs = segmentos(mappings);
  let totalCaracteres = 0;
  lineas.forEach((texto, i) => {
    const lista = segs[i] ?? [];
    const sumar = (nombre, n) => porPaquete.set(nombre, (porPaquete.get(nombre) ?? 0) + n);
    if (lista.length === 0) sumar('webpack (runtime y otros)', texto.length);
    else sumar('webpack (runtime y otros)', lista[0][0]);
    lista.forEach(([columna, fuente], j) => {
      const fin = j + 1 < lista.length ? lista[j + 1][0] : texto.length;
      sumar(fuente >= 0 ? paqueteDe(sources[fuente]) : 'webpack (runtime y otros)', fin - columna);
    });
    totalCaracteres += texto.length;
  });
  for (const [nombre, n] of porPaquete) porPaquete.set(nombre, (n / Math.max(totalCaracteres, 1)) * bytesGz);
  return porPaquete;
}

function imprimirDesglose(scripts) {
  const total = new Map();
  for (const s of scripts) {
    const archivo = archivoPara(s.url);
    for (const [nombre, n] of desgloseScript(archivo, s.gz)) total.set(nombre, (total.get(nombre) ?? 0) + n);
  }
  console.log('  Por paquete (estimado):');
  for (const [nombre, n] of [...total].sort((a, b) => b[1] - a[1])) {
    if (n >= 256) console.log(`  ${kb(n).padStart(10)}  ${nombre}`);
  }
}

const TIPOS = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

/**
 * Opens the site and answers every script it loaded, in request order, each marked with whether it was requested
 * before the first request under /mfe/ (DESIGN §11 counts the host's JavaScript "before any remote").
 */
async function cargar(origen, { conRemotos }) {
  const navegador = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const pagina = await navegador.newPage();
  if (!conRemotos) await pagina.route('**/mfe/**', (ruta) => ruta.abort());
  const scripts = [];
  const pendientes = [];
  let remotoPedido = false;
  pagina.on('request', (solicitud) => {
    if (new URL(solicitud.url()).pathname.startsWith('/mfe/')) remotoPedido = true;
    if (solicitud.resourceType() === 'script') {
      scripts.push({ url: new URL(solicitud.url()).pathname, antesDeRemoto: !remotoPedido, gz: 0, solicitud });
    }
  });
  pagina.on('response', (respuesta) => {
    const script = scripts.find((s) => s.solicitud === respuesta.request());
    if (!script || !respuesta.ok()) return;
    pendientes.push(respuesta.body().then((cuerpo) => (script.gz = gz(cuerpo))));
  });
  await pagina.goto(origen, { waitUntil: 'networkidle' });
  await Promise.all(pendientes);
  await navegador.close();
  return scripts.filter((s) => s.gz > 0).map(({ solicitud: _s, ...resto }) => resto);
}

function imprimirScripts(titulo, scripts) {
  const total = scripts.reduce((suma, s) => suma + s.gz, 0);
  console.log(`${titulo}: ${kb(total)} gz en ${scripts.length} scripts`);
  for (const s of [...scripts].sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(s.gz).padStart(10)}  ${s.url}`);
  if (process.argv.includes('--desglose')) imprimirDesglose(scripts);
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
  imprimirScripts('Host, antes de cualquier remoto (objetivo ≤ 200 KB)', host.filter((s) => s.antesDeRemoto));
  imprimirScripts('Host, todo lo que carga la primera página (remotos bloqueados, hasta la red en reposo)', host);

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

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Uso: node build/medir.cjs [--desglose]   (desde la raíz, con el host y los remotos compilados: npm run build)
Sirve los dist/ como el sitio compuesto, abre / en Chromium y suma el JavaScript comprimido que carga el host antes
de cualquier remoto y la entrada de cada remoto (DESIGN §11). --desglose reparte cada cifra por paquete.`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
