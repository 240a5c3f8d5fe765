import { randomUUID } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import { count, eq, getTableName } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Carrito, Pedido } from '@portal/shared/contracts';
import { abrirBaseDatos, type BaseDatos } from '../../src/db/client.js';
import { carrito, pedido } from '../../src/db/schema/index.js';
import { MENSAJE_SERVICIO_NO_DISPONIBLE } from '../../src/plugins/errores.js';
import { sembrar } from '../../src/seed/index.js';
import { crearProducto, crearUsuario } from '../support/datos.js';
import { clienteApi, type Respuesta } from '../support/http.js';
import { fijarStock, prepararCarrito, productosPedibles } from '../support/pedido.js';
import { clienteHub, HttpTransportType, registrar, siguiente } from '../support/hub-cliente.js';
import { CONTEXTO_CAMBIADO, enMenosDe, errorAlCerrar } from '../support/revocacion.js';
import { crearPkce, tokenCache, urlAutorizacion } from '../support/sesion.js';
import {
  baseDatosPropia,
  consultarServidor,
  esperarListo,
  lanzarApi,
  lanzarRedis,
  matar,
  puenteTcp,
  puertoLibre,
  type Proceso,
  type PuenteTcp,
} from './topologia.js';

/**
 * Faults of the scale-out topology (issue 10): three API processes on one PostgreSQL database and a Redis of the
 * suite's own, addressed directly so each user's process is known. Redis is stopped and started again; the database
 * refuses the API's connections for a while (the shared server cannot be restarted: its connections to this suite's
 * database are ended and new ones refused, which is what the API sees of a restart); a process is killed in the
 * middle of an order confirmation. What is asserted is what users see.
 */

const P = '/api/carritopersistente';
const TROQUELES = [86_100_001, 86_100_002, 86_100_003, 86_100_004] as const;
const [T1, T2, T3, T4] = TROQUELES;
/** Generous: the machine may be loaded, and Redis clients reconnect on their own schedule (up to 2 s apart). */
const PLAZO_MS = 20_000;

const procesos: Proceso[] = [];
const conexiones: HubConnection[] = [];
let baseDatos: BaseDatos;
let nombreBase: string;
let urlBase: string;
let descartarBase: () => Promise<void> = async () => {};
let puertoRedis: number;
let redis: Proceso;
/** The first process reaches Redis through it, so its link alone can be cut. */
let puente: PuenteTcp;
const puentes: PuenteTcp[] = [];
let apis: Proceso[];
let urls: string[];
/** What every API process of the suite is started with, but its port and its Redis. */
let env: Record<string, string>;
let token: (userName: string) => Promise<string>;
const llamar = (url: string) => clienteApi(url);

beforeAll(async () => {
  const base = await baseDatosPropia();
  ({ nombre: nombreBase, url: urlBase, descartar: descartarBase } = base);
  baseDatos = await abrirBaseDatos({ databaseUrl: base.url, dataDir: '' });
  await baseDatos.migrar();
  await sembrar(baseDatos.db, 'demo');
  for (const troquel of TROQUELES) await crearProducto(baseDatos.db, troquel);

  puertoRedis = await puertoLibre();
  redis = await lanzarRedis(puertoRedis);
  const puertos = [await puertoLibre(), await puertoLibre(), await puertoLibre()];
  urls = puertos.map((p) => `http://127.0.0.1:${p}`);
  // One issuer for all (PUBLIC_URL), so each accepts the tokens the first one's provider issues, as behind the proxy.
  puente = await puenteTcp(puertoRedis);
  puentes.push(puente);
  env = { DATABASE_URL: base.url, PUBLIC_URL: urls[0]!, OPERATOR_TOKEN: 'operador-fallos-0123456789' };
  apis = puertos.map((p, i) =>
    lanzarApi(`api${i + 1}`, { ...env, PORT: String(p), REDIS_URL: `redis://127.0.0.1:${i === 0 ? puente.puerto : puertoRedis}` }),
  );
  procesos.push(...apis);
  await Promise.all(apis.map((api, i) => esperarListo(`${urls[i]}/readyz`, api)));
  token = tokenCache(urls[0]!);
}, 120_000);

