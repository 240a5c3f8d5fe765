import { randomUUID } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import { abrirBaseDatos, type BaseDatos } from '../../src/db/client.js';
import { sembrar } from '../../src/seed/index.js';
import { crearUsuario } from '../support/datos.js';
import { clienteApi } from '../support/http.js';
import { clienteHub, HttpTransportType, siguiente } from '../support/hub-cliente.js';
import { administradorDeGrupo, CAMBIOS, CONTEXTO_CAMBIADO, enMenosDe, errorAlCerrar, type Administrador } from '../support/revocacion.js';
import { iniciarSesion, tokenCache } from '../support/sesion.js';
import { baseDatosPropia, esperarListo, lanzarApi, matar, puertoLibre, REDIS, type Proceso } from './topologia.js';

/**
 * A user's change made on one API process takes effect on the other within 5 s (issue 10, defect 2): two processes
 * on one PostgreSQL database and Redis, as in `pnpm stack:scale`, addressed directly. The user's token works on both
 * and it has a hub connection on each; an administrator changes it through the first; then both refuse the token and
 * both close its connections. On one process, with silent renewal: test/revocacion.test.ts.
 */

const procesos: Proceso[] = [];
const conexiones: HubConnection[] = [];
let baseDatos: BaseDatos;
let descartarBase: () => Promise<void> = async () => {};
let urls: [string, string];
let tokens: Record<Administrador, string>;

beforeAll(async () => {
  const base = await baseDatosPropia();
  descartarBase = base.descartar;
  // Open for the whole suite: the test adds its users directly, as the seed does.
  baseDatos = await abrirBaseDatos({ databaseUrl: base.url, dataDir: '' });
  await baseDatos.migrar();
  await sembrar(baseDatos.db, 'demo');
  await administradorDeGrupo(baseDatos.db);

  const [puerto1, puerto2] = [await puertoLibre(), await puertoLibre()];
  urls = [`http://127.0.0.1:${puerto1}`, `http://127.0.0.1:${puerto2}`];
  // One issuer for both (PUBLIC_URL), so each accepts the tokens the other's provider issues, as behind the proxy.
  const env = { DATABASE_URL: base.url, REDIS_URL: REDIS, PUBLIC_URL: urls[0], OPERATOR_TOKEN: 'operador-escalado-0123456789' };
  const api1 = lanzarApi('api1', { ...env, PORT: String(puerto1) });
  const api2 = lanzarApi('api2', { ...env, PORT: String(puerto2) });
  procesos.push(api1, api2);
  await Promise.all([esperarListo(`${urls[0]}/readyz`, api1), esperarListo(`${urls[1]}/readyz`, api2)]);
  const token = tokenCache(urls[0]);
  tokens = { 'admin.demo': await token('admin.demo'), 'grupo.demo': await token('grupo.demo') };
}, 120_000);

afterAll(async () => {
  await Promise.all(conexiones.map((c) => c.stop().catch(() => undefined)));
  await Promise.all(procesos.map(matar));
  await baseDatos?.cerrar();
  await descartarBase();
});

const leerCarrito = (url: string, token: string) => clienteApi(url)('GET', '/api/carritopersistente/GetItemsCarrito', { token });

describe.each(Object.entries(CAMBIOS))('cuando el administrador %s en un proceso', (_cambio, pedido) => {
  test('el token deja de servir y las conexiones al hub se cierran en ambos procesos en menos de 5 s', async () => {
    const userName = `empleado.${randomUUID().slice(0, 8)}`;
    const id = await crearUsuario(baseDatos.db, userName, 1001, ['Pedidos', 'ConsultorStock']);
    const { accessToken } = await iniciarSesion(urls[0], userName);
    // Each process has read (and keeps) the user's version before the change.
    for (const url of urls) expect((await leerCarrito(url, accessToken)).status).toBe(200);
    const hubs = urls.map((url) => clienteHub(url, { transporte: HttpTransportType.WebSockets, token: accessToken, serverTimeoutMs: 1_500, keepAliveMs: 500 }));
    conexiones.push(...hubs);
    const cerradas = hubs.map((h) => siguiente(h, 'onclose'));
    await Promise.all(hubs.map((h) => h.start()));

    const [method, path, body, quien = 'admin.demo'] = pedido(id);
    const hecho = await clienteApi(urls[0])(method, path, { token: tokens[quien], body });
    expect([200, 204]).toContain(hecho.status);
    const desde = performance.now();

    // The other process learns of it through Redis, not by its versions going stale (that takes 30 s).
    for (const url of urls) {
      expect(await enMenosDe(5_000 - (performance.now() - desde), async () => (await leerCarrito(url, accessToken)).status === 401)).toBe(true);
      expect((await leerCarrito(url, accessToken)).body.mensaje).toBe(CONTEXTO_CAMBIADO);
    }
    for (const cerrada of cerradas) expect(await errorAlCerrar(cerrada, Math.max(0, 5_000 - (performance.now() - desde)))).toContain(CONTEXTO_CAMBIADO);
  });
});
