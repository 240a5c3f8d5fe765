/**
 * Hub fan-out on one API process against a reference in the same run: N WebSocket connections of one pharmacy (the
 * worst fan-out) on our hub, and N connections to a bare `ws` server in the same process that broadcasts the same
 * records the way `ws` recommends (encoded once, `send` to every client). The clients live in a separate process, so
 * they do not share the server's CPU; the two sets are measured turn about, so machine noise hits both alike.
 *
 *   pnpm --filter @portal/api exec tsx bench/hub.ts        (CONEXIONES=2000 MENSAJES=500 RAFAGA=200 by default)
 *
 * Latency: messages sent one at a time (hub, then reference, and again), each carrying its send time; p50/p99 over
 * every delivery, and the median over messages of the last delivery of each (how long a fan-out takes, steadier than
 * a p99 that a couple of hiccups of a busy machine decide). Throughput: a burst of RAFAGA messages sent at once; deliveries per second until every connection
 * got all of it. DESIGN §11 target: p99 ≤ 50 ms with 2,000 connections. In-memory PGlite unless DATABASE_URL is set.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';
import { invocacion } from '../src/hub/protocolo.js';
import { crearEntorno } from '../test/support/entorno.js';
import { iniciarSesion } from '../test/support/sesion.js';
import { abrirClientes, percentil, type Lado } from './hub-clientes.js';

const CONEXIONES = Number(process.env.CONEXIONES ?? 2000);
const MENSAJES = Number(process.env.MENSAJES ?? 500);
const RAFAGA = Number(process.env.RAFAGA ?? 200);
const ahora = () => performance.timeOrigin + performance.now();

type Orden = { tipo: 'conectar'; hub: string; referencia: string; token: string } | { tipo: 'esperar'; lado: Lado; cantidad: number } | { tipo: 'resultados' };
type Aviso = { tipo: 'listo' } | { tipo: 'resultados'; latencias: Record<Lado, number[]> };

async function clientes(): Promise<void> {
  const grupo = abrirClientes();
  const avisar = (aviso: Aviso) => process.send!(aviso);
  process.on('message', async (orden: Orden) => {
    if (orden.tipo === 'conectar') {
      await grupo.conectarHub(orden.hub, orden.token, CONEXIONES);
      await grupo.conectarReferencia(orden.referencia, CONEXIONES);
      avisar({ tipo: 'listo' });
    } else if (orden.tipo === 'esperar') {
      await grupo.esperar(orden.lado, orden.cantidad);
      avisar({ tipo: 'listo' });
    } else {
      avisar({ tipo: 'resultados', latencias: grupo.latencias() });
    }
  });
}

/** The reference: a plain `ws` server, one group, the same records; no batching, no protocol beyond the frames. */
async function servidorReferencia(): Promise<{ url: string; difundir: (texto: string) => void; cerrar: () => void }> {
  const servidor = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((resolve) => servidor.once('listening', resolve));
  const { port } = servidor.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}`,
    difundir(texto) {
      const datos = Buffer.from(texto);
      for (const cliente of servidor.clients) if (cliente.readyState === WebSocket.OPEN) cliente.send(datos, { binary: false });
    },
    cerrar: () => {
      for (const cliente of servidor.clients) cliente.terminate();
      servidor.close();
    },
  };
}

async function servidor(): Promise<void> {
  const entorno = await crearEntorno({ config: { logLevel: 'warn' } });
  const referencia = await servidorReferencia();
  const { accessToken } = await iniciarSesion(entorno.url, 'pedidos.demo');
  const hijo = fork(process.argv[1]!, ['clientes'], { execArgv: process.execArgv, env: process.env });
  let finHijo = (_codigo: number | null) => {};
  hijo.once('exit', (codigo) => finHijo(codigo));
  const pedir = (orden: Orden) =>
    new Promise<Aviso>((resolve, reject) => {
      finHijo = (codigo) => reject(new Error(`El proceso de los clientes terminó (${codigo}).`));
      hijo.once('message', (aviso: Aviso) => resolve(aviso));
      hijo.send(orden);
    });
  const enviar: Record<Lado, (n: number) => Promise<void>> = {
    hub: (n) => entorno.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', [{ enviado: ahora(), n }]),
    referencia: async (n) => referencia.difundir(invocacion('ActualizarCarrito', [{ enviado: ahora(), n }])),
  };

  await pedir({ tipo: 'conectar', hub: entorno.url, referencia: referencia.url, token: accessToken });
  console.log(`${entorno.app.hub.conexiones()} conexiones al hub (farmacia 1001) y ${CONEXIONES} al servidor ws de referencia`);

  const entregados: Record<Lado, number> = { hub: 0, referencia: 0 };
  // CPU time of this (server) process per message: less sensitive than latency to other work on the machine.
  const cpu: Record<Lado, number> = { hub: 0, referencia: 0 };
  for (let n = 0; n < MENSAJES; n++) {
    for (const lado of ['hub', 'referencia'] as const) {
      const antes = process.cpuUsage();
      await enviar[lado](n);
      entregados[lado] += CONEXIONES;
      await pedir({ tipo: 'esperar', lado, cantidad: entregados[lado] });
      const usado = process.cpuUsage(antes);
      cpu[lado] += (usado.user + usado.system) / 1000 / MENSAJES;
    }
  }
  const { latencias } = (await pedir({ tipo: 'resultados' })) as Extract<Aviso, { tipo: 'resultados' }>;

  const porSegundo: Record<Lado, number> = { hub: 0, referencia: 0 };
  for (const lado of ['hub', 'referencia'] as const) {
    const inicio = performance.now();
    // All at once, as concurrent requests would send them (the hub's promises resolve only once a turn's messages left).
    await Promise.all(Array.from({ length: RAFAGA }, (_, n) => enviar[lado](n)));
    entregados[lado] += RAFAGA * CONEXIONES;
    await pedir({ tipo: 'esperar', lado, cantidad: entregados[lado] });
    porSegundo[lado] = (RAFAGA * CONEXIONES) / ((performance.now() - inicio) / 1000);
  }

  const [h, r] = [latencias.hub, latencias.referencia];
  // The deliveries of one message are consecutive: the slowest of each is when its last connection got it.
  const ultimas = (l: number[]) => Array.from({ length: MENSAJES }, (_, n) => Math.max(...l.slice(n * CONEXIONES, (n + 1) * CONEXIONES)));
  const [uh, ur] = [ultimas(h), ultimas(r)];
  const fila = (nombre: string, l: number[], u: number[], entregas: number, ms: number) =>
    `  ${nombre.padEnd(16)} p50 ${percentil(l, 50).toFixed(1).padStart(6)} ms   p99 ${percentil(l, 99).toFixed(1).padStart(6)} ms   ` +
    `última (mediana) ${percentil(u, 50).toFixed(1).padStart(6)} ms   ` +
    `máx ${percentil(l, 100).toFixed(1).padStart(6)} ms   CPU ${ms.toFixed(1).padStart(5)} ms/mensaje   ráfaga ${Math.round(entregas).toLocaleString('es-AR').padStart(10)} entregas/s`;
  console.log(`Entrega de ${MENSAJES} mensajes, uno por vez, a ${CONEXIONES} conexiones; ráfaga de ${RAFAGA} mensajes a la vez`);
  console.log(fila('hub', h, uh, porSegundo.hub, cpu.hub));
  console.log(fila('referencia (ws)', r, ur, porSegundo.referencia, cpu.referencia));
  console.log(
    `  hub / referencia: p50 ×${(percentil(h, 50) / percentil(r, 50)).toFixed(2)}, p99 ×${(percentil(h, 99) / percentil(r, 99)).toFixed(2)}, ` +
      `última ×${(percentil(uh, 50) / percentil(ur, 50)).toFixed(2)}, CPU ×${(cpu.hub / cpu.referencia).toFixed(2)}, ` +
      `entregas/s ×${(porSegundo.hub / porSegundo.referencia).toFixed(2)}   (objetivo: p99 del hub ≤ 50 ms con 2000 conexiones)`,
  );

  hijo.kill();
  referencia.cerrar();
  entorno.app.server.closeAllConnections();
  await entorno.cerrar();
}

if (process.argv[2] === 'clientes') await clientes();
else await servidor();