afterAll(async () => {
  await Promise.all(conexiones.map((c) => c.stop().catch(() => undefined)));
  await Promise.all([...procesos, redis].filter(Boolean).map(matar));
  await Promise.all(puentes.map((p) => p.cortar()));
  await baseDatos?.cerrar();
  await consultarServidor(`ALTER DATABASE ${nombreBase} ALLOW_CONNECTIONS true`).catch(() => undefined);
  await descartarBase();
});

/** What a user may see while something is down: the answer it expected, or our Spanish 503; never a 500. */
function sinErrorInterno<T>(r: Respuesta<T>, esperado: number): Respuesta<T> {
  if (r.status === 503) expect(r.body).toEqual({ title: 'Servicio no disponible', status: 503, mensaje: MENSAJE_SERVICIO_NO_DISPONIBLE, errors: {} });
  else expect(r.status).toBe(esperado);
  return r;
}

/** `promesa`, or a failure naming `que` once `ms` pass. */
async function antesDe<T>(promesa: Promise<T>, que: string, ms = PLAZO_MS): Promise<T> {
  let reloj: ReturnType<typeof setTimeout> | undefined;
  const vencido = new Promise<never>((_, rechazar) => (reloj = setTimeout(() => rechazar(new Error(`No ocurrió en ${ms} ms: ${que}`)), ms)));
  try {
    return await Promise.race([promesa, vencido]);
  } finally {
    clearTimeout(reloj);
  }
}

interface Pantalla {
  carrito: Carrito | null;
}

/**
 * What the portal shows of the cart, kept as the host keeps it (host/src/tiempo-real): every `ActualizarCarrito` not
 * older than the cart shown, and the cart read again after each reconnect.
 */
function pantallaDe(hub: HubConnection, url: string, token: string): Pantalla {
  const pantalla: Pantalla = { carrito: null };
  const mostrar = (c: Carrito) => {
    const actual = pantalla.carrito;
    if (!actual || c.carritoId !== actual.carritoId || (c.version ?? 0) >= (actual.version ?? 0)) pantalla.carrito = c;
  };
  hub.on('ActualizarCarrito', mostrar);
  hub.onreconnected(() => {
    void llamar(url)('GET', `${P}/GetItemsCarrito`, { token }).then((r) => r.status === 200 && mostrar(r.body as Carrito));
  });
  return pantalla;
}

const lineas = (c: Carrito) => Object.fromEntries(c.items.map((i) => [i.troquel, i.cantidad]));
/** Reconnect at once, then as the portal does, sooner: the suite has no minute to spare. */
const RECONECTAR = [0, 500, 1_000, 2_000, 2_000, 2_000, 2_000, 2_000, 2_000, 2_000];

