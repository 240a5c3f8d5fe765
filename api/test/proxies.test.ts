import { decodeJwt } from 'jose';
import { confianzaEnProxies } from '../src/plugins/proxies.js';
import { MAX_FALLOS_IP } from '../src/idp/intentos.js';
import { crearEntorno, type Entorno } from './support/entorno.js';
import { enviarLogin, iniciarSesion, Navegador, PASSWORD_PRUEBA } from './support/sesion.js';

/**
 * Forwarding headers are believed only from the configured proxies (issue 10, defect 3): from anyone else a new
 * `X-Forwarded-For` on each attempt sidestepped the per-address login limit.
 */
describe('confianzaEnProxies', () => {
  test('addresses and CIDR ranges, IPv4 seen through a dual-stack socket included', () => {
    const confiable = confianzaEnProxies(['127.0.0.1/8', '::1', '172.28.0.10', '10.20.0.0/16']);
    for (const d of ['127.0.0.1', '127.9.9.9', '::ffff:127.0.0.1', '::1', '172.28.0.10', '::ffff:172.28.0.10', '10.20.255.1']) expect(confiable(d)).toBe(true);
    for (const d of ['172.28.0.11', '10.21.0.1', '8.8.8.8', '::2', '', undefined]) expect(confiable(d)).toBe(false);
  });

  test('an empty list trusts nobody', () => {
    expect(confianzaEnProxies([])('127.0.0.1')).toBe(false);
  });

  test.each(['localhost', '10.0.0.0/33', '10.0.0.1/', '1.2.3.4/8/1', '::1/129'])('"%s" stops the start with a Spanish message', (entrada) => {
    expect(() => confianzaEnProxies([entrada])).toThrow(/^TRUSTED_PROXIES: .* no es una dirección IP ni un rango CIDR/);
  });
});

/** MAX_FALLOS_IP failed logins, each claiming a different client address. */
async function fallarDesdeDireccionesInventadas(url: string, prefijo: string) {
  for (let i = 0; i < MAX_FALLOS_IP; i++) {
    const respuesta = await enviarLogin(new Navegador(url, { 'x-forwarded-for': `${prefijo}.${i}` }), `inexistente${i}`, 'clave1234');
    expect(respuesta.status).toBe(401);
  }
}

describe('a client that reaches the API directly (not a configured proxy)', () => {
  let entorno: Entorno;
  // The tests connect from 127.0.0.1: trusting only another address makes them an outside client.
  beforeAll(async () => {
    entorno = await crearEntorno({ config: { trustedProxies: ['192.0.2.10'] } });
  });
  afterAll(() => entorno?.cerrar());

  test('cannot sidestep the per-address login limit with X-Forwarded-For', async () => {
    await fallarDesdeDireccionesInventadas(entorno.url, '10.7.0');
    const otra = await enviarLogin(new Navegador(entorno.url, { 'x-forwarded-for': '10.7.1.1' }), 'admin.demo', PASSWORD_PRUEBA);
    expect(otra.status).toBe(429);
    expect(await otra.text()).toContain('Demasiados intentos. Espere unos minutos e intente nuevamente.');
  });

  test('cannot choose the host and scheme the identity provider builds its URLs with', async () => {
    const respuesta = await fetch(`${entorno.url}/idp/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'malicioso.example' },
    });
    const doc = (await respuesta.json()) as Record<string, unknown>;
    expect(doc.token_endpoint).toBe(`${entorno.url}/idp/token`);
  });
});

describe('a request through a configured proxy (the loopback, as the nginx of npm run stack:scale)', () => {
  let entorno: Entorno;
  beforeAll(async () => {
    entorno = await crearEntorno();
  });
  afterAll(() => entorno?.cerrar());

  test('is counted by the client address the proxy forwards', async () => {
    const desde = { 'x-forwarded-for': '10.8.0.1' };
    for (let i = 0; i < MAX_FALLOS_IP; i++) {
      expect((await enviarLogin(new Navegador(entorno.url, desde), `inexistente${i}`, 'clave1234')).status).toBe(401);
    }
    expect((await enviarLogin(new Navegador(entorno.url, desde), 'admin.demo', PASSWORD_PRUEBA)).status).toBe(429);
    // A proxy that appends the address it saw (ours replaces it, deploy/nginx-proxy.conf): what the client wrote before it
    // is not believed.
    const encadenado = { 'x-forwarded-for': '10.8.0.2, 10.8.0.1' };
    expect((await enviarLogin(new Navegador(entorno.url, encadenado), 'admin.demo', PASSWORD_PRUEBA)).status).toBe(429);
    const tokens = await iniciarSesion(entorno.url, 'admin.demo', PASSWORD_PRUEBA, new Navegador(entorno.url, { 'x-forwarded-for': '10.8.0.2' }));
    expect(decodeJwt(tokens.accessToken).sub).toBeTruthy();
  });

  test('gives the identity provider the forwarded host and scheme', async () => {
    const respuesta = await fetch(`${entorno.url}/idp/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example' },
    });
    expect(((await respuesta.json()) as Record<string, unknown>).token_endpoint).toBe('https://portal.example/idp/token');
  });
});
