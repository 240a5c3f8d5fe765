import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crearEntorno, type Entorno } from '../support/entorno.js';

let entorno: Entorno;
let siteDir: string;

async function escribir(relativo: string, contenido: string) {
  const destino = path.join(siteDir, relativo);
  await mkdir(path.dirname(destino), { recursive: true });
  await writeFile(destino, contenido);
}

/** A source map: the whole source of the front end, comments included. */
const MAPA = '{"version":3,"sources":["webpack://host/./src/sesion/secreto.ts"],"sourcesContent":["// nota interna"],"mappings":"AAAA"}';

const pedir = (ruta: string, accept = 'text/html,application/xhtml+xml') =>
  fetch(`${entorno.url}${ruta}`, { headers: { accept } });

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'sitio-'));
  await escribir('host/dist/index.html', '<!doctype html><html><head><title>Portal host</title></head><body></body></html>');
  await escribir('host/dist/silent-renew.html', '<!doctype html><html><head></head><body></body></html>');
  await escribir('host/dist/config.json', '{"version":"1"}');
  await escribir('host/dist/version.json', '{"sha":"abc1234"}');
  await escribir('host/dist/main.0123456789ab.js', 'console.log("host")');
  await escribir('mfe-pedidos/dist/mf-manifest.json', '{"id":"mfe_pedidos"}');
  await escribir('mfe-pedidos/dist/remoteEntry.js', 'var mfe_pedidos;');
  await escribir('mfe-pedidos/dist/__federation_expose_routes.fedcba987654.js', 'rutas()');
  await escribir('mfe-home/dist/remoteEntry.js', 'var version = 1;');
  // A build's entry as it is served, and source maps left beside the files by an older build or a copy by hand.
  await escribir('host/dist/main.js', 'console.log("host");');
  for (const mapa of ['host/dist/main.js.map', 'host/dist/main.0123456789ab.js.map', 'mfe-pedidos/dist/remoteEntry.js.map']) {
    await escribir(mapa, MAPA);
    await escribir(`${mapa}.br`, MAPA);
    await escribir(`${mapa}.gz`, MAPA);
  }
  entorno = await crearEntorno({ sembrar: false, config: { siteDir } });
});

afterAll(async () => {
  await entorno.cerrar();
  await rm(siteDir, { recursive: true, force: true });
});

test('the root serves the host page, never stored, with a content security policy', async () => {
  const res = await pedir('/');
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('Portal host');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
});

/** The style nonce of a page: the one its policy allows and the one its `<meta property="csp-nonce">` hands the app. */
async function nonceDe(ruta: string) {
  const res = await pedir(ruta);
  const estilos = (res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('style-src '));
  const html = await res.text();
  return { estilos, html, meta: /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1] };
}

test('every page carries a fresh style nonce, the same in its policy and in its meta; no inline style is allowed without it', async () => {
  const primera = await nonceDe('/');
  const segunda = await nonceDe('/cuenta-corriente/resumenes');
  const directa = await nonceDe('/index.html');
  for (const pagina of [primera, segunda, directa]) {
    expect(pagina.meta).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(pagina.estilos).toBe(`style-src 'self' 'nonce-${pagina.meta}'`);
    // In the head, before anything that could read it.
    expect(pagina.html.indexOf('csp-nonce')).toBeLessThan(pagina.html.indexOf('<title>'));
  }
  expect(new Set([primera.meta, segunda.meta, directa.meta]).size).toBe(3);
});

test('any other file of the site gets the policy without a nonce: its styles come from files only', async () => {
  for (const ruta of ['/silent-renew.html', '/config.json', '/main.0123456789ab.js', '/mfe/pedidos/remoteEntry.js']) {
    const politica = (await pedir(ruta, '*/*')).headers.get('content-security-policy') ?? '';
    expect(politica).toContain("style-src 'self';");
    expect(politica).not.toContain('nonce-');
    expect(politica).not.toContain('unsafe-inline');
  }
});

test('a client-side route asked for by a browser gets the host page', async () => {
  const res = await pedir('/pedidos/nuevo');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(await res.text()).toContain('Portal host');
});

test('an unknown path asked for as data is not answered with the page', async () => {
  const res = await pedir('/pedidos/nuevo', 'application/json');
  expect(res.status).toBe(404);
});

