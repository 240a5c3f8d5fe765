import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { esperarListo, lanzarProxy, matar, puertoLibre, type Proceso } from './topologia.js';

/**
 * The scale-out proxy is the edge: the forwarding headers a client invents (an address to dodge the per-address login
 * limit, a host for the identity provider's URLs) never reach the API; it sees only what the proxy saw.
 */

let destino: Server;
let proxy: Proceso;
let url: string;

beforeAll(async () => {
  // Stands in for an API process: answers the headers it received.
  destino = createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.headers)));
  await new Promise<void>((listo) => destino.listen(0, '127.0.0.1', listo));
  const { port } = destino.address() as { port: number };
  const puerto = await puertoLibre();
  url = `http://127.0.0.1:${puerto}`;
  proxy = lanzarProxy(puerto, [`http://127.0.0.1:${port}`]);
  await esperarListo(`${url}/healthz`, proxy);
});

afterAll(async () => {
  await matar(proxy);
  await new Promise((listo) => destino.close(listo));
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
  const recibidas = (await respuesta.json()) as IncomingHttpHeaders;
  expect(recibidas['x-forwarded-for']).toBe('127.0.0.1');
  expect(recibidas['x-forwarded-host']).toBe(new URL(url).host);
  expect(recibidas['x-forwarded-proto']).toBe('http');
  for (const inventada of ['x-forwarded-port', 'forwarded', 'x-real-ip']) expect(recibidas[inventada]).toBeUndefined();
});
