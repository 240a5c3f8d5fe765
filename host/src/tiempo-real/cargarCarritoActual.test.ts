import { configurarApiClient, useCarritoStore } from '@portal/shared/client';
import { iniciarServidorHttp, responderJson, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { cargarCarritoActual, RUTA_ITEMS_CARRITO } from './cargarCarritoActual.js';

let api: ServidorHttp;
let respuestaCarrito: { estado: number; cuerpo: unknown };
let notificaciones: string[];

beforeAll(async () => {
  api = await iniciarServidorHttp((solicitud, res) => {
    if (solicitud.path === RUTA_ITEMS_CARRITO) responderJson(res, respuestaCarrito.estado, respuestaCarrito.cuerpo);
    else responderJson(res, 200, {});
  });
  configurarApiClient({
    baseUrl: api.url,
    timeoutMs: 5000,
    versionCliente: 'prueba',
    navegar: () => undefined,
    notificarError: (mensaje) => void notificaciones.push(mensaje),
    registrar: () => undefined,
  });
});
afterAll(() => api.cerrar());

beforeEach(() => {
  api.solicitudes.length = 0;
  notificaciones = [];
  useCarritoStore.getState().limpiar();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const logs = () => api.solicitudes.filter((s) => s.path === '/api/kibana/log');

test('carga el carrito actual de la farmacia en el estado compartido', async () => {
  const item = { troquel: 4321, cantidad: 2, ofertaId: 7, comboId: 0, recomendado: true, ultimaActualizacion: '2026-11-22T12:00:00.000Z' };
  respuestaCarrito = { estado: 200, cuerpo: { carritoId: 31, items: [item] } };

  await cargarCarritoActual();

  expect(useCarritoStore.getState()).toMatchObject({ carritoId: 31, items: [item] });
});

test('un servidor sin el endpoint (404) no es un error: ni aviso ni registro', async () => {
  respuestaCarrito = { estado: 404, cuerpo: { error: 'not found' } };

  await cargarCarritoActual();

  expect(useCarritoStore.getState().items).toEqual([]);
  expect(notificaciones).toEqual([]);
  expect(logs()).toEqual([]);
});

test('un carrito con forma inválida se registra y no se aplica', async () => {
  respuestaCarrito = { estado: 200, cuerpo: { carritoId: 'x', items: [] } };

  await cargarCarritoActual();

  expect(useCarritoStore.getState().carritoId).toBeNull();
  expect(logs()).toHaveLength(1);
  expect(JSON.parse(logs()[0].cuerpo).mensaje).toMatch(/^No se pudo leer el carrito actual/);
});
