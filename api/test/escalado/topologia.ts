import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const RAIZ_API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PROXY = path.resolve(RAIZ_API, '..', 'scripts', 'proxy-scale.mjs');

/** The machine and CI have PostgreSQL: this suite always uses it, since PGlite cannot be shared between processes. */
export const SERVIDOR_PG = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
export const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export async function puertoLibre(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const direccion = servidor.address();
  await new Promise((resolve) => servidor.close(resolve));
  if (typeof direccion !== 'object' || !direccion) throw new Error('Sin puerto libre');
  return direccion.port;
}

/** One statement on the server's own database (`SERVIDOR_PG`), outside the suite's: creating, closing or dropping it. */
export async function consultarServidor<F extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, valores: unknown[] = []): Promise<F[]> {
  const admin = new pg.Client({ connectionString: SERVIDOR_PG });
  await admin.connect();
  try {
    return (await admin.query<F>(sql, valores)).rows;
  } finally {
    await admin.end();
  }
}

/** A database of its own on the PostgreSQL server, and how to drop it. */
export async function baseDatosPropia(): Promise<{ url: string; nombre: string; descartar: () => Promise<void> }> {
  const nombre = `portal_escala_${randomBytes(6).toString('hex')}`;
  await consultarServidor(`CREATE DATABASE ${nombre}`);
  const url = new URL(SERVIDOR_PG);
  url.pathname = `/${nombre}`;
  return { url: url.toString(), nombre, descartar: async () => void (await consultarServidor(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`)) };
}

export interface Proceso {
  nombre: string;
  hijo: ChildProcess;
  /** Everything it printed so far. */
  salida: () => string;
}

function lanzar(nombre: string, args: string[], env: NodeJS.ProcessEnv, comando = process.execPath): Proceso {
  const hijo = spawn(comando, args, { cwd: RAIZ_API, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  const guardar = (parte: Buffer) => {
    salida += parte.toString();
  };
  hijo.stdout?.on('data', guardar);
  hijo.stderr?.on('data', guardar);
  return { nombre, hijo, salida: () => salida };
}

/** One API process as `pnpm start` runs it, but without wrappers: a signal reaches the server itself. */
export const lanzarApi = (nombre: string, env: NodeJS.ProcessEnv) =>
  lanzar(nombre, ['--import', 'tsx', 'src/server.ts'], { LOG_LEVEL: 'warn', ...env });

export const lanzarProxy = (puerto: number, destinos: string[]) =>
  lanzar('proxy', [PROXY], { PORT: String(puerto), HOST: '127.0.0.1', DESTINOS: destinos.join(',') });

/**
 * A Redis of the suite's own, in memory only, for the tests that stop and restart it: the machine's shared Redis is
 * never touched. Resolves once it accepts connections.
 */
export async function lanzarRedis(puerto: number): Promise<Proceso> {
  const redis = lanzar('redis', ['--port', String(puerto), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, 'redis-server');
  for (let i = 0; i < 300 && !/Ready to accept connections/.test(redis.salida()); i++) {
    if (redis.hijo.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!/Ready to accept connections/.test(redis.salida())) throw new Error(`redis-server no arrancó:\n${redis.salida()}`);
  return redis;
}

export interface PuenteTcp {
  puerto: number;
  /** Closes every connection through it and refuses new ones. */
  cortar(): Promise<void>;
  reanudar(): Promise<void>;
}

/** A TCP bridge to a local port, on a port of its own: one process's link to Redis, which a test cuts and restores alone. */
export async function puenteTcp(destino: number): Promise<PuenteTcp> {
  const puerto = await puertoLibre();
  const sockets = new Set<Socket>();
  let servidor: Server | null = null;
  const reanudar = () =>
    new Promise<void>((listo) => {
      servidor = createServer((cliente) => {
        const arriba = connect(destino, '127.0.0.1');
        for (const extremo of [cliente, arriba]) {
          sockets.add(extremo);
          extremo.on('error', () => undefined);
          extremo.on('close', () => sockets.delete(extremo));
        }
        cliente.on('close', () => arriba.destroy());
        arriba.on('close', () => cliente.destroy());
        cliente.pipe(arriba).pipe(cliente);
      });
      servidor.listen(puerto, '127.0.0.1', listo);
    });
  const cortar = async () => {
    const abierto = servidor;
    servidor = null;
    for (const extremo of sockets) extremo.destroy();
    if (abierto) await new Promise((listo) => abierto.close(listo));
  };
  await reanudar();
  return { puerto, cortar, reanudar };
}

export async function esperarListo(url: string, proceso: Proceso): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (proceso.hijo.exitCode !== null) throw new Error(`${proceso.nombre} terminó al iniciar:\n${proceso.salida()}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} no respondió:\n${proceso.salida()}`);
}

/** Kills (SIGKILL) and waits for the end, so nothing outlives the suite. */
export async function matar(proceso: Proceso): Promise<void> {
  const { hijo } = proceso;
  if (hijo.exitCode !== null || hijo.signalCode !== null) return;
  const fin = new Promise((resolve) => hijo.once('exit', resolve));
  hijo.kill('SIGKILL');
  await fin;
}

/** The API process the proxy put a hub connection on, from the line it prints for each negotiate. */
export function procesoDeConexion(proxy: Proceso, connectionId: string | null): string | undefined {
  if (!connectionId) return undefined;
  return new RegExp(`hub ${connectionId.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')} → (\\S+)`).exec(proxy.salida())?.[1];
}
