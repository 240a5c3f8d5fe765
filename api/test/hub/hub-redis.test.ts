import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { tokenCache } from '../support/sesion.js';
import { clienteHub, HttpTransportType, registrar } from '../support/hub-cliente.js';

/** The machine and CI have Redis: the backplane is always tested, with or without REDIS_URL. */
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let a: Entorno;
let b: FastifyInstance;
let urlB: string;
let token: (userName: string) => Promise<string>;

beforeAll(async () => {
  const config = { redisUrl: REDIS, hub: { pollMs: 1_000, canalRedis: `portal:hub:prueba:${randomUUID()}` } };
  a = await crearEntorno({ config });
  // A second API process in all but the process: its own app, server and Redis clients, on the same database.
  b = await buildApp({ baseDatos: a.baseDatos, logger: false, config: { ...config, publicUrl: a.app.configApi.publicUrl } });
  await b.listen({ port: 0, host: '127.0.0.1' });
  const direccion = b.server.address();
  urlB = `http://127.0.0.1:${typeof direccion === 'object' && direccion ? direccion.port : 0}`;
  token = tokenCache(a.url);
});

afterAll(async () => {
  // Every client has stopped; pooled keep-alive sockets (even unused ones) would hold the servers' close for a minute.
  b.server.closeAllConnections();
  a.app.server.closeAllConnections();
  await b.close();
  await a.cerrar();
});

test('un mensaje enviado por una instancia llega a los clientes conectados a la otra, y a los suyos', async () => {
  const enB = clienteHub(urlB, { transporte: HttpTransportType.WebSockets, token: await token('pedidos.demo') });
  const exceptuadoEnB = clienteHub(urlB, { transporte: HttpTransportType.LongPolling, token: await token('admin.demo') });
  const enA = clienteHub(a.url, { transporte: HttpTransportType.ServerSentEvents, token: await token('admin.demo') });
  const otraEnA = clienteHub(a.url, { transporte: HttpTransportType.WebSockets, token: await token('otra.demo') });
  const [deB, deExceptuado, deA, deOtra] = [enB, exceptuadoEnB, enA, otraEnA].map((c) => registrar(c, 'ActualizarCarrito'));
  await Promise.all([enB, exceptuadoEnB, enA, otraEnA].map((c) => c.start()));
  try {
    await a.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', ['desde A'], exceptuadoEnB.connectionId);
    await b.hub.enviarAFarmacia(1002, 'ActualizarCarrito', ['desde B para la 1002']);
    await a.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', ['otra vez desde A']);

    expect(await deB.hasta(2)).toEqual([['desde A'], ['otra vez desde A']]);
    expect(await deA.hasta(2)).toEqual([['desde A'], ['otra vez desde A']]);
    expect(await deExceptuado.hasta(1)).toEqual([['otra vez desde A']]);
    expect(await deOtra.hasta(1)).toEqual([['desde B para la 1002']]);
  } finally {
    await Promise.all([enB, exceptuadoEnB, enA, otraEnA].map((c) => c.stop()));
  }
});

test('enviarATodos llega a los clientes de ambas instancias', async () => {
  const enA = clienteHub(a.url, { transporte: HttpTransportType.WebSockets, token: await token('pedidos.demo') });
  const enB = clienteHub(urlB, { transporte: HttpTransportType.WebSockets, token: await token('otra.demo') });
  const [deA, deB] = [enA, enB].map((c) => registrar(c, 'SetMantenimiento'));
  await Promise.all([enA.start(), enB.start()]);
  try {
    await b.hub.enviarATodos('SetMantenimiento', [true]);
    expect(await deA.hasta(1)).toEqual([[true]]);
    expect(await deB.hasta(1)).toEqual([[true]]);
  } finally {
    await Promise.all([enA.stop(), enB.stop()]);
  }
});
