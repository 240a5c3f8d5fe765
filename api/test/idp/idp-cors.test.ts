import { suiteApi } from '../support/suite-api.js';
import { accionFormulario, CLIENTE_WEB, crearPkce, Navegador, PASSWORD_PRUEBA, REDIRECT_PRUEBA, urlAutorizacion } from '../support/sesion.js';

/**
 * The identity provider answers cross-origin calls of the portal's own pages only (issue 27): its origin (PUBLIC_URL)
 * and the configured ones (SITE_ORIGINS, the dev servers). A page of any other site gets no Access-Control-* header
 * from any /idp endpoint, so the browser hands it nothing (tokens, profile, keys), and nothing answers with `*`.
 */
const PORTAL = 'http://127.0.0.1';
const DEV = 'http://localhost:3001';
const ATACANTE = 'https://atacante.example';

const api = suiteApi({ config: { publicUrl: PORTAL, siteOrigins: [PORTAL, DEV] } });

const cabecerasCors = (respuesta: Response) => [...respuesta.headers.keys()].filter((nombre) => nombre.startsWith('access-control-'));

const pedir = (ruta: string, init: RequestInit & { origen?: string } = {}) => {
  const { origen, headers, ...resto } = init;
  return fetch(`${api.entorno.url}${ruta}`, { ...resto, headers: { accept: 'application/json', ...(origen ? { origin: origen } : {}), ...headers } });
};

/** What a browser asks before a cross-origin POST with a form body. */
const preflight = (ruta: string, origen: string, metodo = 'POST') =>
  pedir(ruta, { method: 'OPTIONS', origen, headers: { 'access-control-request-method': metodo, 'access-control-request-headers': 'content-type' } });

/** An authorization code of admin.demo for the portal's client, through the real login page (then the session's cookie). */
async function codigo(navegador: Navegador) {
  const pkce = crearPkce();
  let { respuesta, url } = await navegador.seguir(await navegador.get(urlAutorizacion(api.entorno.url, pkce)));
  if (!url.startsWith(REDIRECT_PRUEBA)) {
    const enviado = await navegador.post(accionFormulario(await respuesta.text(), url), { usuario: 'admin.demo', clave: PASSWORD_PRUEBA });
    ({ respuesta, url } = await navegador.seguir(enviado));
  }
  const code = new URL(url).searchParams.get('code');
  if (!code) throw new Error(`Sin código de autorización: ${url}`);
  return { code, verifier: pkce.verifier };
}

const canjear = (origen: string, { code, verifier }: { code: string; verifier: string }) =>
  pedir('/idp/token', {
    method: 'POST',
    origen,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_PRUEBA, client_id: CLIENTE_WEB, code_verifier: verifier }),
  });

let navegador: Navegador;
beforeAll(() => {
  navegador = new Navegador(api.entorno.url);
});

describe('a page of another site', () => {
  test.each(['/idp/.well-known/openid-configuration', '/idp/.well-known/oauth-authorization-server', '/idp/jwks'])(
    'reads nothing of %s: no Access-Control-* header',
    async (ruta) => {
      const respuesta = await pedir(ruta, { origen: ATACANTE });
      expect(respuesta.status).toBe(200);
      expect(cabecerasCors(respuesta)).toEqual([]);
    },
  );

  test('exchanging a valid code at /idp/token is refused, with no Access-Control-* header', async () => {
    const respuesta = await canjear(ATACANTE, await codigo(navegador));
    expect(respuesta.status).toBe(400);
    expect(((await respuesta.json()) as { access_token?: string }).access_token).toBeUndefined();
    expect(cabecerasCors(respuesta)).toEqual([]);
  });

  test('/idp/token with an unknown client, or none, still names no origin', async () => {
    for (const client_id of ['otra-aplicacion', '']) {
      const respuesta = await pedir('/idp/token', {
        method: 'POST',
        origen: ATACANTE,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x', client_id }),
      });
      expect(respuesta.status).toBeGreaterThanOrEqual(400);
      expect(cabecerasCors(respuesta)).toEqual([]);
    }
  });

  test('/idp/me (userinfo), with the portal user\'s token or without one, has no Access-Control-* header', async () => {
    const token = await api.token('admin.demo');
    for (const headers of [{ authorization: `Bearer ${token}` }, {}] as Record<string, string>[]) {
      for (const method of ['GET', 'POST']) {
        const respuesta = await pedir('/idp/me', { method, origen: ATACANTE, headers });
        expect(cabecerasCors(respuesta)).toEqual([]);
      }
    }
  });

  test.each([
    ['/idp/token', 'POST'],
    ['/idp/me', 'GET'],
    ['/idp/jwks', 'GET'],
    ['/idp/.well-known/openid-configuration', 'GET'],
  ])('asking before a call to %s (preflight) gets no allow headers', async (ruta, metodo) => {
    const respuesta = await preflight(ruta, ATACANTE, metodo);
    expect(cabecerasCors(respuesta)).toEqual([]);
  });

  test('the sign-in and sign-out pages are not opened to it either', async () => {
    const autorizacion = await pedir(urlAutorizacion('', crearPkce()), { origen: ATACANTE, redirect: 'manual' });
    expect(autorizacion.status).toBe(303);
    const interaccion = await pedir(new URL(autorizacion.headers.get('location') ?? '', api.entorno.url).pathname, { origen: ATACANTE });
    expect(interaccion.status).toBeLessThan(500);
    const salida = await pedir('/idp/session/end', { origen: ATACANTE });
    for (const respuesta of [autorizacion, interaccion, salida]) expect(cabecerasCors(respuesta)).toEqual([]);
  });

  test('a localhost port that is not configured is another site too', async () => {
    const respuesta = await preflight('/idp/token', 'http://localhost:3999');
    expect(cabecerasCors(respuesta)).toEqual([]);
  });
});

test('a call without Origin (a server, curl) gets no Access-Control-* header: never `*`', async () => {
  for (const ruta of ['/idp/.well-known/openid-configuration', '/idp/jwks', '/idp/me']) {
    const respuesta = await pedir(ruta);
    expect(cabecerasCors(respuesta)).toEqual([]);
  }
});

describe("the portal's own pages", () => {
  test('read discovery and keys from the site and from a configured dev server', async () => {
    for (const origen of [PORTAL, DEV]) {
      for (const ruta of ['/idp/.well-known/openid-configuration', '/idp/jwks']) {
        const respuesta = await pedir(ruta, { origen });
        expect(respuesta.status).toBe(200);
        expect(respuesta.headers.get('access-control-allow-origin')).toBe(origen);
      }
    }
  });

  test('exchange their code at /idp/token and read the answer', async () => {
    const respuesta = await canjear(PORTAL, await codigo(navegador));
    expect(respuesta.status).toBe(200);
    expect(((await respuesta.json()) as { access_token?: string }).access_token).toEqual(expect.any(String));
    expect(respuesta.headers.get('access-control-allow-origin')).toBe(PORTAL);
  });

  test('a configured dev server may ask before posting to /idp/token', async () => {
    const respuesta = await preflight('/idp/token', DEV);
    expect(respuesta.status).toBe(204);
    expect(respuesta.headers.get('access-control-allow-origin')).toBe(DEV);
    expect(respuesta.headers.get('access-control-allow-methods')).toContain('POST');
    expect(respuesta.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});
