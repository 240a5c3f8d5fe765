import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, importJWK, SignJWT, type JWTPayload } from 'jose';
import { buildApp } from '../../src/app.js';
import type { ConfigApi } from '../../src/config.js';
import { ErrorHttp } from '../../src/errores.js';
import { cargarClaves } from '../../src/idp/claves.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { iniciarSesion, tokenCache } from '../support/sesion.js';

const ISSUER = 'http://127.0.0.1/idp';
const ID_PEDIDOS = '00000000-0000-4000-8000-000000000002';

let entorno: Entorno;
const abiertas: FastifyInstance[] = [];

/** Another API process over the same database, with two routes that show who the caller is. */
async function otraApi(config: Partial<ConfigApi> = {}): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({
    baseDatos: entorno.baseDatos,
    logger: false,
    config: { redisUrl: process.env.REDIS_URL || null, publicUrl: 'http://127.0.0.1', ...config },
  });
  app.get('/prueba/quien-soy', async (req) => ({ usuario: req.usuario }));
  app.get('/CarritoUsuarioHub/prueba-quien-soy', async (req) => ({ usuario: req.usuario }));
  abiertas.push(app);
  const url = await app.listen({ port: config.port ?? 0, host: '127.0.0.1' });
  return { app, url };
}

async function puertoLibre(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const direccion = servidor.address();
  await new Promise((cerrado) => servidor.close(cerrado));
  return typeof direccion === 'object' && direccion ? direccion.port : 0;
}

/** A token signed with the provider's own key, for cases a real login never produces. */
async function tokenFirmado(claims: JWTPayload, opciones: { issuer?: string; audience?: string; vence?: string | number } = {}) {
  const [clave] = (await cargarClaves(entorno.baseDatos.db)).firma;
  return new SignJWT({ FarmaciaId: 1001, Roles: ['Pedidos'], SeccionesHabilitadas: [1], ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: clave!.kid, typ: 'at+jwt' })
    .setSubject(ID_PEDIDOS)
    .setIssuer(opciones.issuer ?? ISSUER)
    .setAudience(opciones.audience ?? 'portal-api')
    .setIssuedAt()
    .setExpirationTime(opciones.vence ?? '5m')
    .sign(await importJWK(clave!, 'RS256'));
}

let api: { app: FastifyInstance; url: string };
let token: (userName: string) => Promise<string>;

beforeAll(async () => {
  entorno = await crearEntorno();
  api = await otraApi();
  token = tokenCache(entorno.url);
});
afterAll(async () => {
  for (const app of abiertas) await app.close();
  await entorno.cerrar();
});

const quienSoy = async (url: string, headers: Record<string, string> = {}) => {
  const respuesta = await fetch(url, { headers });
  return { status: respuesta.status, cuerpo: (await respuesta.json()) as { usuario?: unknown; mensaje?: string } };
};

describe('request.usuario', () => {
  test('is null without a token', async () => {
    expect(await quienSoy(`${api.url}/prueba/quien-soy`)).toEqual({ status: 200, cuerpo: { usuario: null } });
  });

  test('is the caller of a valid bearer token, verified by another process with the keys kept in the database', async () => {
    const { status, cuerpo } = await quienSoy(`${api.url}/prueba/quien-soy`, { authorization: `Bearer ${await token('pedidos.demo')}` });
    expect(status).toBe(200);
    expect(cuerpo.usuario).toEqual({
      sub: ID_PEDIDOS,
      nombre: 'Martín Gómez',
      email: 'pedidos.demo@farmacias.example',
      farmaciaId: 1001,
      grupoId: null,
      roles: expect.arrayContaining(['Pedidos', 'ConsultorStock']),
      secciones: [1],
      // The user's context version when the token was issued: a change of the user makes the token stop working.
      versionContexto: 1,
    });
  });

  test('on the hub paths the token may come in the access_token query parameter, elsewhere it may not', async () => {
    const acceso = await token('pedidos.demo');
    const hub = await quienSoy(`${api.url}/CarritoUsuarioHub/prueba-quien-soy?access_token=${acceso}`);
    expect(hub.cuerpo.usuario).toMatchObject({ sub: ID_PEDIDOS, farmaciaId: 1001 });
    expect((await quienSoy(`${api.url}/prueba/quien-soy?access_token=${acceso}`)).cuerpo.usuario).toBeNull();
  });

  test('both processes publish the same signing keys', async () => {
    const jwks = async (url: string) => (await fetch(`${url}/idp/jwks`)).json();
    expect(await jwks(api.url)).toEqual(await jwks(entorno.url));
  });
});

