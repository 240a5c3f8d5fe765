/**
 * Hub throughput and latency on one API process: N WebSocket connections of one pharmacy (the worst fan-out), opened by
 * a separate client process so the clients do not share the server's CPU.
 *
 *   pnpm exec tsx bench/hub.ts            (CONEXIONES=500 MENSAJES=200 RAFAGA=2000 by default)
 *
 * Latency: messages sent one at a time, each carrying its send time; p50/p99 over every delivery.
 * Throughput: a burst sent at once; deliveries per second until every connection got all of it.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { crearEntorno } from '../test/support/entorno.js';
import { iniciarSesion } from '../test/support/sesion.js';

const CONEXIONES = Number(process.env.CONEXIONES ?? 500);
const MENSAJES = Number(process.env.MENSAJES ?? 200);
const RAFAGA = Number(process.env.RAFAGA ?? 2000);
const SEPARADOR = '\u001e';
const ahora = () => performance.timeOrigin + performance.now();

type Orden = { tipo: 'conectar'; url: string; token: string } | { tipo: 'esperar'; cantidad: number };
type Aviso = { tipo: 'conectados' } | { tipo: 'recibidos'; latencias: number[] };

async function clientes(): Promise<void> {
  const latencias: number[] = [];
  let recibidos = 0;
  let espera: { cantidad: number } | null = null;
  const avisar = (aviso: Aviso) => process.send!(aviso);
  const revisar = () => {
    if (espera && recibidos >= espera.cantidad) {
      espera = null;
      avisar({ tipo: 'recibidos', latencias: latencias.splice(0) });
    }
  };

  async function conectar(url: string, token: string): Promise<void> {
    const negociado = await fetch(`${url}/CarritoUsuarioHub/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { connectionToken } = (await negociado.json()) as { connectionToken: string };
    const socket = new WebSocket(`${url.replace('http', 'ws')}/CarritoUsuarioHub?id=${connectionToken}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const listo = new Promise((resolve) => socket.once('message', resolve));
    socket.send(`{"protocol":"json","version":1}${SEPARADOR}`);
    await listo;
    socket.on('message', (datos) => {
      const llegada = ahora();
      for (const registro of datos.toString().split(SEPARADOR)) {
        if (!registro.startsWith('{"type":1,')) continue;
        const mensaje = JSON.parse(registro) as { arguments: [{ enviado: number }] };
        latencias.push(llegada - mensaje.arguments[0].enviado);
        recibidos++;
      }
      revisar();
    });
  }

  process.on('message', async (orden: Orden) => {
    if (orden.tipo === 'conectar') {
      for (let i = 0; i < CONEXIONES; i += 50) {
        await Promise.all(Array.from({ length: Math.min(50, CONEXIONES - i) }, () => conectar(orden.url, orden.token)));
      }
      avisar({ tipo: 'conectados' });
    } else {
      espera = { cantidad: orden.cantidad };
      revisar();
    }
  });
}

function percentil(valores: number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;
}

async function servidor(): Promise<void> {
  const entorno = await crearEntorno({ config: { logLevel: 'warn' } });
  const { accessToken } = await iniciarSesion(entorno.url, 'pedidos.demo');
  const hijo = fork(process.argv[1]!, ['clientes'], { execArgv: process.execArgv, env: process.env });
  const siguiente = () => new Promise<Aviso>((resolve) => hijo.once('message', (aviso: Aviso) => resolve(aviso)));
  const enviar = (n: number) => entorno.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', [{ enviado: ahora(), n }]);

  let aviso = siguiente();
  hijo.send({ tipo: 'conectar', url: entorno.url, token: accessToken } satisfies Orden);
  await aviso;
  console.log(`${entorno.app.hub.conexiones()} conexiones abiertas (farmacia 1001)`);

  let entregados = 0;
  const latencias: number[] = [];
  for (let n = 0; n < MENSAJES; n++) {
    aviso = siguiente();
    await enviar(n);
    entregados += CONEXIONES;
    hijo.send({ tipo: 'esperar', cantidad: entregados } satisfies Orden);
    const recibido = (await aviso) as Extract<Aviso, { tipo: 'recibidos' }>;
    for (const latencia of recibido.latencias) latencias.push(latencia);
  }
  console.log(
    `latencia de entrega (${MENSAJES} mensajes × ${CONEXIONES} conexiones): p50 ${percentil(latencias, 50).toFixed(1)} ms, ` +
      `p99 ${percentil(latencias, 99).toFixed(1)} ms, máx ${percentil(latencias, 100).toFixed(1)} ms`,
  );

  aviso = siguiente();
  const inicio = performance.now();
  for (let n = 0; n < RAFAGA; n++) await enviar(n);
  entregados += RAFAGA * CONEXIONES;
  hijo.send({ tipo: 'esperar', cantidad: entregados } satisfies Orden);
  const rafaga = (await aviso) as Extract<Aviso, { tipo: 'recibidos' }>;
  const segundos = (performance.now() - inicio) / 1000;
  console.log(
    `ráfaga de ${RAFAGA} mensajes a ${CONEXIONES} conexiones: ${Math.round((RAFAGA * CONEXIONES) / segundos)} entregas/s ` +
      `(${Math.round(RAFAGA / segundos)} mensajes/s), p99 ${percentil(rafaga.latencias, 99).toFixed(1)} ms`,
  );

  hijo.kill();
  entorno.app.server.closeAllConnections();
  await entorno.cerrar();
}

if (process.argv[2] === 'clientes') await clientes();
else await servidor();
