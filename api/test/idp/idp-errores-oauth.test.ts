import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { DESCRIPCIONES_OAUTH, descripcionOAuth } from '../../src/idp/errores-oauth.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { CLIENTE_WEB, crearPkce, REDIRECT_PRUEBA } from '../support/sesion.js';

/**
 * The identity provider's protocol errors keep their OAuth code and explain it in Spanish (issue 10, defect 5): in the
 * JSON body, in the WWW-Authenticate header and in the redirect back to the portal, in the printable ASCII that OAuth
 * allows there (no accents). No seed: only the provider's tables.
 */
let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno({ sembrar: false });
});
afterAll(() => entorno.cerrar());

/** oidc-provider's English, which must not reach a caller. */
const INGLES = /\b(the|is|are|was|must|invalid|provided|required|missing|unsupported|failed|not found|expired)\b/i;

const pedirToken = (campos: Record<string, string>) =>
  fetch(`${entorno.url}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(campos),
  });

test('a code that does not exist: invalid_grant, explained in Spanish', async () => {
  const respuesta = await pedirToken({
    grant_type: 'authorization_code',
    code: 'no-existe',
    client_id: CLIENTE_WEB,
    redirect_uri: REDIRECT_PRUEBA,
    code_verifier: crearPkce().verifier,
  });
  expect(respuesta.status).toBe(400);
  expect(await respuesta.json()).toEqual({ error: 'invalid_grant', error_description: descripcionOAuth('invalid_grant') });
});

test('a grant type the provider does not offer, and a missing parameter named in Spanish', async () => {
  const tipo = await pedirToken({ grant_type: 'password', client_id: CLIENTE_WEB, username: 'x', password: 'y' });
  expect(tipo.status).toBe(400);
  expect(await tipo.json()).toEqual({ error: 'unsupported_grant_type', error_description: descripcionOAuth('unsupported_grant_type') });

  const falta = await pedirToken({ client_id: CLIENTE_WEB });
  expect(falta.status).toBe(400);
  expect(await falta.json()).toEqual({ error: 'invalid_request', error_description: "Falta el parametro obligatorio 'grant_type'." });
});

test('userinfo with a forged token: 401 invalid_token, Spanish in the body and in WWW-Authenticate', async () => {
  const respuesta = await fetch(`${entorno.url}/idp/me`, { headers: { authorization: 'Bearer falsificado', accept: 'application/json' } });
  expect(respuesta.status).toBe(401);
  const cuerpo = (await respuesta.json()) as { error: string; error_description: string };
  expect(cuerpo).toEqual({ error: 'invalid_token', error_description: descripcionOAuth('invalid_token') });
  const desafio = respuesta.headers.get('www-authenticate') ?? '';
  expect(desafio).toContain('error="invalid_token"');
  expect(desafio).toContain(`error_description="${descripcionOAuth('invalid_token')}"`);
  expect(desafio).not.toMatch(INGLES);
});

test('a silent renewal without a session goes back to the portal with login_required, explained in Spanish', async () => {
  const pkce = crearPkce();
  const parametros = new URLSearchParams({
    client_id: CLIENTE_WEB,
    redirect_uri: REDIRECT_PRUEBA,
    response_type: 'code',
    scope: 'openid',
    prompt: 'none',
    state: 'estado-1',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
  });
  const respuesta = await fetch(`${entorno.url}/idp/auth?${parametros}`, { redirect: 'manual' });
  expect(respuesta.status).toBeGreaterThanOrEqual(300);
  expect(respuesta.status).toBeLessThan(400);
  const destino = new URL(respuesta.headers.get('location')!);
  expect(`${destino.origin}${destino.pathname}`).toBe(REDIRECT_PRUEBA);
  expect(destino.searchParams.get('error')).toBe('login_required');
  expect(destino.searchParams.get('error_description')).toBe(descripcionOAuth('login_required'));
  expect(destino.searchParams.get('state')).toBe('estado-1');
});

test('every description is Spanish, in the characters OAuth allows', () => {
  expect(descripcionOAuth('invalid_grant')).toBe('El codigo de autorizacion o el token de renovacion no es valido, vencio o ya se uso.');
  for (const codigo of Object.keys(DESCRIPCIONES_OAUTH)) {
    expect(descripcionOAuth(codigo)).not.toMatch(INGLES);
    expect(descripcionOAuth(codigo)).toMatch(/^[\x20-\x21\x23-\x5b\x5d-\x7e]+$/);
  }
  // A code the provider may add later still reads in Spanish.
  expect(descripcionOAuth('algo_nuevo', 'something new happened')).toBe(descripcionOAuth('invalid_request'));
});