test('runtime files of the host are revalidated and hashed chunks cached for a year', async () => {
  for (const archivo of ['/config.json', '/version.json']) {
    const res = await pedir(archivo, '*/*');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  }
  expect(await (await pedir('/version.json', '*/*')).json()).toEqual({ sha: 'abc1234' });
  const chunk = await pedir('/main.0123456789ab.js', '*/*');
  expect(chunk.status).toBe(200);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('a remote is served under /mfe/<name>/ with its manifest and entry revalidated', async () => {
  const manifest = await pedir('/mfe/pedidos/mf-manifest.json', '*/*');
  expect(manifest.status).toBe(200);
  expect(await manifest.json()).toEqual({ id: 'mfe_pedidos' });
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const entrada = await pedir('/mfe/pedidos/remoteEntry.js', '*/*');
  expect(entrada.headers.get('cache-control')).toBe('no-cache');
  expect(entrada.headers.get('content-type')).toContain('javascript');
  const chunk = await pedir('/mfe/pedidos/__federation_expose_routes.fedcba987654.js', '*/*');
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('a missing remote file is a 404, not the host page', async () => {
  expect((await pedir('/mfe/pedidos/no-existe.js')).status).toBe(404);
  expect((await pedir('/mfe/desconocido/remoteEntry.js')).status).toBe(404);
  expect((await pedir('/mfe/admin/mf-manifest.json')).status).toBe(404);
});

test('server paths are never answered with the host page', async () => {
  const res = await pedir('/api/ruta-que-no-existe');
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('Portal host');
  const salud = await pedir('/healthz', '*/*');
  expect(await salud.json()).toEqual({ estado: 'ok' });
});

test('a remote deployed again while the server runs is served from its new files', async () => {
  expect(await (await pedir('/mfe/home/remoteEntry.js', '*/*')).text()).toBe('var version = 1;');
  await rm(path.join(siteDir, 'mfe-home', 'dist'), { recursive: true });
  await escribir('mfe-home/dist/remoteEntry.js', 'var version = 2;');
  await escribir('mfe-home/dist/nuevo.0a1b2c3d4e5f.js', 'nuevo()');
  expect(await (await pedir('/mfe/home/remoteEntry.js', '*/*')).text()).toBe('var version = 2;');
  expect((await pedir('/mfe/home/nuevo.0a1b2c3d4e5f.js', '*/*')).status).toBe(200);
});

test('a host deployed again while the server runs serves its new page, with the nonce in the new head', async () => {
  expect(await (await pedir('/')).text()).toContain('Portal host');
  await escribir('host/dist/index.html', '<!doctype html><html><head lang="es"><title>Host nuevo, más largo</title></head><body></body></html>');
  const { html, meta } = await nonceDe('/pedidos/nuevo');
  expect(html).toContain('Host nuevo, más largo');
  expect(html).toMatch(new RegExp(`^<!doctype html><html><head lang="es">\\n {4}<meta property="csp-nonce" nonce="${meta?.replace(/[+/]/g, '\\$&')}" />`));
  expect(html).not.toContain('Portal host');
});

test('a source map left in a dist folder is never served: not its copies, not to a browser, not as a page', async () => {
  const mapas = ['/main.js.map', '/main.js.map.br', '/main.js.map.gz', '/main.0123456789ab.js.map', '/MAIN.JS.MAP', '/mfe/pedidos/remoteEntry.js.map', '/mfe/pedidos/remoteEntry.js.map.gz'];
  for (const ruta of mapas) {
    for (const accept of ['*/*', 'text/html,application/xhtml+xml']) {
      const res = await pedir(ruta, accept);
      expect({ ruta, accept, status: res.status }).toEqual({ ruta, accept, status: 404 });
      const cuerpo = await res.text();
      expect(cuerpo).not.toContain('sourcesContent');
      expect(cuerpo).not.toContain('Portal host');
    }
  }
});

test('the served scripts name no source map, in their text or in a header', async () => {
  for (const ruta of ['/main.js', '/main.0123456789ab.js', '/mfe/pedidos/remoteEntry.js']) {
    const res = await pedir(ruta, '*/*');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(/sourceMappingURL/i);
    expect(res.headers.get('sourcemap')).toBeNull();
    expect(res.headers.get('x-sourcemap')).toBeNull();
  }
});
