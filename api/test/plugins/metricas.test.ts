import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { errorApiSchema } from '@portal/shared/contracts';
import { iniciarPeriodico } from '../../src/jobs/periodico.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { clienteHub, HttpTransportType } from '../support/hub-cliente.js';
import { tokenCache } from '../support/sesion.js';

/**
 * The operator's Prometheus metrics (issue 28, item 10): only with the operator's token, in Prometheus' text format,
 * and they move with what the process does: requests, hub connections, backplane messages, job runs, the pool.
 */

const TOKEN_OPERADOR = 'operador-metricas-0123456789';
process.env.OPERATOR_TOKEN = TOKEN_OPERADOR;
const CANAL = `portal:hub:prueba:${randomUUID()}`;
/** The machine and CI have Redis: the backplane's counters are always tested, with or without REDIS_URL (as hub-redis.test.ts). */
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let entorno: Entorno;

beforeAll(async () => {
  entorno = await crearEntorno({ config: { redisUrl: REDIS, hub: { canalRedis: CANAL, keepAliveMs: 250 } } });
});

afterAll(async () => {
  entorno.app.server.closeAllConnections();
  await entorno.cerrar();
});

const pedirMetricas = (headers: Record<string, string> = {}) => fetch(`${entorno.url}/operador/metricas`, { headers });

/** What Prometheus reads: the text of a scrape with the bearer it sends. */
async function leer(): Promise<string> {
  const respuesta = await pedirMetricas({ authorization: `Bearer ${TOKEN_OPERADOR}` });
  expect(respuesta.status).toBe(200);
  return respuesta.text();
}

/** The value of the sample of `nombre` with exactly these labels, from Prometheus' text format; undefined when absent. */
function valor(texto: string, nombre: string, etiquetas: Record<string, string> = {}): number | undefined {
  for (const linea of texto.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(linea);
    if (!m || m[1] !== nombre) continue;
    const propias = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((e) => [e[1], e[2]]));
    if (JSON.stringify(Object.entries(propias).sort()) === JSON.stringify(Object.entries(etiquetas).sort())) return Number(m[3]);
  }
  return undefined;
}

/** Until a scrape shows what `cumple` expects (the gauges are read at each scrape, the client's stop is not instant). */
async function hasta(cumple: (texto: string) => boolean): Promise<string> {
  let texto = '';
  for (let i = 0; i < 50; i++) {
    texto = await leer();
    if (cumple(texto)) return texto;
    await new Promise((r) => setTimeout(r, 100));
  }
  return texto;
}

test('without the operator token, with another or with a user access token: 401 with a Spanish message', async () => {
  const usuario = await tokenCache(entorno.url)('admin.demo');
  const intentos: Record<string, string>[] = [{}, { 'x-operador-token': 'otro-token' }, { authorization: 'Bearer otro-token' }, { authorization: `Bearer ${usuario}` }];
  for (const headers of intentos) {
    const respuesta = await pedirMetricas(headers);
    expect(respuesta.status).toBe(401);
    expect(errorApiSchema.parse(await respuesta.json()).mensaje).toBe('Token de operador inválido.');
  }
});

test("with the operator token (its header or a bearer), Prometheus' text with request durations by route template and status", async () => {
  expect((await fetch(`${entorno.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${entorno.url}/api/recall/4242`)).status).toBe(401);
  const porCabecera = await pedirMetricas({ 'x-operador-token': TOKEN_OPERADOR });
  expect(porCabecera.status).toBe(200);
  expect(porCabecera.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const texto = await porCabecera.text();
  expect(texto).toContain('# TYPE http_request_duration_seconds histogram');
  expect(valor(texto, 'http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_code: '200' })).toBeGreaterThanOrEqual(1);
  // The route as declared, not the URL: one series for every recall id.
  expect(valor(texto, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/recall/:id', status_code: '401' })).toBe(1);
  expect(texto).not.toContain('/api/recall/4242');
  // Node's own, for memory and the event loop.
  expect(texto).toContain('process_resident_memory_bytes');
  expect(texto).toContain('nodejs_eventloop_lag_seconds');
});

test("the hub's connection gauge follows a client connecting and leaving, by transport", async () => {
  const conectadas = (texto: string, transport: string) => valor(texto, 'portal_hub_connections', { transport }) ?? -1;
  const antes = await leer();
  expect(conectadas(antes, 'WebSockets')).toBe(0);
  expect(conectadas(antes, 'LongPolling')).toBe(0);
  const hub = clienteHub(entorno.url, { transporte: HttpTransportType.LongPolling, token: await tokenCache(entorno.url)('pedidos.demo') });
  await hub.start();
  try {
    expect(conectadas(await hasta((t) => conectadas(t, 'LongPolling') === 1), 'LongPolling')).toBe(1);
  } finally {
    await hub.stop();
  }
  expect(conectadas(await hasta((t) => conectadas(t, 'LongPolling') === 0), 'LongPolling')).toBe(0);
});

test('a periodic job run is counted and timed, by job and result', async () => {
  const detener = iniciarPeriodico(entorno.app, 'prueba de métricas', 60_000, () => new Promise((listo) => setTimeout(listo, 20)));
  // Stopping waits for the run in progress (the first starts at once).
  await detener();
  const texto = await leer();
  expect(valor(texto, 'portal_job_runs_total', { job: 'prueba de métricas', result: 'ok' })).toBe(1);
  expect(valor(texto, 'portal_job_duration_seconds_count', { job: 'prueba de métricas' })).toBe(1);
  expect(valor(texto, 'portal_job_duration_seconds_sum', { job: 'prueba de métricas' })).toBeGreaterThanOrEqual(0.015);
});

test("PostgreSQL's pool is shown; PGlite, a single connection inside the process, has none", async () => {
  const texto = await leer();
  if (entorno.baseDatos.tipo === 'postgres') {
    expect(valor(texto, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valor(texto, 'portal_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(valor(texto, 'portal_db_pool_waiting_requests')).toBe(0);
    expect(valor(texto, 'portal_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
  } else {
    expect(texto).not.toContain('portal_db_pool');
  }
});

test("the backplane's messages: those this process publishes and those other processes publish", async () => {
  const mensajes = (texto: string, direction: string) => valor(texto, 'portal_hub_backplane_messages_total', { direction }) ?? 0;
  const antes = await leer();
  await entorno.app.hub.enviarATodos('Prueba', []);
  // Another process's message, as it reaches Redis.
  const otro = new Redis(REDIS);
  try {
    await otro.publish(CANAL, JSON.stringify({ origen: 'otro-proceso', difusiones: [] }));
  } finally {
    otro.disconnect();
  }
  const despues = await hasta((t) => mensajes(t, 'received') > mensajes(antes, 'received'));
  expect(mensajes(despues, 'published')).toBe(mensajes(antes, 'published') + 1);
  expect(mensajes(despues, 'received')).toBe(mensajes(antes, 'received') + 1);
});
