import WebSocket from 'ws';
import { cerrarDestino, destinoFalso, esperarListo, lanzarProxy, matar, puertoLibre, type DestinoFalso, type Proceso, type Recibido } from './topologia.js';

/**
 * How the scale-out proxy (Debian's nginx on deploy/nginx-proxy.conf, the compose proxy's file) routes the hub, with
 * two stand-ins for the API instances that answer who they are: every request of a connection reaches the instance
 * named at the start of its token (`?id=api2.…`), whatever its method and its client, the WebSocket upgrade
 * included; the rest goes round-robin; streams are not held back; an instance that refuses connections is skipped.
 * It is also the edge: the forwarding headers a client invents (an address to dodge the per-address login limit, a host
 * for the identity provider's URLs) never reach the API; it sees only what the proxy saw.
 * The real instances behind it: escalado.test.ts.
 */

let destinos: DestinoFalso[];
let proxy: Proceso;
let url: string;

beforeAll(async () => {
  destinos = [await destinoFalso('api1'), await destinoFalso('api2')];
  const puerto = await puertoLibre();
  url = `http://127.0.0.1:${puerto}`;
  proxy = await lanzarProxy(puerto, [destinos[0]!.direccion, destinos[1]!.direccion]);
  await esperarListo(`${url}/healthz`, proxy);
});

afterAll(async () => {
  await matar(proxy);
  await Promise.all(destinos.map(cerrarDestino));
});

async function pedir(ruta: string, method = 'GET'): Promise<Recibido> {
  const respuesta = await fetch(`${url}${ruta}`, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
  expect(respuesta.status).toBe(200);
  return (await respuesta.json()) as Recibido;
}

test('plain requests and negotiations go round-robin to both instances', async () => {
  const quienes = new Set<string>();
  for (let i = 0; i < 4; i++) {
    quienes.add((await pedir('/api/estado')).destino);
    quienes.add((await pedir('/CarritoUsuarioHub/negotiate?negotiateVersion=1', 'POST')).destino);
  }
  expect([...quienes].sort()).toEqual(['api1', 'api2']);
});

test.each(['api1', 'api2'])('every request carrying a token of %s reaches it, whatever the method and the case of the path', async (instancia) => {
  for (let i = 0; i < 3; i++) {
    const id = `${instancia}.token${i}-_x`;
    for (const [ruta, method] of [
      [`/CarritoUsuarioHub?id=${id}&_=${i}`, 'GET'],
      [`/CarritoUsuarioHub?id=${id}`, 'POST'],
      [`/carritousuariohub?id=${id}`, 'DELETE'],
    ] as const) {
      const recibido = await pedir(ruta, method);
      expect({ destino: recibido.destino, method: recibido.method, url: recibido.url }).toEqual({ destino: instancia, method, url: ruta });
    }
  }
});

test("a token of no instance listed goes round-robin (the instance that does not know it answers 404)", async () => {
  const quienes = new Set<string>();
  for (let i = 0; i < 4; i++) quienes.add((await pedir('/CarritoUsuarioHub?id=sinInstancia')).destino);
  expect(quienes.size).toBe(2);
});

test("the WebSocket upgrade reaches the instance of its token, with the upgrade and the proxy's forwarding headers", async () => {
  // Twice the same in a row: round-robin could not pass for it.
  for (const instancia of ['api2', 'api2', 'api1', 'api1']) {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/CarritoUsuarioHub?id=${instancia}.abc&access_token=x`, { headers: { 'x-forwarded-for': '10.9.9.9' } });
    const primero = await new Promise<Recibido>((listo, fallo) => {
      ws.once('message', (datos) => listo(JSON.parse(String(datos)) as Recibido));
      ws.once('error', fallo);
    });
    ws.close();
    expect(primero.destino).toBe(instancia);
    expect(primero.headers.upgrade).toBe('websocket');
    expect(primero.headers.connection).toMatch(/upgrade/i);
    expect(primero.headers['x-forwarded-for']).toBe('127.0.0.1');
  }
});

test('a server-sent event stream reaches the browser as it is written, neither buffered nor compressed', async () => {
  const corte = new AbortController();
  const respuesta = await fetch(`${url}/CarritoUsuarioHub?id=api2.flujo`, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip' }, signal: corte.signal });
  try {
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-encoding')).toBeNull();
    // The stand-in wrote one event and keeps the stream open: it must arrive before any end.
    const lector = respuesta.body!.getReader();
    const { value } = await lector.read();
    expect(new TextDecoder().decode(value)).toMatch(/^data: \{"destino":"api2"/);
  } finally {
    corte.abort();
  }
});

test("an instance that refuses connections: the others' requests go on, a POST too, and its own connections get the API's Spanish 502", async () => {
  await cerrarDestino(destinos[1]!);
  for (let i = 0; i < 4; i++) {
    expect((await pedir('/CarritoUsuarioHub/negotiate?negotiateVersion=1', 'POST')).destino).toBe('api1');
    expect((await pedir('/api/estado')).destino).toBe('api1');
  }
  const perdida = await fetch(`${url}/CarritoUsuarioHub?id=api2.perdida`);
  expect(perdida.status).toBe(502);
  expect(await perdida.json()).toEqual({
    title: 'Servicio no disponible',
    status: 502,
    mensaje: 'El servicio no está disponible en este momento. Intente nuevamente en unos instantes.',
    errors: {},
  });
});

test("a client's forwarding headers are replaced by what the proxy saw", async () => {
  const respuesta = await fetch(`${url}/idp/.well-known/openid-configuration`, {
    headers: {
      'x-forwarded-for': '10.9.9.9',
      'x-forwarded-host': 'malicioso.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      forwarded: 'for=10.9.9.9;host=malicioso.example;proto=https',
      'x-real-ip': '10.9.9.9',
    },
  });
  const recibidas = ((await respuesta.json()) as Recibido).headers;
  expect(recibidas['x-forwarded-for']).toBe('127.0.0.1');
  expect(recibidas['x-forwarded-host']).toBe(new URL(url).host);
  expect(recibidas['x-forwarded-proto']).toBe('http');
  expect(recibidas.host).toBe(new URL(url).host);
  for (const inventada of ['x-forwarded-port', 'forwarded', 'x-real-ip']) expect(recibidas[inventada]).toBeUndefined();
});
