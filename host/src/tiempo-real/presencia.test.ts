import { waitFor } from '@testing-library/react';
import { configurarApiClient, nombresColegas, usePresenciaStore, useTiempoRealStore } from '@portal/shared/client';
import { PRESENCIA_VIGENCIA_MS } from '@portal/shared/contracts';
import { HubEnMemoria } from '../../test/support/hubEnMemoria.js';
import { crearConexionCarrito, type ConexionCarrito } from './conexionCarrito.js';

let hub: HubEnMemoria;
let conexion: ConexionCarrito;

const aviso = (connectionId: string, userId: string, nombre: string, extra: Record<string, unknown> = {}) => ({
  connectionId,
  userId,
  nombre,
  viendoCarrito: true,
  editandoTroquel: null,
  nuevo: false,
  salio: false,
  ...extra,
});

beforeAll(() => {
  configurarApiClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined });
});

beforeEach(async () => {
  // The cut link of one test is logged by the library and our error stack; not what these tests watch.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useTiempoRealStore.setState({ connectionId: null, estado: 'Disconnected', mantenimiento: false });
  usePresenciaStore.setState({ propia: { viendoCarrito: false, editandoTroquel: null }, colegas: {} });
  hub = new HubEnMemoria();
  conexion = crearConexionCarrito({
    hubUrl: 'http://localhost/CarritoUsuarioHub',
    obtenerToken: () => 'token',
    opcionesHttp: { httpClient: hub.httpClient, transport: hub.transporte },
  });
  await conexion.iniciar();
});

afterEach(async () => {
  await conexion.detener();
  jest.restoreAllMocks();
});

test('opening the cart and focusing a line are announced once each; closing it too; a page without the cart says nothing', async () => {
  expect(hub.invocacionesDelCliente('ActualizarPresencia')).toEqual([]);
  usePresenciaStore.getState().setPropia({ viendoCarrito: true });
  usePresenciaStore.getState().setPropia({ viendoCarrito: true });
  usePresenciaStore.getState().setPropia({ editandoTroquel: 7790001 });
  usePresenciaStore.getState().setPropia({ viendoCarrito: false });
  await waitFor(() =>
    expect(hub.invocacionesDelCliente('ActualizarPresencia')).toEqual([
      [{ viendoCarrito: true, editandoTroquel: null }],
      [{ viendoCarrito: true, editandoTroquel: 7790001 }],
      [{ viendoCarrito: false, editandoTroquel: null }],
    ]),
  );
});

test("colleagues' notices fill the store, one name per user; one that left or closed the cart is gone", async () => {
  hub.invocar('PresenciaCarrito', aviso('c1', 'u-ana', 'Ana Pérez', { editandoTroquel: 5 }));
  hub.invocar('PresenciaCarrito', aviso('c2', 'u-ana', 'Ana Pérez'));
  hub.invocar('PresenciaCarrito', aviso('c3', 'u-luis', 'Luis Gómez'));
  hub.invocar('PresenciaCarrito', aviso('c4', 'u-yo', 'Yo'));
  await waitFor(() => expect(Object.keys(usePresenciaStore.getState().colegas)).toHaveLength(4));
  const { colegas } = usePresenciaStore.getState();
  expect(nombresColegas(colegas, 'u-yo')).toEqual(['Ana Pérez', 'Luis Gómez']);
  expect(nombresColegas(colegas, 'u-yo', 5)).toEqual(['Ana Pérez']);

  hub.invocar('PresenciaCarrito', aviso('c3', 'u-luis', 'Luis Gómez', { salio: true, viendoCarrito: false }));
  hub.invocar('PresenciaCarrito', aviso('c1', 'u-ana', 'Ana Pérez', { viendoCarrito: false }));
  await waitFor(() => expect(nombresColegas(usePresenciaStore.getState().colegas, 'u-yo')).toEqual(['Ana Pérez']));
});

test('a newcomer is answered with our state only while we have the cart open; an invalid notice is ignored', async () => {
  hub.invocar('PresenciaCarrito', aviso('c9', 'u-ana', 'Ana', { nuevo: true }));
  hub.invocar('PresenciaCarrito', { connectionId: 'c8', viendoCarrito: 'sí' });
  await waitFor(() => expect(usePresenciaStore.getState().colegas.c9).toBeDefined());
  expect(hub.invocacionesDelCliente('ActualizarPresencia')).toEqual([]);
  expect(usePresenciaStore.getState().colegas.c8).toBeUndefined();

  usePresenciaStore.getState().setPropia({ viendoCarrito: true, editandoTroquel: 3 });
  hub.invocar('PresenciaCarrito', aviso('c10', 'u-luis', 'Luis', { nuevo: true }));
  await waitFor(() => expect(hub.invocacionesDelCliente('ActualizarPresencia')).toHaveLength(2));
  expect(hub.invocacionesDelCliente('ActualizarPresencia')[1]).toEqual([{ viendoCarrito: true, editandoTroquel: 3 }]);
});

test('after a reconnection colleagues are forgotten until they answer, and our open cart is announced again', async () => {
  usePresenciaStore.getState().setPropia({ viendoCarrito: true });
  hub.invocar('PresenciaCarrito', aviso('c1', 'u-ana', 'Ana'));
  await waitFor(() => expect(usePresenciaStore.getState().colegas.c1).toBeDefined());
  hub.cortar('red caída');
  await waitFor(() => expect(useTiempoRealStore.getState().connectionId).toBe('conexion-2'));
  expect(usePresenciaStore.getState().colegas).toEqual({});
  await waitFor(() => expect(hub.invocacionesDelCliente('ActualizarPresencia')).toHaveLength(2));
});

test('a colleague not heard for the presence lifetime is forgotten', () => {
  const ahora = 1_000_000;
  usePresenciaStore.getState().aplicarAviso(aviso('c1', 'u-ana', 'Ana'), ahora);
  usePresenciaStore.getState().aplicarAviso(aviso('c2', 'u-luis', 'Luis'), ahora + 60_000);
  usePresenciaStore.getState().depurar(ahora + PRESENCIA_VIGENCIA_MS);
  expect(Object.keys(usePresenciaStore.getState().colegas)).toEqual(['c2']);
});
