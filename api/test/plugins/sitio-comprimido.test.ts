import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { crearEntorno, type Entorno } from '../support/entorno.js';

/** The build leaves `.br` and `.gz` copies beside each text file (build/federacion.cjs); the site sends them as they are. */

let entorno: Entorno;
let siteDir: string;
const CODIGO = `console.log(${JSON.stringify('carrito '.repeat(400))});`;

async function escribir(relativo: string, contenido: string | Buffer) {
  const destino = path.join(siteDir, relativo);
  await mkdir(path.dirname(destino), { recursive: true });
  await writeFile(destino, contenido);
}

/** Asks with the given Accept-Encoding; fetch decodes the body, so `cuerpo` is what the browser ends up with. */
async function pedir(ruta: string, acceptEncoding: string) {
  const res = await fetch(`${entorno.url}${ruta}`, { headers: { 'accept-encoding': acceptEncoding, accept: '*/*' } });
  return { res, cuerpo: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'sitio-comprimido-'));
  await escribir('host/dist/index.html', '<title>Portal host</title>');
  // A file that came without copies (a build that made none, a file put there by hand) and an image.
  await escribir('host/dist/config.json', JSON.stringify({ version: '1.0.0' }));
  await escribir('host/dist/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  for (const archivo of ['host/dist/vendor.0123456789ab.js', 'mfe-pedidos/dist/remoteEntry.js']) {
    await escribir(archivo, CODIGO);
    await escribir(`${archivo}.br`, brotliCompressSync(CODIGO));
    await escribir(`${archivo}.gz`, gzipSync(CODIGO));
  }
  entorno = await crearEntorno({ sembrar: false, config: { siteDir } });
});

afterAll(async () => {
  await entorno.cerrar();
  await rm(siteDir, { recursive: true, force: true });
});

test('a browser that takes brotli gets the brotli copy, as JavaScript, cached like the file and varying by encoding', async () => {
  const { res, cuerpo } = await pedir('/vendor.0123456789ab.js', 'gzip, deflate, br');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.headers.get('content-type')).toContain('javascript');
  expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // What travelled is the small copy; what the browser reads is the script.
  expect(Number(res.headers.get('content-length'))).toBeLessThan(CODIGO.length / 10);
  expect(cuerpo.toString()).toBe(CODIGO);
});

test('gzip only gets the gzip copy; no encoding gets the file itself', async () => {
  const gzip = await pedir('/mfe/pedidos/remoteEntry.js', 'gzip');
  expect(gzip.res.headers.get('content-encoding')).toBe('gzip');
  expect(gzip.res.headers.get('cache-control')).toBe('no-cache');
  expect(gzip.cuerpo.toString()).toBe(CODIGO);
  const plano = await pedir('/mfe/pedidos/remoteEntry.js', 'identity');
  expect(plano.res.headers.get('content-encoding')).toBeNull();
  expect(plano.cuerpo.toString()).toBe(CODIGO);
});

test('a text file without a copy, however small, and the page itself are compressed as they are sent', async () => {
  const config = await pedir('/config.json', 'gzip, deflate, br');
  expect(config.res.headers.get('content-encoding')).toBe('br');
  expect(config.res.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(JSON.parse(config.cuerpo.toString())).toEqual({ version: '1.0.0' });

  const pagina = await fetch(`${entorno.url}/pedidos/nuevo`, { headers: { 'accept-encoding': 'gzip', accept: 'text/html' } });
  expect(pagina.headers.get('content-encoding')).toBe('gzip');
  expect(await pagina.text()).toContain('<title>Portal host</title>');
});

test('an image travels as it is', async () => {
  const { res, cuerpo } = await pedir('/logo.png', 'gzip, deflate, br');
  expect(res.headers.get('content-encoding')).toBeNull();
  expect(cuerpo.subarray(1, 4).toString()).toBe('PNG');
});
