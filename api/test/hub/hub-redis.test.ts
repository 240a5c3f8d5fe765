import type { FastifyInstance } from 'fastify';
import type { Entorno } from '../support/entorno.js';
import { dosInstancias } from '../support/dos-instancias.js';
import { clienteHub, HttpTransportType, registrar } from '../support/hub-cliente.js';

/** The hub's Redis backplane: what one API instance sends reaches the clients of the other. */
let a: Entorno;
let b: FastifyInstance;
let urlB: string;
let token: (userName: string) => Promise<string>;
let cerrar: () => Promise<void>;

beforeAll(async () => {
  ({ a, b, urlB, token, cerrar } = await dosInstancias());
});

afterAll(() => cerrar());

test('un mensaje enviado por una instancia llega a los clientes conectados a la otra, y a los suyos', async () => {
  const enB = clienteHub(urlB, { transporte: HttpTransportType.WebSockets, token: await token('pedidos.demo') });
  const exceptuadoEnB = clienteHub(urlB, { transporte: HttpTransportType.LongPolling, token: await token('admin.demo') });
  const enA = clienteHub(a.url, { transporte: HttpTransportType.ServerSentEvents, token: await token('admin.demo') });
  const otraEnA = clienteHub(a.url, { transporte: HttpTransportType.WebSockets, token: await token('otra.demo') });
  const [deB, deExceptuado, deA, deOtra] = [enB, exceptuadoEnB, enA, otraEnA].map((c) => registrar(c, 'ActualizarCarrito'));
  await Promise.all([enB, exceptuadoEnB, enA, otraEnA].map((c) => c.start()));
  try {
    await a.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', ['desde A'], exceptuadoEnB.connectionId);
    await b.hub.enviarAFarmacia(1002, 'ActualizarCarrito', ['desde B para la 1002']);
    await a.app.hub.enviarAFarmacia(1001, 'ActualizarCarrito', ['otra vez desde A']);

    expect(await deB.hasta(2)).toEqual([['desde A'], ['otra vez desde A']]);
    expect(await deA.hasta(2)).toEqual([['desde A'], ['otra vez desde A']]);
    expect(await deExceptuado.hasta(1)).toEqual([['otra vez desde A']]);
    expect(await deOtra.hasta(1)).toEqual([['desde B para la 1002']]);
  } finally {
    await Promise.all([enB, exceptuadoEnB, enA, otraEnA].map((c) => c.stop()));
  }
});

test('enviarATodos llega a los clientes de ambas instancias', async () => {
  const enA = clienteHub(a.url, { transporte: HttpTransportType.WebSockets, token: await token('pedidos.demo') });
  const enB = clienteHub(urlB, { transporte: HttpTransportType.WebSockets, token: await token('otra.demo') });
  const [deA, deB] = [enA, enB].map((c) => registrar(c, 'SetMantenimiento'));
  await Promise.all([enA.start(), enB.start()]);
  try {
    await b.hub.enviarATodos('SetMantenimiento', [true]);
    expect(await deA.hasta(1)).toEqual([[true]]);
    expect(await deB.hasta(1)).toEqual([[true]]);
  } finally {
    await Promise.all([enA.stop(), enB.stop()]);
  }
});
