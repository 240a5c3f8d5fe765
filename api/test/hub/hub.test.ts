import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { tokenCache } from '../support/sesion.js';
import { clienteHub, HttpTransportType, HubConnectionState, registrar, siguiente } from '../support/hub-cliente.js';

let entorno: Entorno;
let token: (userName: string) => Promise<string>;

beforeAll(async () => {
  // With REDIS_URL set the hub goes through Redis: a channel of its own keeps other suites' messages out.
  entorno = await crearEntorno({
    config: { hub: { keepAliveMs: 250, pollMs: 1_000, desconexionMs: 3_000, canalRedis: `portal:hub:prueba:${randomUUID()}` } },
  });
  token = tokenCache(entorno.url);
});

afterAll(async () => {
  // Every client has stopped; pooled keep-alive sockets (even unused ones) would hold the server's close for a minute.
  entorno.app.server.closeAllConnections();
  await entorno.cerrar();
});

/**
 * The official client re-arms its timeout timer after it handles a Close or a bad Sequence and has already closed;
 * short timers (the server pings every 250 ms here) let that leftover timer end soon instead of holding jest's worker.
 */
const TIEMPOS_CORTOS = { serverTimeoutMs: 1_500, keepAliveMs: 500 };

const negociar = async (consulta: string, accessToken?: string) =>
  fetch(`${entorno.url}/CarritoUsuarioHub/negotiate${consulta}`, {
    method: 'POST',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

describe('negotiate', () => {
  test('sin token responde 401', async () => {
    const respuesta = await negociar('?negotiateVersion=1');
    expect(respuesta.status).toBe(401);
  });

  test('la versión 1 da un id público, un token secreto y los tres transportes', async () => {
    const respuesta = await negociar('?negotiateVersion=1', await token('pedidos.demo'));
    expect(respuesta.status).toBe(200);
    const cuerpo = (await respuesta.json()) as Record<string, unknown>;
    expect(cuerpo).toEqual({
      connectionId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      negotiateVersion: 1,
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
      ],
    });
    expect(cuerpo.connectionToken).not.toBe(cuerpo.connectionId);
  });

  test('ofrece reconexión con estado solo cuando el cliente la pide', async () => {
    const respuesta = await negociar('?negotiateVersion=1&useStatefulReconnect=true', await token('pedidos.demo'));
    expect(await respuesta.json()).toMatchObject({ negotiateVersion: 1, useStatefulReconnect: true });
  });

  test('sin negotiateVersion responde la forma de la versión 0', async () => {
    const cuerpo = (await (await negociar('', await token('pedidos.demo'))).json()) as Record<string, unknown>;
    expect(cuerpo.negotiateVersion).toBe(0);
    expect(cuerpo.connectionId).toEqual(expect.any(String));
    expect(cuerpo).not.toHaveProperty('connectionToken');
  });

  test('la ruta no distingue mayúsculas', async () => {
    const respuesta = await fetch(`${entorno.url}/carritousuariohub/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token('pedidos.demo')}` },
    });
    expect(respuesta.status).toBe(200);
  });
});

const TRANSPORTES = [
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
] as const;

