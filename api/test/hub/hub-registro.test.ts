import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { tokenCache } from '../support/sesion.js';
import { clienteHub, HttpTransportType } from '../support/hub-cliente.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let servidor: ChildProcess;
let url: string;
let salida = '';

/** The API as a process of its own, at the most verbose log level, so the test reads exactly what it logs. */
beforeAll(async () => {
  servidor = spawn(path.join(apiRoot, 'node_modules', '.bin', 'tsx'), ['test/support/hub-servidor.ts'], {
    cwd: apiRoot,
    env: { ...process.env, TEST_LOGS: '1', LOG_LEVEL: 'trace' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servidor.stdout!.on('data', (datos: Buffer) => (salida += datos.toString()));
  url = await new Promise<string>((resolve, reject) => {
    let errores = '';
    servidor.stderr!.on('data', (datos: Buffer) => {
      errores += datos.toString();
      const encontrada = /^URL (\S+)$/m.exec(errores);
      if (encontrada) resolve(encontrada[1]!);
    });
    servidor.once('exit', (codigo) => reject(new Error(`El servidor terminó (${codigo}): ${errores}`)));
  });
}, 120_000);

/** Stops the process, so its whole output has been read. */
async function detener(): Promise<void> {
  if (servidor.exitCode !== null || servidor.signalCode !== null) return;
  const fin = new Promise((resolve) => servidor.once('exit', resolve));
  servidor.kill('SIGTERM');
  await fin;
}

afterAll(detener);

test('ni el token de acceso ni el de la conexión llegan al registro', async () => {
  const accessToken = await tokenCache(url)('pedidos.demo');
  const secretos: string[] = [accessToken];

  for (const transporte of [HttpTransportType.WebSockets, HttpTransportType.ServerSentEvents, HttpTransportType.LongPolling]) {
    const cliente = clienteHub(url, { transporte, token: accessToken });
    await cliente.start();
    await expect(cliente.invoke('Inexistente')).rejects.toThrow();
    await cliente.stop();
  }

  // What a browser sends: the token in the query string for WebSockets and event streams, the connection token always.
  const negociar = async () => {
    const respuesta = await fetch(`${url}/CarritoUsuarioHub/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { connectionToken } = (await respuesta.json()) as { connectionToken: string };
    secretos.push(connectionToken);
    return `${url}/CarritoUsuarioHub?id=${connectionToken}`;
  };
  const socket = new WebSocket(`${(await negociar()).replace('http', 'ws')}&access_token=${accessToken}`);
  await new Promise((resolve) => socket.once('open', resolve));
  const handshake = new Promise((resolve) => socket.once('message', resolve));
  socket.send('{"protocol":"json","version":1}\u001e');
  await handshake;
  socket.close();
  const eventos = new AbortController();
  const flujo = await fetch(`${await negociar()}&access_token=${accessToken}`, {
    headers: { accept: 'text/event-stream' },
    signal: eventos.signal,
  });
  expect(flujo.status).toBe(200);
  eventos.abort();
  const poll = await fetch(await negociar(), { headers: { authorization: `Bearer ${accessToken}` } });
  expect(poll.status).toBe(200);
  const rechazado = await fetch(`${await negociar()}&access_token=${accessToken}x`, { headers: { accept: 'text/event-stream' } });
  expect(rechazado.status).toBe(401);

  await detener();
  // The log did record the connections (so it was captured), without their secrets.
  expect(salida).toContain('hub: conexión abierta');
  for (const secreto of secretos) expect(salida).not.toContain(secreto);
});
