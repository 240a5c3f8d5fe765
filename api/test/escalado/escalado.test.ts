import type { HubConnection } from '@microsoft/signalr';
import type { Carrito } from '@portal/shared/contracts';
import { abrirBaseDatos } from '../../src/db/client.js';
import { sembrar } from '../../src/seed/index.js';
import { clienteApi, crearProducto } from '../support/datos.js';
import { clienteHub, HttpTransportType, HubConnectionState, registrar, siguiente } from '../support/hub-cliente.js';
import { tokenCache } from '../support/sesion.js';
import { baseDatosPropia, esperarListo, instanciaDeConexion, lanzarApi, lanzarProxy, matar, puertoLibre, REDIS, type Proceso } from './topologia.js';

/**
 * The scale-out topology as real processes: two API processes on one PostgreSQL database and Redis, behind the
 * proxy of `npm run stack:scale` and docker-compose.yml (Debian's nginx on deploy/nginx-proxy.conf). Two users of
 * pharmacy 1001 on different processes share a cart live, one of them on long polling (each poll and each send must
 * find its process by the connection token), the other on WebSockets (the upgrade goes through nginx), and a third
 * connection on server-sent events; one process is killed mid-session and its client carries on through the other
 * without losing a cart line.
 */

const P = '/api/carritopersistente';
const TROQUELES = [86_000_001, 86_000_002, 86_000_003, 86_000_004, 86_000_005] as const;
const [T1, T2, T3, T4, T5] = TROQUELES;

const procesos: Proceso[] = [];
const conexiones: HubConnection[] = [];
let descartarBase: () => Promise<void> = async () => {};
let proxy: Proceso;
let apis: Record<string, Proceso>;
let url: string;

