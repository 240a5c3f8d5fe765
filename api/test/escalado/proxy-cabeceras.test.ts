import { cerrarDestino, destinoFalso, esperarListo, lanzarProxy, matar, puertoLibre, type DestinoFalso, type Proceso, type Recibido } from './topologia.js';

/**
 * The scale-out proxy (Debian's nginx on deploy/nginx-proxy.conf, the compose proxy's file) is the edge: the forwarding
 * headers a client invents (an address to dodge the per-address login limit, a host for the identity provider's URLs)
 * never reach the API; it sees only what the proxy saw. Two stand-ins for the API instances answer what they received.
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
