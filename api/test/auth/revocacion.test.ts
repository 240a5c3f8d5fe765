import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { crearPkce, iniciarSesion, Navegador, PASSWORD_PRUEBA, REDIRECT_PRUEBA, tokenCache, urlAutorizacion } from '../support/sesion.js';
import { clienteHub, HttpTransportType, HubConnectionState, siguiente } from '../support/hub-cliente.js';
import { clienteApi } from '../support/http.js';
import { crearUsuario } from '../support/datos.js';
import { administradorDeGrupo, CAMBIOS, CONTEXTO_CAMBIADO, enMenosDe, errorAlCerrar, type Administrador } from '../support/revocacion.js';

/**
 * A user an administrator changes loses access at once (issue 10, defect 2), on one API process: its access token is
 * refused, its hub connection closed and its next silent renewal answers ContextChanged. The same across two
 * processes: test/escalado/revocacion.test.ts.
 */

let entorno: Entorno;
let llamar: ReturnType<typeof clienteApi>;
let tokenAdmin: string;
let tokens: Record<Administrador, string>;

beforeAll(async () => {
  entorno = await crearEntorno({ config: { hub: { keepAliveMs: 250, canalRedis: `portal:hub:prueba:${randomUUID()}` } } });
  llamar = clienteApi(entorno.url);
  await administradorDeGrupo(entorno.baseDatos.db);
  const token = tokenCache(entorno.url);
  tokenAdmin = await token('admin.demo');
  tokens = { 'admin.demo': tokenAdmin, 'grupo.demo': await token('grupo.demo') };
});

afterAll(async () => {
  entorno.app.server.closeAllConnections();
  await entorno.cerrar();
});

/** What the browser's `prompt=none` renewal brings back: the OAuth error, or null on success. */
async function errorDeRenovacion(navegador: Navegador): Promise<string | null> {
  const { url } = await navegador.seguir(await navegador.get(urlAutorizacion(entorno.url, crearPkce(), { prompt: 'none' })));
  expect(url.startsWith(REDIRECT_PRUEBA)).toBe(true);
  return new URL(url).searchParams.get('error');
}

/** A clerk of pharmacy 1001 signed in, with its session (for renewals) and a hub connection. */
async function empleadoConectado() {
  const userName = `empleado.${randomUUID().slice(0, 8)}`;
  const id = await crearUsuario(entorno.baseDatos.db, userName, 1001, ['Pedidos', 'ConsultorStock']);
  const navegador = new Navegador(entorno.url);
  const { accessToken } = await iniciarSesion(entorno.url, userName, undefined, navegador);
  const hub = clienteHub(entorno.url, { transporte: HttpTransportType.WebSockets, token: accessToken, serverTimeoutMs: 1_500, keepAliveMs: 500 });
  const cerrada = siguiente(hub, 'onclose') as Promise<Error | undefined>;
  await hub.start();
  return { id, userName, navegador, accessToken, hub, cerrada };
}

const leerCarrito = (token: string) => llamar('GET', '/api/carritopersistente/GetItemsCarrito', { token });

describe.each(Object.entries(CAMBIOS))('cuando el administrador %s', (_cambio, pedido) => {
  test('su token deja de servir, su conexión al hub se cierra y la renovación responde ContextChanged', async () => {
    const empleado = await empleadoConectado();
    try {
      expect((await leerCarrito(empleado.accessToken)).status).toBe(200);
      expect(empleado.hub.state).toBe(HubConnectionState.Connected);

      const [method, path, body, quien = 'admin.demo'] = pedido(empleado.id);
      const hecho = await llamar(method, path, { token: tokens[quien], body });
      expect([200, 204]).toContain(hecho.status);
      if (hecho.status === 200) expect(JSON.stringify(hecho.body)).not.toContain('"succeeded":false');

      // Reads and writes, the cart included, are refused within 5 s (on one process: at once).
      expect(await enMenosDe(5_000, async () => (await leerCarrito(empleado.accessToken)).status === 401)).toBe(true);
      const lectura = await leerCarrito(empleado.accessToken);
      expect(lectura.body.mensaje).toBe(CONTEXTO_CAMBIADO);
      expect((await llamar('PUT', '/api/carritopersistente/BorrarCarritoCompleto', { token: empleado.accessToken })).status).toBe(401);

      // The hub closes its connection with the reason, and does not take a new one with that token.
      expect(await errorAlCerrar(empleado.cerrada, 5_000)).toContain(CONTEXTO_CAMBIADO);
      const negociado = await fetch(`${entorno.url}/CarritoUsuarioHub/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${empleado.accessToken}` },
      });
      expect(negociado.status).toBe(401);

      expect(await errorDeRenovacion(empleado.navegador)).toBe('ContextChanged');
    } finally {
      await empleado.hub.stop();
    }
  });
});

test('a new sign-in after a change of roles gives a token that works, with the new roles', async () => {
  const empleado = await empleadoConectado();
  await empleado.hub.stop();
  await llamar('PUT', `/api/Usuario/ReemplazarRoles/${empleado.id}`, { token: tokenAdmin, body: { roles: ['Pedidos'] } });
  expect((await leerCarrito(empleado.accessToken)).status).toBe(401);
  const { accessToken } = await iniciarSesion(entorno.url, empleado.userName);
  expect((await leerCarrito(accessToken)).status).toBe(200);
});

test('a change that leaves the context as it was (the email) keeps the token and the hub connection', async () => {
  const empleado = await empleadoConectado();
  try {
    const hecho = await llamar('PUT', `/api/Usuario/${empleado.id}`, { token: tokenAdmin, body: { email: 'otro.correo@farmacias.example' } });
    expect(hecho.body).toEqual([{ succeeded: true }]);
    expect((await leerCarrito(empleado.accessToken)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(empleado.hub.state).toBe(HubConnectionState.Connected);
    expect(await errorDeRenovacion(empleado.navegador)).toBeNull();
  } finally {
    await empleado.hub.stop();
  }
});

test("a user that changes its own password (the provider's page) ends its other tokens and hub connections", async () => {
  const empleado = await empleadoConectado();
  try {
    const otroNavegador = new Navegador(entorno.url);
    const hecho = await otroNavegador.post(`${entorno.url}/idp/cambiar-clave`, {
      usuario: empleado.userName,
      actual: PASSWORD_PRUEBA,
      nueva: 'Propia2027x',
      repeticion: 'Propia2027x',
    });
    expect(await hecho.text()).toContain('Su contraseña se cambió correctamente.');

    expect(await enMenosDe(5_000, async () => (await leerCarrito(empleado.accessToken)).status === 401)).toBe(true);
    expect((await leerCarrito(empleado.accessToken)).body.mensaje).toBe(CONTEXTO_CAMBIADO);
    expect(await errorAlCerrar(empleado.cerrada, 5_000)).toContain(CONTEXTO_CAMBIADO);
    expect(await errorDeRenovacion(empleado.navegador)).toBe('ContextChanged');

    // Signing in with the new password gives a token that works.
    const { accessToken } = await iniciarSesion(entorno.url, empleado.userName, 'Propia2027x');
    expect((await leerCarrito(accessToken)).status).toBe(200);
  } finally {
    await empleado.hub.stop();
  }
});
