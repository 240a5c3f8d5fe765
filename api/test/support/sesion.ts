import { createHash, randomBytes } from 'node:crypto';

export const PASSWORD_PRUEBA = 'Portal2026!';
export const CLIENTE_WEB = 'portal-web';
/** Allowed outside production for every app; the browser never follows it in these tests. */
export const REDIRECT_PRUEBA = 'http://localhost:8080/oidc-callback';
export const SCOPE_PORTAL = 'openid profile email portal-api';

export interface Tokens {
  accessToken: string;
  idToken: string;
  expiresIn: number;
}

interface Cookie {
  value: string;
  path: string;
}

/**
 * A minimal browser over fetch: keeps cookies (by name and path) and never follows redirects on its own,
 * so a test sees every step of the OpenID Connect flow.
 */
export class Navegador {
  private readonly cookies = new Map<string, Cookie>();

  constructor(readonly baseUrl: string, private readonly cabeceras: Record<string, string> = {}) {}

  async get(url: string): Promise<Response> {
    return this.pedir(url, { method: 'GET' });
  }

  async post(url: string, form: Record<string, string>): Promise<Response> {
    return this.pedir(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Follows redirects that stay on this server; stops at the first answer that is not one, or that leaves it. */
  async seguir(respuesta: Response): Promise<{ respuesta: Response; url: string }> {
    let actual = respuesta;
    let url = respuesta.url;
    for (let saltos = 0; saltos < 20 && esRedireccion(actual); saltos++) {
      const destino = new URL(actual.headers.get('location') ?? '', url).toString();
      if (!destino.startsWith(this.baseUrl)) return { respuesta: actual, url: destino };
      url = destino;
      actual = await this.get(destino);
    }
    return { respuesta: actual, url: esRedireccion(actual) ? new URL(actual.headers.get('location') ?? '', url).toString() : url };
  }

  private async pedir(url: string, init: RequestInit): Promise<Response> {
    const destino = new URL(url, this.baseUrl);
    const cookie = [...this.cookies.entries()]
      .filter(([, c]) => destino.pathname === c.path || destino.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([clave, c]) => `${clave.split('|')[0]}=${c.value}`)
      .join('; ');
    const respuesta = await fetch(destino, {
      ...init,
      redirect: 'manual',
      headers: { ...this.cabeceras, ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    this.guardarCookies(respuesta);
    return respuesta;
  }

  private guardarCookies(respuesta: Response): void {
    for (const linea of respuesta.headers.getSetCookie()) {
      const [par, ...atributos] = linea.split(';').map((s) => s.trim());
      const igual = par.indexOf('=');
      const nombre = par.slice(0, igual);
      const value = par.slice(igual + 1);
      const atributo = (n: string) => atributos.find((a) => a.toLowerCase().startsWith(`${n}=`))?.split('=').slice(1).join('=');
      const path = atributo('path') ?? '/';
      const expira = atributo('expires');
      const borrada = atributo('max-age') === '0' || (expira !== undefined && new Date(expira).getTime() < Date.now()) || value === '';
      const clave = `${nombre}|${path}`;
      if (borrada) this.cookies.delete(clave);
      else this.cookies.set(clave, { value, path });
    }
  }
}

export const esRedireccion = (r: Response) => r.status >= 300 && r.status < 400 && r.headers.has('location');

/** The `action` of the first form of a page, absolute. */
export function accionFormulario(html: string, base: string): string {
  const accion = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
  if (!accion) throw new Error(`La página no tiene formulario: ${html.slice(0, 300)}`);
  return new URL(accion.replace(/&amp;/g, '&'), base).toString();
}

/** Hidden inputs of a page's forms (the provider's logout form carries its xsrf token this way). */
export function camposOcultos(html: string): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
    const nombre = /name="([^"]+)"/.exec(input)?.[1];
    const valor = /value="([^"]*)"/.exec(input)?.[1];
    if (nombre) campos[nombre] = valor ?? '';
  }
  return campos;
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function crearPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function urlAutorizacion(baseUrl: string, pkce: Pkce, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: CLIENTE_WEB,
    response_type: 'code',
    scope: SCOPE_PORTAL,
    redirect_uri: REDIRECT_PRUEBA,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  });
  return `${baseUrl}/idp/auth?${params}`;
}

/** Exchanges the authorization code of a callback URL for tokens at the token endpoint. */
export async function canjearCodigo(baseUrl: string, callback: string, pkce: Pkce): Promise<Tokens> {
  const code = new URL(callback).searchParams.get('code');
  if (!code) throw new Error(`El callback no trae código: ${callback}`);
  const respuesta = await fetch(`${baseUrl}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_PRUEBA,
      client_id: CLIENTE_WEB,
      code_verifier: pkce.verifier,
    }).toString(),
  });
  const cuerpo = (await respuesta.json()) as { access_token?: string; id_token?: string; expires_in?: number; error?: string };
  if (!respuesta.ok || !cuerpo.access_token || !cuerpo.id_token) throw new Error(`Canje de código fallido: ${JSON.stringify(cuerpo)}`);
  return { accessToken: cuerpo.access_token, idToken: cuerpo.id_token, expiresIn: cuerpo.expires_in ?? 0 };
}

/**
 * Signs in through the real login page: authorization request with PKCE, the form of `/idp/interaccion/:uid`,
 * the provider's resume, and the token endpoint. `navegador` keeps the session cookie for later silent renewals.
 */
export async function iniciarSesion(
  baseUrl: string,
  userName: string,
  password = PASSWORD_PRUEBA,
  navegador = new Navegador(baseUrl),
): Promise<Tokens> {
  const pkce = crearPkce();
  const { respuesta: pagina, url } = await navegador.seguir(await navegador.get(urlAutorizacion(baseUrl, pkce)));
  if (url.startsWith(REDIRECT_PRUEBA)) return canjearCodigo(baseUrl, url, pkce);
  const html = await pagina.text();
  const enviado = await navegador.post(accionFormulario(html, url), { usuario: userName, clave: password });
  const { url: callback, respuesta } = await navegador.seguir(enviado);
  if (!callback.startsWith(REDIRECT_PRUEBA)) {
    throw new Error(`No se pudo iniciar sesión como ${userName} (HTTP ${respuesta.status}): ${(await respuesta.text()).slice(0, 300)}`);
  }
  return canjearCodigo(baseUrl, callback, pkce);
}

/** Posts the login form of a fresh authorization request and returns the page's answer (401, 429…), not followed. */
export async function enviarLogin(navegador: Navegador, userName: string, clave: string): Promise<Response> {
  const { respuesta, url } = await navegador.seguir(await navegador.get(urlAutorizacion(navegador.baseUrl, crearPkce())));
  return navegador.post(accionFormulario(await respuesta.text(), url), { usuario: userName, clave });
}

/** Access tokens per user name, signed in once per suite (a login costs an argon2 verification). */
export function tokenCache(baseUrl: string): (userName: string) => Promise<string> {
  const cache = new Map<string, Promise<string>>();
  return (userName) => {
    let token = cache.get(userName);
    if (!token) {
      token = iniciarSesion(baseUrl, userName).then((t) => t.accessToken);
      token.catch(() => cache.delete(userName));
      cache.set(userName, token);
    }
    return token;
  };
}
