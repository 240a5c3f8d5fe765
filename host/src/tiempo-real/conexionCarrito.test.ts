import { waitFor } from '@testing-library/react';
import { configurarApiClient, useCarritoStore, useTiempoRealStore } from '@portal/shared/client';
import { HubEnMemoria } from '../../test/support/hubEnMemoria.js';
import { iniciarServidorHttp, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { crearConexionCarrito, type ConexionCarrito } from './conexionCarrito.js';
import { DEMORAS_RECONEXION_MS, politicaReconexionCarrito } from './politicaReconexion.js';

let api: ServidorHttp;
let hub: HubEnMemoria;
let conexion: ConexionCarrito;
let reconexiones: number;

beforeAll(async () => {
  api = await iniciarServidorHttp((_solicitud, res) => {
    res.writeHead(200);
    res.end();
  });
  configurarApiClient({ baseUrl: api.url, timeoutMs: 5000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined });
});
afterAll(() => api.cerrar());

beforeEach(() => {
  api.solicitudes.length = 0;
  useTiempoRealStore.setState({ connectionId: null, estado: 'Disconnected', mantenimiento: false });
  useCarritoStore.getState().limpiar();
  hub = new HubEnMemoria();
  reconexiones = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  conexion = crearConexionCarrito({
    hubUrl: 'http://localhost/CarritoUsuarioHub',
    obtenerToken: () => 'token-de-sesion',
    alReconectar: () => {
      reconexiones += 1;
    },
    opcionesHttp: { httpClient: hub.httpClient, transport: hub.transporte },
  });
});

afterEach(async () => {
  await conexion.detener();
  jest.restoreAllMocks();
});

const logsEnviados = () => api.solicitudes.filter((s) => s.metodo === 'POST' && s.path === '/api/kibana/log').map((s) => JSON.parse(s.cuerpo).mensaje as string);

async function reconectarTrasCorte(numero: number): Promise<void> {
  hub.cortar(`Conexión perdida ${numero}`);
  await waitFor(() => expect(useTiempoRealStore.getState().connectionId).toBe(`conexion-${numero + 1}`));
}

test('la política espera 0, 3, 10 y luego 60 segundos, y se rinde tras 10 reintentos', () => {
  const demoras = Array.from({ length: 11 }, (_, previousRetryCount) =>
    politicaReconexionCarrito.nextRetryDelayInMilliseconds({ previousRetryCount, elapsedMilliseconds: 0, retryReason: new Error('corte') }),
  );
  expect(demoras).toEqual([0, 3000, 10000, 60000, 60000, 60000, 60000, 60000, 60000, 60000, null]);
  expect(DEMORAS_RECONEXION_MS).toEqual([0, 3000, 10000, 60000]);
});

test('al conectar guarda el id de conexión y usa el token de la sesión', async () => {
  await conexion.iniciar();

  expect(useTiempoRealStore.getState()).toMatchObject({ connectionId: 'conexion-1', estado: 'Connected' });
  expect(hub.autorizaciones).toEqual(['Bearer token-de-sesion']);
});

test('al reconectarse guarda el nuevo id y avisa para volver a leer el carrito', async () => {
  await conexion.iniciar();

  await reconectarTrasCorte(1);

  expect(useTiempoRealStore.getState().estado).toBe('Connected');
  expect(reconexiones).toBe(1);
});

test('un primer arranque fallido se reintenta con la misma política', async () => {
  hub.fallarProximasNegociaciones(1);

  await conexion.iniciar();

  await waitFor(() => expect(useTiempoRealStore.getState().connectionId).toBe('conexion-1'));
  expect(hub.negociaciones).toBe(2);
});

test('ActualizarCarrito actualiza el carrito compartido y una actualización inválida se descarta', async () => {
  await conexion.iniciar();
  const item = { troquel: 12345, cantidad: 3, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T13:00:00.000Z' };

  hub.invocar('ActualizarCarrito', { carritoId: 9, items: [item] });
  await waitFor(() => expect(useCarritoStore.getState().items).toEqual([item]));

  hub.invocar('ActualizarCarrito', { carritoId: 9, items: [{ ...item, cantidad: 'tres' }] });
  await waitFor(() => expect(logsEnviados()).toHaveLength(1));
  expect(logsEnviados()[0]).toMatch(/^Actualización de carrito inválida/);
  expect(useCarritoStore.getState()).toMatchObject({ carritoId: 9, items: [item] });
  expect(useCarritoStore.getState().cantidadItems()).toBe(1);
});

test('SetMantenimiento pasa la señal al estado de tiempo real', async () => {
  await conexion.iniciar();

  hub.invocar('SetMantenimiento', true);
  await waitFor(() => expect(useTiempoRealStore.getState().mantenimiento).toBe(true));
  hub.invocar('SetMantenimiento', false);
  await waitFor(() => expect(useTiempoRealStore.getState().mantenimiento).toBe(false));
});

test('los errores de reconexión se informan juntos al acumularse 5, y la lista vuelve a empezar', async () => {
  await conexion.iniciar();

  for (let corte = 1; corte <= 4; corte++) await reconectarTrasCorte(corte);
  expect(logsEnviados()).toEqual([]);

  await reconectarTrasCorte(5);
  await waitFor(() => expect(logsEnviados()).toHaveLength(1));
  const [informe] = logsEnviados();
  for (let corte = 1; corte <= 5; corte++) expect(informe).toContain(`Conexión perdida ${corte}`);

  for (let corte = 6; corte <= 9; corte++) await reconectarTrasCorte(corte);
  expect(logsEnviados()).toHaveLength(1);
});

test('al detenerse borra el id de conexión', async () => {
  await conexion.iniciar();

  await conexion.detener();

  expect(useTiempoRealStore.getState()).toMatchObject({ connectionId: null, estado: 'Disconnected' });
});