describe.each(TRANSPORTES)('con %s', (_nombre, transporte) => {
  test('cada farmacia recibe lo suyo y la conexión exceptuada no recibe su propio cambio', async () => {
    const autor = clienteHub(entorno.url, { transporte, token: await token('pedidos.demo') });
    const colega = clienteHub(entorno.url, { transporte, token: await token('admin.demo') });
    const otraFarmacia = clienteHub(entorno.url, { transporte, token: await token('otra.demo') });
    const [deAutor, deColega, deOtra] = [autor, colega, otraFarmacia].map((c) => registrar(c, 'ActualizarCarrito'));
    await Promise.all([autor.start(), colega.start(), otraFarmacia.start()]);
    try {
      const hub = entorno.app.hub;
      await hub.enviarAFarmacia(1001, 'ActualizarCarrito', [{ cambio: 'del autor' }], autor.connectionId);
      await hub.enviarAFarmacia(1002, 'ActualizarCarrito', [{ cambio: 'de la 1002' }]);
      await hub.enviarAFarmacia(1001, 'ActualizarCarrito', [{ cambio: 'de otro' }]);

      // Each connection gets its messages in send order: a message it should not get would come before the one awaited.
      expect(await deColega.hasta(2)).toEqual([[{ cambio: 'del autor' }], [{ cambio: 'de otro' }]]);
      expect(await deAutor.hasta(1)).toEqual([[{ cambio: 'de otro' }]]);
      expect(await deOtra.hasta(1)).toEqual([[{ cambio: 'de la 1002' }]]);
    } finally {
      await Promise.all([autor.stop(), colega.stop(), otraFarmacia.stop()]);
    }
  });

  test('invocar un método que el hub no tiene devuelve un error y la conexión sigue', async () => {
    const cliente = clienteHub(entorno.url, { transporte, token: await token('pedidos.demo') });
    const mantenimiento = registrar(cliente, 'SetMantenimiento');
    await cliente.start();
    try {
      await cliente.send('Inexistente', 1);
      await expect(cliente.invoke('Inexistente', 1)).rejects.toThrow("El método 'Inexistente' no existe en este hub.");
      await entorno.app.hub.enviarATodos('SetMantenimiento', [false]);
      expect(await mantenimiento.hasta(1)).toEqual([[false]]);
      expect(cliente.state).toBe(HubConnectionState.Connected);
    } finally {
      await cliente.stop();
    }
  });

  test('un token inválido hace fallar el inicio', async () => {
    const cliente = clienteHub(entorno.url, { transporte, token: 'no-es-un-token' });
    await expect(cliente.start()).rejects.toThrow();
    expect(cliente.state).toBe(HubConnectionState.Disconnected);
  });
});

describe.each(TRANSPORTES.slice(0, 2))('keep-alive con %s', (_nombre, transporte) => {
  test('los pings del servidor mantienen abierta una conexión inactiva más allá del timeout del cliente', async () => {
    const cliente = clienteHub(entorno.url, { transporte, token: await token('pedidos.demo'), serverTimeoutMs: 1_000, keepAliveMs: 400 });
    const cierres: unknown[] = [];
    cliente.onclose((error) => cierres.push(error));
    const carrito = registrar(cliente, 'ActualizarCarrito');
    await cliente.start();
    try {
      await new Promise((r) => setTimeout(r, 3_000));
      expect(cierres).toEqual([]);
      expect(cliente.state).toBe(HubConnectionState.Connected);
      await entorno.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', ['sigue']);
      expect(await carrito.hasta(1)).toEqual([['sigue']]);
    } finally {
      await cliente.stop();
    }
  });
});