describe('the cart hub, revocation and maintenance notices', () => {
  let hubs: HubConnection[];
  let pantallas: Pantalla[];
  let tokens: string[];
  let carritoId: number;
  const esperado: Record<number, number> = {};
  const igualAlEsperado = (c: Carrito) => c.carritoId === carritoId && JSON.stringify(lineas(c)) === JSON.stringify(esperado);

  /** Until the user's screen shows the cart as every change made so far left it. */
  async function alDia(pantalla: Pantalla, que: string) {
    const ok = await enMenosDe(PLAZO_MS, async () => Boolean(pantalla.carrito && igualAlEsperado(pantalla.carrito)));
    expect({ que, ok, muestra: pantalla.carrito && lineas(pantalla.carrito), esperado }).toEqual({ que, ok: true, muestra: esperado, esperado });
  }

  async function cambiar(api: number, troquel: number, cantidad: number) {
    const r = await llamar(urls[api]!)('POST', `${P}/ActualizarItemCarrito`, { token: tokens[api], body: { troquel, cantidad, ofertaid: 0 } });
    expect(r.status).toBe(200);
    esperado[troquel] = cantidad;
  }

  beforeAll(async () => {
    // admin.demo on the first process, pedidos.demo on the second: one pharmacy, one cart.
    tokens = [await token('admin.demo'), await token('pedidos.demo')];
    hubs = tokens.map((t, i) => clienteHub(urls[i]!, { transporte: HttpTransportType.WebSockets, token: t, reconectar: RECONECTAR }));
    conexiones.push(...hubs);
    pantallas = hubs.map((h, i) => pantallaDe(h, urls[i]!, tokens[i]!));
    await Promise.all(hubs.map((h) => h.start()));
    const vaciado = await llamar(urls[0]!)('PUT', `${P}/BorrarCarritoCompleto`, { token: tokens[0] });
    expect(vaciado.status).toBe(200);
    carritoId = (vaciado.body as Carrito).carritoId;
  });

  test('Redis restarted: nobody gets an error meanwhile; once it is back the clients catch up and fan-out resumes', async () => {
    await cambiar(0, T1, 3);
    await alDia(pantallas[1]!, 'el cambio del primer proceso llega al segundo');

    await matar(redis);
    // Users keep working on both processes: the cart lives in the database.
    await cambiar(0, T2, 2);
    for (const [i, url] of urls.slice(0, 2).entries()) {
      const leido = sinErrorInterno(await llamar(url)('GET', `${P}/GetItemsCarrito`, { token: tokens[i] }), 200);
      if (leido.status === 200) expect(lineas(leido.body as Carrito)).toEqual(esperado);
    }

    redis = await lanzarRedis(puertoRedis);
    // The second process's client missed the change made during the outage: it catches up without another change.
    await alDia(pantallas[1]!, 'el cliente del segundo proceso se pone al día');
    // And changes travel both ways again.
    await cambiar(1, T3, 1);
    await alDia(pantallas[0]!, 'un cambio del segundo proceso llega al primero');
    await cambiar(0, T4, 4);
    await alDia(pantallas[1]!, 'un cambio del primer proceso llega al segundo');
  });

  test("one process cut off from Redis on its own: once back, the other process's clients catch up with its changes", async () => {
    await puente.cortar();
    // Its publications fail meanwhile; the other processes' subscriptions never dropped, so only its notice can tell them.
    await cambiar(0, T2, 5);
    await puente.reanudar();
    await alDia(pantallas[1]!, 'el cliente del segundo proceso recibe lo que el primero no pudo publicar');
    await cambiar(0, T3, 2);
    await alDia(pantallas[1]!, 'los cambios del primer proceso vuelven a llegar al segundo');
  });

  test('after the restart, a user changed on one process is refused on the other and its hub connection closed', async () => {
    const userName = `empleado.${randomUUID().slice(0, 8)}`;
    const id = await crearUsuario(baseDatos.db, userName, 1001, ['Pedidos']);
    const tokenEmpleado = await token(userName);
    const leer = () => llamar(urls[1]!)('GET', `${P}/GetItemsCarrito`, { token: tokenEmpleado });
    expect((await leer()).status).toBe(200);
    const hub = clienteHub(urls[1]!, { transporte: HttpTransportType.WebSockets, token: tokenEmpleado });
    conexiones.push(hub);
    const cerrada = siguiente(hub, 'onclose');
    await hub.start();

    const hecho = await llamar(urls[0]!)('PUT', `/api/Usuario/ReemplazarRoles/${id}`, { token: tokens[0], body: { roles: ['ConsultorStock'] } });
    expect(hecho.status).toBe(200);
    expect(await enMenosDe(5_000, async () => (await leer()).status === 401)).toBe(true);
    expect((await leer()).body.mensaje).toBe(CONTEXTO_CAMBIADO);
    expect(await errorAlCerrar(cerrada, 5_000)).toContain(CONTEXTO_CAMBIADO);
  });

  test('after the restart, the site maintenance switched on one process reaches the other and its clients', async () => {
    const avisos = registrar(hubs[1]!, 'SetMantenimiento');
    const operador = (activo: boolean) =>
      fetch(`${urls[0]}/operador/mantenimiento`, {
        method: 'POST',
        headers: { 'x-operador-token': 'operador-fallos-0123456789', 'content-type': 'application/json' },
        body: JSON.stringify({ activo }),
      });
    const leer = () => llamar(urls[1]!)('GET', `${P}/GetItemsCarrito`, { token: tokens[1] });
    try {
      expect((await operador(true)).status).toBe(200);
      expect((await antesDe(avisos.hasta(1), 'el aviso de mantenimiento llega'))[0]).toEqual([true]);
      expect(await enMenosDe(5_000, async () => (await leer()).status === 503)).toBe(true);
    } finally {
      expect((await operador(false)).status).toBe(200);
    }
    expect((await antesDe(avisos.hasta(2), 'el fin del mantenimiento llega'))[1]).toEqual([false]);
    expect(await enMenosDe(5_000, async () => (await leer()).status === 200)).toBe(true);
  });

  test('PostgreSQL unreachable: a Spanish 503, never a 500; then the processes recover by themselves', async () => {
    // What the API sees of a restart of the server: its connections end, and new ones are refused for a while.
    await consultarServidor(`ALTER DATABASE ${nombreBase} ALLOW_CONNECTIONS false`);
    try {
      await consultarServidor('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [nombreBase]);
      for (const [i, url] of urls.slice(0, 2).entries()) {
        const lectura = sinErrorInterno(await llamar(url)('GET', `${P}/GetItemsCarrito`, { token: tokens[i] }), 503);
        expect(lectura.status).toBe(503);
        const escritura = await llamar(url)('POST', `${P}/ActualizarItemCarrito`, { token: tokens[i], body: { troquel: T1, cantidad: 9, ofertaid: 0 } });
        expect(sinErrorInterno(escritura, 503).status).toBe(503);
        expect((await fetch(`${url}/readyz`)).status).toBe(503);
      }
      // Signing in needs the database too: the identity provider's page says so in Spanish, as a 503.
      const ingreso = await fetch(urlAutorizacion(urls[0]!, crearPkce()), { redirect: 'manual' });
      expect({ status: ingreso.status, texto: await ingreso.text() }).toEqual({ status: 503, texto: expect.stringContaining(MENSAJE_SERVICIO_NO_DISPONIBLE) });
    } finally {
      await consultarServidor(`ALTER DATABASE ${nombreBase} ALLOW_CONNECTIONS true`);
    }

    // Nobody restarts anything: the next requests succeed, and the hub still carries changes between processes.
    for (const [i, url] of urls.slice(0, 2).entries()) {
      expect(await enMenosDe(PLAZO_MS, async () => (await llamar(url)('GET', `${P}/GetItemsCarrito`, { token: tokens[i] })).status === 200)).toBe(true);
    }
    await cambiar(1, T1, 6);
    await alDia(pantallas[0]!, 'tras la base de datos, un cambio del segundo proceso llega al primero');
  });
});

describe('an API process killed during an order confirmation', () => {
  let tokenPedidos: string;
  let lineasPedido: { troquel: number; cantidad: number }[];

  beforeAll(async () => {
    tokenPedidos = await token('pedidos.demo');
    const troqueles = await productosPedibles(baseDatos.db, 2);
    for (const t of troqueles) await fijarStock(baseDatos.db, t, 1_000);
    lineasPedido = troqueles.map((troquel) => ({ troquel, cantidad: 2 }));
  });

  const confirmar = (url: string, carritoId: number) =>
    llamar(url)('POST', '/api/pedido/Confirmar', { token: tokenPedidos, body: { turnoId: 1, procesarBonos: false, carritoId, items: lineasPedido, combos: [] } });

  /** The confirmation sent to a process that dies before answering: the client only learns that no answer came. */
  const sinRespuesta = (url: string, carritoId: number) => confirmar(url, carritoId).then((r) => r.status, () => 'sin respuesta');

  const pedidosDelCarrito = async (carritoId: number) =>
    Number((await baseDatos.db.select({ n: count() }).from(pedido).where(eq(pedido.carritoId, carritoId)))[0]!.n);

  /** The client's retry, as SPEC §9 has it, on the surviving process: it learns which order there is. */
  async function reintentoEnSobreviviente(carritoId: number): Promise<Pedido> {
    const r = await confirmar(urls[0]!, carritoId);
    expect(r.status).toBe(200);
    const otra = await confirmar(urls[0]!, carritoId);
    expect((otra.body as Pedido).id).toBe((r.body as Pedido).id);
    expect(await pedidosDelCarrito(carritoId)).toBe(1);
    return r.body as Pedido;
  }

  test('before its transaction commits: no order was made, and the retry makes it once', async () => {
    const carritoId = await prepararCarrito(baseDatos.db, 1001, lineasPedido);
    // The cart's lock is held, so the confirmation waits inside its transaction until its process is gone.
    const bloqueo = new pg.Client({ connectionString: urlBase });
    await bloqueo.connect();
    try {
      await bloqueo.query('BEGIN');
      await bloqueo.query(`SELECT id FROM ${getTableName(carrito)} WHERE id = $1 FOR UPDATE`, [carritoId]);
      const enVuelo = sinRespuesta(urls[1]!, carritoId);
      const esperando = async () =>
        (await consultarServidor("SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND query ILIKE '%for update%'", [nombreBase]))
          .length > 0;
      expect(await enMenosDe(PLAZO_MS, esperando)).toBe(true);
      await matar(apis[1]!);
      expect(await enVuelo).toBe('sin respuesta');
    } finally {
      await bloqueo.query('ROLLBACK');
      await bloqueo.end();
    }
    expect(await pedidosDelCarrito(carritoId)).toBe(0);
    await reintentoEnSobreviviente(carritoId);
  });

  test('after its transaction committed: the retry answers the order that exists instead of making another', async () => {
    const carritoId = await prepararCarrito(baseDatos.db, 1001, lineasPedido);
    // Redis holds the hub's message that follows the commit, so the process dies between its commit and its answer.
    const control = new Redis(`redis://127.0.0.1:${puertoRedis}`);
    try {
      await control.call('CLIENT', 'PAUSE', '60000', 'WRITE');
      const enVuelo = sinRespuesta(urls[2]!, carritoId);
      expect(await enMenosDe(PLAZO_MS, async () => (await pedidosDelCarrito(carritoId)) === 1)).toBe(true);
      await matar(apis[2]!);
      expect(await enVuelo).toBe('sin respuesta');
    } finally {
      await control.call('CLIENT', 'UNPAUSE');
      control.disconnect();
    }
    const [guardado] = await baseDatos.db.select({ id: pedido.id }).from(pedido).where(eq(pedido.carritoId, carritoId));
    expect((await reintentoEnSobreviviente(carritoId)).id).toBe(guardado!.id);
  });
});

describe('an API process started while Redis is unreachable', () => {
  test('serves requests, and once Redis answers its clients catch up and user changes reach it', async () => {
    const sinRedis = await puenteTcp(puertoRedis);
    puentes.push(sinRedis);
    await sinRedis.cortar();
    const puerto = await puertoLibre();
    const url = `http://127.0.0.1:${puerto}`;
    const api = lanzarApi('api4', { ...env, PORT: String(puerto), REDIS_URL: `redis://127.0.0.1:${sinRedis.puerto}` });
    procesos.push(api);
    await esperarListo(`${url}/readyz`, api);

    const tokenAdmin = await token('admin.demo');
    const userName = `empleado.${randomUUID().slice(0, 8)}`;
    const id = await crearUsuario(baseDatos.db, userName, 1001, ['Pedidos']);
    const tokenEmpleado = await token(userName);
    const leerEmpleado = () => llamar(url)('GET', `${P}/GetItemsCarrito`, { token: tokenEmpleado });
    expect((await leerEmpleado()).status).toBe(200);
    const hub = clienteHub(url, { transporte: HttpTransportType.WebSockets, token: tokenAdmin, reconectar: RECONECTAR });
    conexiones.push(hub);
    const pantalla = pantallaDe(hub, url, tokenAdmin);
    await hub.start();
    // Made on another process while this one cannot hear of it.
    const cambio = await llamar(urls[0]!)('POST', `${P}/ActualizarItemCarrito`, { token: tokenAdmin, body: { troquel: T4, cantidad: 8, ofertaid: 0 } });
    expect(cambio.status).toBe(200);

    await sinRedis.reanudar();
    const guardado = (await llamar(urls[0]!)('GET', `${P}/GetItemsCarrito`, { token: tokenAdmin })).body as Carrito;
    const muestraGuardado = () => pantalla.carrito?.carritoId === guardado.carritoId && JSON.stringify(lineas(pantalla.carrito)) === JSON.stringify(lineas(guardado));
    expect(await enMenosDe(PLAZO_MS, async () => muestraGuardado())).toBe(true);
    // A change of the user made on another process now reaches this one.
    const hecho = await llamar(urls[0]!)('PUT', `/api/Usuario/ReemplazarRoles/${id}`, { token: tokenAdmin, body: { roles: ['ConsultorStock'] } });
    expect(hecho.status).toBe(200);
    expect(await enMenosDe(5_000, async () => (await leerEmpleado()).status === 401)).toBe(true);
  });
});
