import { decodeJwt } from 'jose';
import { duracionesPorUsuario } from '../../src/idp/index.js';
import { suiteApi } from '../support/suite-api.js';
import { iniciarSesion } from '../support/sesion.js';

/**
 * The per-user token lifetime browser journeys use (`OIDC_ACCESS_TOKEN_TTL_USUARIOS`): a clerk of the test renews
 * within seconds while every other account keeps the usual lifetime; production ignores it.
 */
process.env.OIDC_ACCESS_TOKEN_TTL_USUARIOS = 'Pedidos.Demo:90, roto, cero:0';
const suite = suiteApi();
afterAll(() => {
  delete process.env.OIDC_ACCESS_TOKEN_TTL_USUARIOS;
});

test('reads "user:seconds" pairs, ignoring malformed ones, and nothing at all in production', () => {
  expect([...duracionesPorUsuario('Pedidos.Demo:90, roto, cero:0, otro:abc', false)]).toEqual([['pedidos.demo', 90]]);
  expect(duracionesPorUsuario('pedidos.demo:90', true).size).toBe(0);
  expect(duracionesPorUsuario(undefined, false).size).toBe(0);
});

test('the named user gets tokens of that lifetime; the others keep the usual one', async () => {
  const corto = await iniciarSesion(suite.entorno.url, 'pedidos.demo');
  expect(corto.expiresIn).toBeGreaterThan(80);
  expect(corto.expiresIn).toBeLessThanOrEqual(90);
  const acceso = decodeJwt(corto.accessToken);
  expect(acceso.exp! - acceso.iat!).toBe(90);
  const id = decodeJwt(corto.idToken);
  expect(id.exp! - id.iat!).toBe(90);

  const usual = await iniciarSesion(suite.entorno.url, 'admin.demo');
  const accesoUsual = decodeJwt(usual.accessToken);
  expect(accesoUsual.exp! - accesoUsual.iat!).toBe(15 * 60);
});