beforeAll(async () => {
  const base = await baseDatosPropia();
  descartarBase = base.descartar;
  // Migrated and seeded here, so the products the test adds exist before either process starts.
  const baseDatos = await abrirBaseDatos({ databaseUrl: base.url, dataDir: '' });
  try {
    await baseDatos.migrar();
    await sembrar(baseDatos.db, 'demo');
    for (const troquel of TROQUELES) await crearProducto(baseDatos.db, troquel);
  } finally {
    await baseDatos.cerrar();
  }

  const [puertoProxy, puerto1, puerto2] = [await puertoLibre(), await puertoLibre(), await puertoLibre()];
  url = `http://127.0.0.1:${puertoProxy}`;
  const env = { DATABASE_URL: base.url, REDIS_URL: REDIS, PUBLIC_URL: url, OPERATOR_TOKEN: 'operador-escalado-0123456789' };
  const api1 = lanzarApi('api1', { ...env, PORT: String(puerto1) });
  const api2 = lanzarApi('api2', { ...env, PORT: String(puerto2) });
  proxy = await lanzarProxy(puertoProxy, [`127.0.0.1:${puerto1}`, `127.0.0.1:${puerto2}`]);
  procesos.push(api1, api2, proxy);
  apis = { api1, api2 };
  await Promise.all([
    esperarListo(`http://127.0.0.1:${puerto1}/readyz`, api1),
    esperarListo(`http://127.0.0.1:${puerto2}/readyz`, api2),
    esperarListo(`${url}/readyz`, proxy),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(conexiones.map((c) => c.stop().catch(() => undefined)));
  await Promise.all(procesos.map(matar));
  await descartarBase();
});

/** The first `ActualizarCarrito` (already received or still to come) whose cart satisfies `cumple`. */
async function esperar(registro: ReturnType<typeof registrar>, cumple: (c: Carrito) => boolean): Promise<Carrito> {
  for (let n = 1; ; n++) {
    const [carrito] = (await registro.hasta(n))[n - 1] as [Carrito];
    if (cumple(carrito)) return carrito;
  }
}

const lineas = (c: Carrito) => Object.fromEntries(c.items.map((i) => [i.troquel, i.cantidad]));

test('two users of one pharmacy on different API processes share a cart, and survive the loss of one process', async () => {
  const token = tokenCache(url);
  const [tokenAdmin, tokenPedidos] = [await token('admin.demo'), await token('pedidos.demo')];
  const reconectar = [0, 300, 600, 1_000, 1_000, 2_000, 2_000, 2_000, 2_000, 2_000];
  // One on WebSockets, the other on long polling: the transport whose every poll must find its process again.
  const admin = clienteHub(url, { transporte: HttpTransportType.WebSockets, token: tokenAdmin, reconectar });
  const pedidos = clienteHub(url, { transporte: HttpTransportType.LongPolling, token: tokenPedidos, reconectar });
  conexiones.push(admin, pedidos);
  const [deAdmin, dePedidos] = [admin, pedidos].map((c) => registrar(c, 'ActualizarCarrito')) as [ReturnType<typeof registrar>, ReturnType<typeof registrar>];
  // The proxy's round-robin spreads negotiations, but other requests (token logins) move its turn too:
  // pedidos.demo negotiates again until it lands on the process admin.demo is not on.
  await admin.start();
  const procesoAdmin = instanciaDeConexion(admin.connectionId);
  await pedidos.start();
  for (let intento = 0; intento < 30 && instanciaDeConexion(pedidos.connectionId) === procesoAdmin; intento++) {
    await pedidos.stop();
    // A stop and a start may take an even number of requests, landing the negotiation where it was every time:
    // one, two or three plain requests (by turns) move the round-robin's turn, whatever that number is.
    for (let k = 0; k <= intento % 3; k++) await fetch(`${url}/healthz`);
    await pedidos.start();
  }
  const procesoPedidos = instanciaDeConexion(pedidos.connectionId);
  expect(['api1', 'api2']).toContain(procesoAdmin);
  expect(['api1', 'api2']).toContain(procesoPedidos);
  expect(procesoAdmin).not.toBe(procesoPedidos);

  const apiAdmin = clienteApi(url, async () => tokenAdmin);
  const apiPedidos = clienteApi(url, async () => tokenPedidos);
  const esperado: Record<number, number> = {};
  const cambiar = async (api: typeof apiAdmin, conexion: HubConnection, troquel: number, cantidad: number) => {
    const enviar = () => api.post<{ codigo: number }>(`${P}/ActualizarItemCarrito`, { troquel, cantidad, ofertaid: 0 }, conexion.connectionId ? { connectionid: conexion.connectionId } : {});
    // As the portal's API client does (SPEC §9): a 5xx while a process goes down is retried, 3 times, n seconds apart.
    let r = await enviar();
    for (let intento = 1; intento <= 3 && r.status >= 500; intento++) {
      await new Promise((listo) => setTimeout(listo, intento * 1000));
      r = await enviar();
    }
    expect(r.status).toBe(200);
    esperado[troquel] = cantidad;
  };
  const vaciado = await apiAdmin.put<Carrito>(`${P}/BorrarCarritoCompleto`);
  expect(vaciado.status).toBe(200);
  // The hub's Redis channel may be shared with other deployments: a cart counts only if it is this one, with exactly the changes made.
  const igualAlEsperado = (c: Carrito) => c.carritoId === vaciado.body.carritoId && JSON.stringify(lineas(c)) === JSON.stringify(esperado);

  // A connection on server-sent events, wherever the proxy puts it: its stream and its sends find its process too.
  const eventos = clienteHub(url, { transporte: HttpTransportType.ServerSentEvents, token: tokenAdmin });
  conexiones.push(eventos);
  const deEventos = registrar(eventos, 'ActualizarCarrito');
  await eventos.start();
  expect(['api1', 'api2']).toContain(instanciaDeConexion(eventos.connectionId));

  // Live sharing across processes (through Redis): each one's change reaches the other.
  await cambiar(apiAdmin, admin, T1, 3);
  expect(lineas(await esperar(dePedidos, igualAlEsperado))).toEqual({ [T1]: 3 });
  expect(lineas(await esperar(deEventos, igualAlEsperado))).toEqual({ [T1]: 3 });
  await eventos.stop();
  await cambiar(apiPedidos, pedidos, T2, 2);
  expect(lineas(await esperar(deAdmin, igualAlEsperado))).toEqual({ [T1]: 3, [T2]: 2 });

  // The long-polling user's process dies without a goodbye; its client reconnects through the proxy to the other.
  const reconectando = siguiente(pedidos, 'onreconnecting');
  const reconectado = siguiente(pedidos, 'onreconnected');
  await matar(apis[procesoPedidos!]!);
  await reconectando;
  // Changes keep being made meanwhile, and land on the surviving process.
  await cambiar(apiAdmin, admin, T3, 5);
  await cambiar(apiPedidos, pedidos, T4, 1);
  expect(lineas(await esperar(deAdmin, igualAlEsperado))).toEqual({ [T1]: 3, [T2]: 2, [T3]: 5, [T4]: 1 });
  await reconectado;
  expect(pedidos.state).toBe(HubConnectionState.Connected);
  expect(instanciaDeConexion(pedidos.connectionId)).toBe(procesoAdmin);

  // After the reconnect it receives changes again.
  await cambiar(apiAdmin, admin, T5, 7);
  await cambiar(apiAdmin, admin, T1, 4);
  expect(lineas(await esperar(dePedidos, igualAlEsperado))).toEqual({ [T1]: 4, [T2]: 2, [T3]: 5, [T4]: 1, [T5]: 7 });

  // No line lost: the cart as stored is every change made, read by both users.
  for (const api of [apiAdmin, apiPedidos]) {
    const { status, body } = await api.get<Carrito>(`${P}/GetItemsCarrito`);
    expect(status).toBe(200);
    expect(lineas(body)).toEqual(esperado);
    expect(body.carritoId).toBe(vaciado.body.carritoId);
  }
});
