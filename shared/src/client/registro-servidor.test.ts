import { levantarServidor, responderJson, type Manejador } from '../../test/support/servidor.js';
import { configurarApiClient } from './api/api-client.js';
import { LARGO_MAXIMO_REGISTRO, registrarEnServidor } from './registro-servidor.js';

let servidor: Awaited<ReturnType<typeof levantarServidor>>;
let manejador: Manejador = (_req, res) => res.writeHead(204).end();

beforeAll(async () => {
  servidor = await levantarServidor((req, res, body) => manejador(req, res, body));
  configurarApiClient({
    baseUrl: servidor.url,
    timeoutMs: 2_000,
    versionCliente: 'abc123',
    navegar: () => undefined,
    notificarError: () => undefined,
    registrar: () => undefined,
    esperaReintentoMs: 1,
  });
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  servidor.recibidas.length = 0;
  manejador = (_req, res) => res.writeHead(204).end();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const enviados = () => servidor.recibidas.filter((r) => r.method === 'POST' && r.url === '/api/kibana/log').map((r) => (JSON.parse(r.body) as { mensaje: string }).mensaje);

test('posts the line with the error text to the server log and the console', async () => {
  await registrarEnServidor('No se pudo leer el carrito actual', new Error('sin red'));
  expect(enviados()).toEqual(['No se pudo leer el carrito actual: sin red']);
  expect(console.error).toHaveBeenCalledWith('No se pudo leer el carrito actual: sin red');
});

test('cuts the line at the 4,000 characters the log endpoint accepts; the console keeps it whole', async () => {
  const largo = 'x'.repeat(5_000);
  await registrarEnServidor('Error inesperado', { message: largo });
  expect(LARGO_MAXIMO_REGISTRO).toBe(4_000);
  expect(enviados()[0]).toBe(`Error inesperado: ${largo}`.slice(0, 4_000));
  expect(console.error).toHaveBeenCalledWith(`Error inesperado: ${largo}`);
});

test('a log the server refuses never throws', async () => {
  manejador = (_req, res) => responderJson(res, 400, { title: 'Error', status: 400, mensaje: 'El mensaje es demasiado largo.', errors: {} });
  await expect(registrarEnServidor('Sesión guardada inválida')).resolves.toBeUndefined();
  expect(console.error).toHaveBeenLastCalledWith('No se pudo enviar el registro: Sesión guardada inválida');
});