describe('reconexión', () => {
  const clienteConEstado = async () =>
    clienteHub(entorno.url, {
      transporte: HttpTransportType.WebSockets,
      token: await token('pedidos.demo'),
      stateful: true,
      ...TIEMPOS_CORTOS,
    });

  test('automática: el cliente vuelve a conectarse cuando el servidor corta la conexión', async () => {
    const cliente = clienteHub(entorno.url, {
      transporte: HttpTransportType.WebSockets,
      token: await token('pedidos.demo'),
      reconectar: [0, 200, 1_000],
    });
    const carrito = registrar(cliente, 'ActualizarCarrito');
    await cliente.start();
    try {
      const idAnterior = cliente.connectionId!;
      const reconectando = siguiente(cliente, 'onreconnecting');
      const reconectado = siguiente(cliente, 'onreconnected');
      expect(entorno.app.hub.interrumpir(idAnterior)).toBe(true);
      await reconectando;
      const idNuevo = await reconectado;
      expect(idNuevo).toEqual(expect.any(String));
      expect(idNuevo).not.toBe(idAnterior);
      // The new connection is back in its pharmacy's group.
      await entorno.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', ['después']);
      expect(await carrito.hasta(1)).toEqual([['después']]);
    } finally {
      await cliente.stop();
    }
  });

  test('con estado: el mensaje enviado mientras el socket estaba caído llega una sola vez, en orden', async () => {
    const cliente = await clienteConEstado();
    const reconexiones: unknown[] = [];
    cliente.onreconnecting((e) => reconexiones.push(e));
    const carrito = registrar(cliente, 'ActualizarCarrito');
    await cliente.start();
    try {
      const id = cliente.connectionId!;
      const hub = entorno.app.hub;
      await hub.enviarAFarmacia(1001, 'ActualizarCarrito', ['antes']);
      await carrito.hasta(1);
      expect(hub.interrumpir(id)).toBe(true);
      await hub.enviarAFarmacia(1001, 'ActualizarCarrito', ['durante el corte']);
      expect(await carrito.hasta(2)).toEqual([['antes'], ['durante el corte']]);
      await hub.enviarAFarmacia(1001, 'ActualizarCarrito', ['después']);
      expect(await carrito.hasta(3)).toEqual([['antes'], ['durante el corte'], ['después']]);
      // The same logical connection went on: no new negotiate, no reconnecting event.
      expect(cliente.connectionId).toBe(id);
      expect(reconexiones).toEqual([]);
      expect(cliente.state).toBe(HubConnectionState.Connected);
    } finally {
      await cliente.stop();
    }
  });

  test('con estado: si lo que no se confirmó supera el límite del buffer, el cliente no sigue con mensajes perdidos', async () => {
    const cliente = await clienteConEstado();
    const cerrado = siguiente(cliente, 'onclose');
    await cliente.start();
    const relleno = 'x'.repeat(5_000);
    expect(entorno.app.hub.interrumpir(cliente.connectionId!)).toBe(true);
    // 30 × 5 kB while the socket is down (all sent before any I/O, so before the client can reconnect):
    // more than the 100000 bytes kept, so the oldest are dropped.
    await Promise.all(Array.from({ length: 30 }, (_, n) => entorno.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', [n, relleno])));
    expect(((await cerrado) as Error).message).toContain("Sequence ID greater than amount of messages we've received.");
  });
});

describe('reglas de las solicitudes', () => {
  const conToken = async (usuario = 'pedidos.demo') => ({ authorization: `Bearer ${await token(usuario)}` });
  const negociarComo = async (usuario = 'pedidos.demo') =>
    (await (await negociar('?negotiateVersion=1', await token(usuario))).json()) as { connectionId: string; connectionToken: string };

  test('sin id responde 400, con un id desconocido 404 y sin token 401', async () => {
    const hub = `${entorno.url}/CarritoUsuarioHub`;
    expect((await fetch(hub, { headers: await conToken() })).status).toBe(400);
    expect((await fetch(`${hub}?id=desconocido`, { headers: await conToken() })).status).toBe(404);
    expect((await fetch(`${hub}?id=desconocido`, { method: 'POST', headers: await conToken(), body: '' })).status).toBe(404);
    const { connectionToken } = await negociarComo();
    const sinToken = await fetch(`${hub}?id=${connectionToken}`);
    expect(sinToken.status).toBe(401);
  });

  test('otro usuario no puede usar la conexión (403)', async () => {
    const { connectionToken } = await negociarComo('pedidos.demo');
    const respuesta = await fetch(`${entorno.url}/CarritoUsuarioHub?id=${connectionToken}`, { headers: await conToken('otra.demo') });
    expect(respuesta.status).toBe(403);
    const cuerpo = (await respuesta.json()) as { mensaje: string };
    expect(cuerpo.mensaje).toBe('La conexión pertenece a otro usuario.');
  });

  test('un segundo flujo de eventos sobre el mismo id responde 409', async () => {
    const accessToken = await token('pedidos.demo');
    const { connectionToken } = await negociarComo();
    const url = `${entorno.url}/CarritoUsuarioHub?id=${connectionToken}&access_token=${accessToken}`;
    const primero = new AbortController();
    const abierto = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: primero.signal });
    expect(abierto.status).toBe(200);
    expect(abierto.headers.get('content-type')).toBe('text/event-stream');
    const segundo = await fetch(url, { headers: { accept: 'text/event-stream' } });
    expect(segundo.status).toBe(409);
    primero.abort();
  });

  const abrirWs = (url: string, headers: Record<string, string>) =>
    new Promise<{ status: number; socket?: WebSocket }>((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve({ status: 101, socket }));
      socket.once('unexpected-response', (_req, respuesta) => resolve({ status: respuesta.statusCode ?? 0 }));
      socket.once('error', reject);
    });

  test('WebSocket: un segundo socket responde 409, un id desconocido 404 y otro usuario 403', async () => {
    const { connectionToken } = await negociarComo();
    const url = `${entorno.url.replace('http', 'ws')}/CarritoUsuarioHub?id=${connectionToken}`;
    const primero = await abrirWs(url, await conToken());
    expect(primero.status).toBe(101);
    expect((await abrirWs(url, await conToken())).status).toBe(409);
    expect((await abrirWs(url, await conToken('otra.demo'))).status).toBe(403);
    expect((await abrirWs(`${url}x`, await conToken())).status).toBe(404);
    primero.socket!.close();
  });

  test('WebSocket: el token también vale en la consulta (como en el navegador)', async () => {
    const accessToken = await token('pedidos.demo');
    const { connectionToken } = await negociarComo();
    const url = `${entorno.url.replace('http', 'ws')}/CarritoUsuarioHub?id=${connectionToken}&access_token=${accessToken}`;
    const { status, socket } = await abrirWs(url, { origin: 'http://127.0.0.1' });
    expect(status).toBe(101);
    const respuesta = new Promise<string>((resolve) => socket!.once('message', (datos) => resolve(datos.toString())));
    socket!.send('{"protocol":"json","version":1}\u001e');
    expect(await respuesta).toBe('{}\u001e');
    socket!.close();
  });

  test('WebSocket: un protocolo no disponible recibe el error del handshake y el cierre', async () => {
    const { connectionToken } = await negociarComo();
    const { socket } = await abrirWs(`${entorno.url.replace('http', 'ws')}/CarritoUsuarioHub?id=${connectionToken}`, await conToken());
    const cerrado = new Promise<number>((resolve) => socket!.once('close', (codigo) => resolve(codigo)));
    const respuesta = new Promise<string>((resolve) => socket!.once('message', (datos) => resolve(datos.toString())));
    socket!.send('{"protocol":"messagepack","version":1}\u001e');
    expect(JSON.parse((await respuesta).replace('\u001e', ''))).toEqual({ error: "El protocolo 'messagepack' no está disponible." });
    expect(await cerrado).toBe(1000);
  });

  test('WebSocket desde un origen ajeno: rechazado con 403, y el cliente no inicia', async () => {
    const { connectionToken } = await negociarComo();
    const url = `${entorno.url.replace('http', 'ws')}/CarritoUsuarioHub?id=${connectionToken}`;
    expect((await abrirWs(url, { ...(await conToken()), origin: 'https://sitio-ajeno.example' })).status).toBe(403);

    const cliente = clienteHub(entorno.url, {
      transporte: HttpTransportType.WebSockets,
      token: await token('pedidos.demo'),
      headers: { Origin: 'https://sitio-ajeno.example' },
    });
    await expect(cliente.start()).rejects.toThrow();
  });
});

describe('cierre del servidor', () => {
  test('cerrar() despide a los clientes con un mensaje Close', async () => {
    const cliente = clienteHub(entorno.url, {
      transporte: HttpTransportType.WebSockets,
      token: await token('pedidos.demo'),
      ...TIEMPOS_CORTOS,
    });
    await cliente.start();
    const cerrado = siguiente(cliente, 'onclose');
    await entorno.app.hub.cerrar();
    const error = (await cerrado) as Error;
    expect(error.message).toContain('El servidor se está reiniciando.');
    expect(entorno.app.hub.conexiones()).toBe(0);
  });
});
