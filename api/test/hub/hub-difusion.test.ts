import { randomUUID } from 'node:crypto';
import http from 'node:http';
import WebSocket from 'ws';
import { invocacion } from '../../src/hub/protocolo.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { tokenCache } from '../support/sesion.js';

/**
 * How a broadcast reaches the wire: what a turn's messages to a group become on each socket, read by a raw
 * WebSocket client (frame by frame).
 */

let entorno: Entorno;
let token: (userName: string) => Promise<string>;

beforeAll(async () => {
  entorno = await crearEntorno({ config: { hub: { canalRedis: `portal:hub:prueba:${randomUUID()}` } } });
  token = tokenCache(entorno.url);
});

afterAll(async () => {
  entorno.app.server.closeAllConnections();
  await entorno.cerrar();
});

interface ClienteCrudo {
  connectionId: string;
  /** Every frame received after the handshake, as text. */
  tramas: string[];
  /** Resolves once the frames hold `cantidad` records. */
  registros(cantidad: number): Promise<unknown[]>;
  socket: WebSocket;
  cerrar(): void;
}

async function conectar(usuario: string): Promise<ClienteCrudo> {
  const accessToken = await token(usuario);
  const negociado = await fetch(`${entorno.url}/CarritoUsuarioHub/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { connectionId, connectionToken } = (await negociado.json()) as { connectionId: string; connectionToken: string };
  const socket = new WebSocket(`${entorno.url.replace('http', 'ws')}/CarritoUsuarioHub?id=${connectionToken}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const handshake = new Promise((resolve) => socket.once('message', resolve));
  socket.send('{"protocol":"json","version":1}\u001e');
  await handshake;
  const tramas: string[] = [];
  let avisar = () => {};
  socket.on('message', (datos) => {
    tramas.push(datos.toString());
    avisar();
  });
  const leidos = () =>
    tramas
      .join('')
      .split('\u001e')
      .filter(Boolean)
      .map((r) => JSON.parse(r) as { type: number; arguments?: unknown[] })
      .filter((m) => m.type === 1)
      .map((m) => m.arguments![0]);
  return {
    connectionId,
    tramas,
    registros: (cantidad) =>
      new Promise((resolve) => {
        avisar = () => {
          if (leidos().length >= cantidad) resolve(leidos());
        };
        avisar();
      }),
    socket,
    cerrar: () => socket.close(),
  };
}

test('los mensajes de una misma vuelta van juntos, en orden, en una trama por conexión; el autor no recibe el suyo', async () => {
  const [autor, colega, otraFarmacia] = await Promise.all([conectar('pedidos.demo'), conectar('admin.demo'), conectar('otra.demo')]);
  try {
    const hub = entorno.app.hub;
    // Sent without awaiting one another: they reach the hub in one turn of the event loop.
    await Promise.all([
      hub.enviarAFarmacia(1001, 'ActualizarCarrito', [1]),
      hub.enviarAFarmacia(1001, 'ActualizarCarrito', [2], autor.connectionId),
      hub.enviarAFarmacia(1002, 'ActualizarCarrito', ['de la 1002']),
      hub.enviarATodos('SetMantenimiento', ['a todos']),
      hub.enviarAFarmacia(1001, 'ActualizarCarrito', [3]),
    ]);
    expect(await colega.registros(4)).toEqual([1, 2, 'a todos', 3]);
    expect(await autor.registros(3)).toEqual([1, 'a todos', 3]);
    expect(await otraFarmacia.registros(2)).toEqual(['de la 1002', 'a todos']);
    expect([colega.tramas.length, autor.tramas.length, otraFarmacia.tramas.length]).toEqual([1, 1, 1]);
  } finally {
    for (const c of [autor, colega, otraFarmacia]) c.cerrar();
  }
});

test('una ráfaga grande se parte en varias tramas y llega entera y en orden', async () => {
  const cliente = await conectar('pedidos.demo');
  try {
    const relleno = 'ñ'.repeat(4_000);
    await Promise.all(Array.from({ length: 200 }, (_, n) => entorno.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', [`${n} ${relleno}`])));
    const recibidos = await cliente.registros(200);
    expect(recibidos.map((r) => Number((r as string).split(' ')[0]))).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(cliente.tramas.length).toBeGreaterThan(1);
    expect(Math.max(...cliente.tramas.map((t) => t.length))).toBeLessThan(300 * 1024);
  } finally {
    cliente.cerrar();
  }
});

test('cada largo de trama (7, 16 y 64 bits) llega entero, también con caracteres de varios bytes', async () => {
  const cliente = await conectar('pedidos.demo');
  try {
    const vacio = Buffer.byteLength(invocacion('ActualizarCarrito', ['']));
    // Frames whose payload is exactly at each boundary of the length encoding, and one far past it.
    const largos = [125, 126, 65_535, 65_536, 300_000];
    const textos = largos.map((bytes, i) => {
      const resto = bytes - vacio;
      return i % 2 ? 'ñ'.repeat(Math.floor(resto / 2)) + 'x'.repeat(resto % 2) : 'x'.repeat(resto);
    });
    for (const texto of textos) {
      // One turn each, so each is a frame of its own.
      await entorno.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', [texto]);
      await new Promise((r) => setImmediate(r));
    }
    expect(await cliente.registros(textos.length)).toEqual(textos);
    expect(cliente.tramas.map((t) => Buffer.byteLength(t))).toEqual(largos);
  } finally {
    cliente.cerrar();
  }
});

/** Broadcasts 1 MB messages until the hub drops a connection (at most 100); returns how many it took. */
async function inundarHastaDesconectar(): Promise<number> {
  const hub = entorno.app.hub;
  const abiertas = hub.conexiones();
  const megabyte = 'x'.repeat(1024 * 1024);
  let enviados = 0;
  while (hub.conexiones() === abiertas && enviados < 100) {
    await hub.enviarAFarmacia(1001, 'ActualizarCarrito', [megabyte]);
    enviados++;
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(hub.conexiones()).toBe(abiertas - 1);
  return enviados;
}

test('un cliente que deja de leer es desconectado en vez de acumular lo que no lee en el servidor', async () => {
  const cliente = await conectar('pedidos.demo');
  const cerrado = new Promise<number>((resolve) => cliente.socket.once('close', (codigo) => resolve(codigo)));
  // Stops reading its socket, as a frozen client would: the kernel's buffers fill up, then the server's.
  cliente.socket.pause();
  const enviados = await inundarHastaDesconectar();
  // Far less than was sent reaches the client; what the server held for it is gone with the connection.
  cliente.socket.resume();
  expect(await cerrado).toBe(1006);
  expect(enviados).toBeLessThan(100);
});

/** A negotiated connection's address for the HTTP transports (SSE, long polling), token in the query as browsers send it. */
async function urlConexionHttp(usuario: string): Promise<string> {
  const accessToken = await token(usuario);
  const negociado = await fetch(`${entorno.url}/CarritoUsuarioHub/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { connectionToken } = (await negociado.json()) as { connectionToken: string };
  return `${entorno.url}/CarritoUsuarioHub?id=${connectionToken}&access_token=${accessToken}`;
}

test('con server-sent events, un cliente que deja de leer también es desconectado', async () => {
  const url = await urlConexionHttp('pedidos.demo');
  const flujo = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { headers: { accept: 'text/event-stream' } }, resolve).once('error', reject),
  );
  expect(flujo.statusCode).toBe(200);
  const terminado = new Promise((resolve) => flujo.once('close', resolve));
  flujo.on('error', () => undefined);
  // Reads nothing more of the stream, as a frozen tab would.
  flujo.pause();
  const handshake = await fetch(url, { method: 'POST', body: '{"protocol":"json","version":1}\u001e' });
  expect(handshake.status).toBe(200);
  expect(await inundarHastaDesconectar()).toBeLessThan(100);
  flujo.resume();
  await terminado;
});

test('con long polling, un cliente que deja de pedir también es desconectado antes de que venza su espera', async () => {
  const url = await urlConexionHttp('pedidos.demo');
  // The first poll opens the long-polling transport; the next takes the handshake's answer; then the client polls no
  // more, as a frozen tab would.
  expect((await fetch(url)).status).toBe(200);
  const handshake = await fetch(url, { method: 'POST', body: '{"protocol":"json","version":1}\u001e' });
  expect(handshake.status).toBe(200);
  expect((await fetch(url)).status).toBe(200);
  expect(await inundarHastaDesconectar()).toBeLessThan(100);
  // What was queued for it is gone with the connection: its next poll finds none.
  expect((await fetch(url)).status).toBe(404);
});
