import { createHash } from 'node:crypto';
import { origenesSitio } from '../../src/idp/cliente-web.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { crearPkce, iniciarSesion, Navegador, PASSWORD_PRUEBA, REDIRECT_PRUEBA, urlAutorizacion } from '../support/sesion.js';

/**
 * Every HTML and SVG response carries a content security policy (issue 10, defect 6), and none but the single-page
 * app's allows inline styles: the identity provider's pages name their one style and one script by hash.
 */
let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno();
});
afterAll(() => entorno.cerrar());


function directivas(respuesta: Response): Map<string, string[]> {
  const politica = respuesta.headers.get('content-security-policy');
  expect(politica).toBeTruthy();
  expect(politica).not.toContain("'unsafe-inline'");
  expect(politica).not.toContain("'unsafe-eval'");
  return new Map(
    politica!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((partes) => partes[0])
      .map(([nombre, ...valores]) => [nombre!, valores]),
  );
}

const hash = (texto: string) => `'sha256-${createHash('sha256').update(texto, 'utf8').digest('base64')}'`;
const contenidoDe = (html: string, etiqueta: 'style' | 'script') =>
  [...html.matchAll(new RegExp(`<${etiqueta}>([\\s\\S]*?)</${etiqueta}>`, 'g'))].map((m) => m[1]!);

/** The identity provider's policy, and that every inline style and script of the page is allowed by its hash. */
async function paginaIdp(respuesta: Response) {
  expect(respuesta.headers.get('content-type')).toMatch(/^text\/html/);
  const csp = directivas(respuesta);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  // The portal's origins: its silent renewal frames /idp/auth, and a login form's redirects end at its callback.
  const origenes = origenesSitio(entorno.app.configApi);
  expect(origenes).toContain('http://localhost:8080');
  expect(csp.get('frame-ancestors')).toEqual(["'self'", ...origenes]);
  expect(csp.get('form-action')).toEqual(["'self'", ...origenes]);
  const html = await respuesta.text();
  const estilos = contenidoDe(html, 'style');
  expect(estilos.length).toBeGreaterThan(0);
  for (const estilo of estilos) expect(csp.get('style-src')).toContain(hash(estilo));
  for (const script of contenidoDe(html, 'script')) expect(csp.get('script-src')).toContain(hash(script));
  expect(html).not.toMatch(/\sstyle="/);
  return html;
}

test('the login page', async () => {
  const navegador = new Navegador(entorno.url);
  const { respuesta, url } = await navegador.seguir(await navegador.get(urlAutorizacion(entorno.url, crearPkce())));
  expect(url).toMatch(/\/idp\/interaccion\//);
  expect(await paginaIdp(respuesta)).toContain('>Ingresar<');
});

test('the password-change page, and the page of an interaction that expired', async () => {
  expect(await paginaIdp(await fetch(`${entorno.url}/idp/cambiar-clave`))).toContain('Cambiar contraseña');
  const vencida = await fetch(`${entorno.url}/idp/interaccion/no-existe`);
  expect(vencida.status).toBe(400);
  await paginaIdp(vencida);
});

test("the provider's own pages: error and logout (its inline script by hash)", async () => {
  const pkce = crearPkce();
  const malo = urlAutorizacion(entorno.url, pkce).replace(encodeURIComponent(REDIRECT_PRUEBA), encodeURIComponent('https://malicioso.example/cb'));
  const error = await fetch(malo, { redirect: 'manual' });
  expect(error.status).toBe(400);
  await paginaIdp(error);

  const navegador = new Navegador(entorno.url);
  const { idToken } = await iniciarSesion(entorno.url, 'admin.demo', PASSWORD_PRUEBA, navegador);
  const salida = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://localhost:8080/' });
  const cierre = await navegador.get(`${entorno.url}/idp/session/end?${salida}`);
  expect(cierre.status).toBe(200);
  const html = await paginaIdp(cierre);
  expect(contenidoDe(html, 'script')).toHaveLength(1);
});

test('the API documentation and its files: scripts and styles from files only, nothing framed', async () => {
  for (const ruta of ['/api/docs', '/api/docs/', '/api/docs/static/logo.svg']) {
    const respuesta = await fetch(`${entorno.url}${ruta}`);
    expect(respuesta.status).toBe(200);
    const csp = directivas(respuesta);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')?.[0]).toBe("'self'");
    expect(csp.get('style-src')?.slice(1).every((fuente) => fuente.startsWith("'sha256-"))).toBe(true);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  }
  const pagina = await (await fetch(`${entorno.url}/api/docs/`)).text();
  expect(contenidoDe(pagina, 'script').filter((s) => s.trim())).toEqual([]);
  expect(contenidoDe(pagina, 'style')).toEqual([]);
});

test('an SVG banner opened on its own can run, load or style nothing', async () => {
  const respuesta = await fetch(`${entorno.url}/api/banner/imagen/banner-ibuprofeno.svg`);
  expect(respuesta.status).toBe(200);
  expect(respuesta.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  const csp = directivas(respuesta);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect([...csp.keys()]).not.toContain('style-src');
});
