import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer as servidorHttp, type IncomingHttpHeaders, type Server as ServidorHttp } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { WebSocketServer } from 'ws';

const RAIZ_API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Fills deploy/nginx-proxy.conf for this machine and says how to start Debian's nginx on it (installed when missing). */
const PROXY = path.resolve(RAIZ_API, '..', 'scripts', 'proxy-nginx.mjs');

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
  /** How `matar` ends it: SIGKILL unless it would leave children behind. */
  senal?: NodeJS.Signals;
}

interface OpcionesLanzar {
  comando?: string;
  cwd?: string;
  uid?: number;
  gid?: number;
  senal?: NodeJS.Signals;
}

function lanzar(nombre: string, args: string[], env: NodeJS.ProcessEnv, opciones: OpcionesLanzar = {}): Proceso {
  const { comando = process.execPath, cwd = RAIZ_API, uid, gid, senal = 'SIGKILL' } = opciones;
  const hijo = spawn(comando, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], ...(uid === undefined ? {} : { uid, gid }) });
  let salida = '';
  const guardar = (parte: Buffer) => {
    salida += parte.toString();
  };
  hijo.stdout?.on('data', guardar);
  hijo.stderr?.on('data', guardar);
  return { nombre, hijo, salida: () => salida, senal };
}

/**
 * One API process as `pnpm start` runs it, but without wrappers: a signal reaches the server itself. Its name is its
 * HUB_INSTANCIA, which starts its hub connections' ids and tokens (how the proxy finds a connection's instance).
 */
export const lanzarApi = (nombre: string, env: NodeJS.ProcessEnv) =>
  lanzar(nombre, ['--import', 'tsx', 'src/server.ts'], { LOG_LEVEL: 'warn', HUB_INSTANCIA: nombre, ...env });

/**
 * The scale-out proxy: Debian's nginx on deploy/nginx-proxy.conf (the compose proxy's file) on 127.0.0.1:`puerto`, in
 * front of two API instances (`host:port`) whose HUB_INSTANCIA are api1 and api2. Stopped by SIGTERM: a SIGKILL
 * would leave its worker process behind.
 */
export async function lanzarProxy(puerto: number, apis: [string, string]): Promise<Proceso> {
  const env = { ...process.env, PORTAL_ESCUCHA: `127.0.0.1:${puerto}`, PORTAL_API1: apis[0], PORTAL_API2: apis[1] };
  const { stdout } = await promisify(execFile)(process.execPath, [PROXY, '--preparar'], { env, encoding: 'utf8' }).catch((err: { stderr?: string; message: string }) => {
    throw new Error(`No se pudo preparar nginx: ${err.stderr || err.message}`);
  });
  const preparado = JSON.parse(stdout.trim().split('\n').at(-1)!) as { comando: string; argumentos: string[]; carpeta: string; uid?: number; gid?: number };
  const proxy = lanzar('proxy', preparado.argumentos, {}, { comando: preparado.comando, cwd: preparado.carpeta, uid: preparado.uid, gid: preparado.gid, senal: 'SIGTERM' });
  proxy.hijo.once('exit', () => rmSync(preparado.carpeta, { recursive: true, force: true }));
  return proxy;
}

/** The API instance that holds a hub connection: its id starts with the instance's HUB_INSTANCIA (`api1.…`). */
export const instanciaDeConexion = (connectionId: string | null): string | undefined => connectionId?.split('.')[0];

export interface DestinoFalso {
  nombre: string;
  /** `host:port`, as the proxy's template takes it. */
  direccion: string;
  servidor: ServidorHttp;
}

/** What a fake instance answers: who it is and what it received. */
export interface Recibido {
  destino: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * An HTTP server standing in for an API instance behind the proxy: it answers who it is and what it received (plain
 * requests as JSON, a WebSocket's first message), and holds a server-sent event stream open after a first event.
 */
export async function destinoFalso(nombre: string): Promise<DestinoFalso> {
  const recibido = (req: { method?: string; url?: string; headers: IncomingHttpHeaders }): Recibido => ({
    destino: nombre,
    method: req.method ?? '',
    url: req.url ?? '',
    headers: req.headers,
  });
  const servidor = servidorHttp((req, res) => {
    if ((req.headers.accept ?? '').includes('text/event-stream')) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(`data: ${JSON.stringify(recibido(req))}\n\n`);
      return;
    }
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(recibido(req))));
  });
  new WebSocketServer({ server: servidor }).on('connection', (ws, req) => ws.send(JSON.stringify(recibido(req))));
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  return { nombre, direccion: `127.0.0.1:${(servidor.address() as { port: number }).port}`, servidor };
}

export async function cerrarDestino({ servidor }: DestinoFalso): Promise<void> {
  if (!servidor.listening) return;
  const cerrado = new Promise((listo) => servidor.close(listo));
  servidor.closeAllConnections();
  await cerrado;
}

/**
 * A Redis of the suite's own, in memory only, for the tests that stop and restart it: the machine's shared Redis is
 * never touched. Resolves once it accepts connections.
 */
export async function lanzarRedis(puerto: number): Promise<Proceso> {
  const redis = lanzar('redis', ['--port', String(puerto), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, { comando: 'redis-server' });
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

/** Kills (SIGKILL, or the process's own `senal`) and waits for the end, so nothing outlives the suite. */
export async function matar(proceso: Proceso): Promise<void> {
  const { hijo } = proceso;
  if (hijo.exitCode !== null || hijo.signalCode !== null) return;
  const fin = new Promise((resolve) => hijo.once('exit', resolve));
  hijo.kill(proceso.senal ?? 'SIGKILL');
  await fin;
}