describe('a present but invalid token answers 401 in Spanish', () => {
  const rechazos: [string, () => Promise<string>][] = [
    ['tampered payload', async () => {
      const [cabecera, , firma] = (await token('pedidos.demo')).split('.');
      const payload = Buffer.from(JSON.stringify({ ...decodeJwt(await token('pedidos.demo')), FarmaciaId: 1002 })).toString('base64url');
      return `${cabecera}.${payload}.${firma}`;
    }],
    ['another audience', () => tokenFirmado({}, { audience: 'otra-api' })],
    ['the ID token instead of the access token', async () => (await iniciarSesion(entorno.url, 'pedidos.demo')).idToken],
    ['another issuer', () => tokenFirmado({}, { issuer: 'https://otro.example/idp' })],
    ['expired', () => tokenFirmado({}, { vence: Math.floor(Date.now() / 1000) - 60 })],
    ['without a pharmacy', () => tokenFirmado({ FarmaciaId: undefined })],
    ['not a JWT', async () => 'no-es-un-token'],
  ];

  test.each(rechazos)('%s', async (_caso, crear) => {
    const { status, cuerpo } = await quienSoy(`${api.url}/prueba/quien-soy`, { authorization: `Bearer ${await crear()}` });
    expect(status).toBe(401);
    expect(cuerpo.mensaje).toBe('Sesión inválida o vencida.');
  });

  test('app.verificarToken throws the same 401 ErrorHttp', async () => {
    const error = await entorno.app.verificarToken(await tokenFirmado({}, { audience: 'otra-api' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorHttp);
    expect(error).toMatchObject({ status: 401, message: 'Sesión inválida o vencida.' });
  });

  test('a token signed by a key the provider does not publish is refused', async () => {
    const { generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256');
    const falso = await new SignJWT({ FarmaciaId: 1001 })
      .setProtectedHeader({ alg: 'RS256', kid: 'otra-clave' })
      .setSubject(ID_PEDIDOS)
      .setIssuer(ISSUER)
      .setAudience('portal-api')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await quienSoy(`${api.url}/prueba/quien-soy`, { authorization: `Bearer ${falso}` })).status).toBe(401);
  });
});

describe('OIDC_ISSUER: trusting another provider', () => {
  test("an API configured with another app's /idp as issuer trusts that provider's tokens only, and mounts no provider", async () => {
    const puerto = await puertoLibre();
    const proveedor = await otraApi({ publicUrl: `http://127.0.0.1:${puerto}`, port: puerto });
    const confiada = await otraApi({ oidcIssuer: `http://127.0.0.1:${puerto}/idp` });

    const tokens = await iniciarSesion(proveedor.url, 'pedidos.demo');
    expect(decodeJwt(tokens.accessToken).iss).toBe(`http://127.0.0.1:${puerto}/idp`);
    const aceptado = await quienSoy(`${confiada.url}/prueba/quien-soy`, { authorization: `Bearer ${tokens.accessToken}` });
    expect(aceptado.cuerpo.usuario).toMatchObject({ sub: ID_PEDIDOS, farmaciaId: 1001 });
    expect(await confiada.app.verificarToken(tokens.accessToken)).toMatchObject({ sub: ID_PEDIDOS });

    const deOtroEmisor = await quienSoy(`${confiada.url}/prueba/quien-soy`, { authorization: `Bearer ${await token('pedidos.demo')}` });
    expect(deOtroEmisor.status).toBe(401);
    expect((await fetch(`${confiada.url}/idp/.well-known/openid-configuration`)).status).toBe(404);
  });

  test('when the configured provider cannot be reached, a token gets 503, not 500', async () => {
    const confiada = await otraApi({ oidcIssuer: `http://127.0.0.1:${await puertoLibre()}/idp` });
    const { status, cuerpo } = await quienSoy(`${confiada.url}/prueba/quien-soy`, { authorization: `Bearer ${await token('pedidos.demo')}` });
    expect(status).toBe(503);
    expect(cuerpo.mensaje).toBe('El proveedor de identidad no está disponible. Intente nuevamente en unos minutos.');
  });
});
