import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventoBackplane } from '../hub/backplane.js';
import { RUTA_HUB } from '../hub/rutas.js';

/** What the hub and the jobs report; read by Prometheus at `GET /operador/metricas`. */
export interface Metricas {
  /** This process's metrics, in a registry of its own (several apps share a test process). */
  readonly registro: Registry;
  /** A run of a periodic job (jobs/periodico.ts) ended, well or with an error, after `segundos`. */
  trabajo(nombre: string, resultado: 'ok' | 'error', segundos: number): void;
  /** A message through the hub's Redis backplane (one per turn of the sending process, carrying that turn's messages). */
  backplane(evento: EventoBackplane): void;
  /** How to count the hub's connections of this process by transport (null: negotiated, not connected yet), read at each scrape. */
  medirConexionesHub(contar: () => ReadonlyMap<string | null, number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metricas: Metricas;
  }
}

export const RUTA_METRICAS = '/operador/metricas';

const TRANSPORTES = ['WebSockets', 'ServerSentEvents', 'LongPolling'];
const DIRECCION: Record<EventoBackplane, string> = { publicado: 'published', recibido: 'received', 'no publicado': 'publish_failed' };

/**
 * The hub's server-sent event streams and long polls last as long as the connection or the poll (up to 90 s): they
 * would swamp the request durations. The hub's own gauge counts them.
 */
const esperaDelHub = (request: FastifyRequest, ruta: string | undefined) => request.method === 'GET' && ruta?.toLowerCase() === RUTA_HUB.toLowerCase();

/**
 * Prometheus metrics of this API process: request durations by route and status, the hub's connections by transport
 * and its backplane's messages, the periodic jobs' runs and durations, the PostgreSQL pool (PGlite has no pool: one
 * connection inside the process, nothing to show), and Node's process metrics (memory, CPU, event-loop delay, garbage
 * collection). Registered before the hub and the jobs, which report to it; served by `rutaOperadorMetricas`.
 */
export default fp(
  async (app) => {
    const registro = new Registry();
    collectDefaultMetrics({ register: registro });

    const duracion = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duración de las solicitudes HTTP, por método, ruta (la de la definición, no la URL) y estado.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registro],
    });
    app.addHook('onResponse', async (request, reply) => {
      const ruta = request.routeOptions.url;
      if (esperaDelHub(request, ruta)) return;
      // A request that matched no route has no route name; its URL would make one series per address tried.
      duracion.observe({ method: request.method, route: ruta ?? 'sin ruta', status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    let contarConexiones: () => ReadonlyMap<string | null, number> = () => new Map();
    new Gauge({
      name: 'portal_hub_connections',
      help: 'Conexiones del hub en este proceso, por transporte ("none": negociadas y todavía sin conectar).',
      labelNames: ['transport'],
      registers: [registro],
      collect() {
        const cuenta = contarConexiones();
        this.reset();
        for (const transporte of TRANSPORTES) this.set({ transport: transporte }, 0);
        for (const [transporte, n] of cuenta) this.inc({ transport: transporte ?? 'none' }, n);
      },
    });
    const backplane = new Counter({
      name: 'portal_hub_backplane_messages_total',
      help: 'Mensajes del hub por Redis entre procesos: publicados, recibidos de otros procesos y los que no se pudieron publicar.',
      labelNames: ['direction'],
      registers: [registro],
    });

    const ejecuciones = new Counter({
      name: 'portal_job_runs_total',
      help: 'Ejecuciones de las tareas periódicas, por tarea y resultado (ok o error).',
      labelNames: ['job', 'result'],
      registers: [registro],
    });
    const duracionTrabajos = new Histogram({
      name: 'portal_job_duration_seconds',
      help: 'Duración de las ejecuciones de las tareas periódicas, por tarea.',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers: [registro],
    });

    const { pool } = app.baseDatos;
    if (pool) {
      const medida = (name: string, help: string, leer: () => number) =>
        new Gauge({
          name,
          help,
          registers: [registro],
          collect() {
            this.set(leer());
          },
        });
      medida('portal_db_pool_connections', 'Conexiones abiertas del pool de PostgreSQL (en uso e inactivas).', () => pool.totalCount);
      medida('portal_db_pool_idle_connections', 'Conexiones inactivas del pool de PostgreSQL.', () => pool.idleCount);
      medida('portal_db_pool_waiting_requests', 'Consultas esperando una conexión libre del pool de PostgreSQL.', () => pool.waitingCount);
      medida('portal_db_pool_max_connections', 'Tope de conexiones del pool de PostgreSQL (PG_POOL_MAX).', () => pool.options.max ?? 10);
    }

    app.decorate('metricas', {
      registro,
      trabajo(nombre, resultado, segundos) {
        ejecuciones.inc({ job: nombre, result: resultado });
        duracionTrabajos.observe({ job: nombre }, segundos);
      },
      backplane(evento) {
        backplane.inc({ direction: DIRECCION[evento] });
      },
      medirConexionesHub(contar) {
        contarConexiones = contar;
      },
    } satisfies Metricas);
  },
  { name: 'metricas' },
);

/**
 * `GET /operador/metricas`, Prometheus' text format, to the operator's token only (`X-Operador-Token`, or
 * `Authorization: Bearer` as Prometheus sends it): route names and volumes are nobody else's business. Each instance
 * answers for itself, so Prometheus scrapes every instance, not the proxy (README, Scale-out). Registered with the
 * other operator routes, after the maintenance plugin (the operator's token) and the request limits.
 */
export const rutaOperadorMetricas: FastifyPluginAsync = async (app) => {
  app.get(
    RUTA_METRICAS,
    { schema: { hide: true }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, onRequest: app.exigirOperador },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').type(app.metricas.registro.contentType);
      return app.metricas.registro.metrics();
    },
  );
};
