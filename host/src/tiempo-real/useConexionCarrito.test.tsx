import { render, waitFor } from '@testing-library/react';
import { configurarApiClient, useCarritoStore, useSessionStore } from '@portal/shared/client';
import type { Rol } from '@portal/shared/domain';
import { iniciarServidorHttp, responderJson, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { usuarioCon } from '../../test/support/usuarios.js';
import { RUTA_ITEMS_CARRITO } from './cargarCarritoActual.js';
import { ConexionCarrito } from './ConexionCarrito.js';

let api: ServidorHttp;

beforeAll(async () => {
  api = await iniciarServidorHttp((solicitud, res) => {
    if (solicitud.path === RUTA_ITEMS_CARRITO) responderJson(res, 200, { carritoId: 31, version: 1, items: [] });
    else responderJson(res, 404, {});
  });
  configurarApiClient({ baseUrl: api.url, timeoutMs: 5000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined, registrar: () => undefined });
});
afterAll(() => api.cerrar());

beforeEach(() => {
  api.solicitudes.length = 0;
  useCarritoStore.getState().limpiar();
  useSessionStore.getState().limpiar();
  // The hub's address answers 404 here, which the connection reports on the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const lecturasDelCarrito = () => api.solicitudes.filter((s) => s.path === RUTA_ITEMS_CARRITO);

function conectarCon(roles: Rol[]) {
  useSessionStore.getState().setSesion(usuarioCon(roles), 'token');
  // The hub's address answers nothing here: what is looked at is whether the cart is read at all.
  return render(<ConexionCarrito hubUrl={`${api.url}/CarritoUsuarioHub`} nivelLog="None" />);
}

test('quien pide lee el carrito actual de su farmacia al tener sesión', async () => {
  const { unmount } = conectarCon(['Pedidos', 'AccesoDashboard']);

  await waitFor(() => expect(useCarritoStore.getState().carritoId).toBe(31));
  expect(lecturasDelCarrito()).toHaveLength(1);
  unmount();
});

test('quien solo consulta la cuenta corriente no tiene carrito: no lo lee ni se conecta a sus cambios', async () => {
  const { unmount } = conectarCon(['CuentaCorriente', 'CuentaCorrienteFacturas']);

  // The SignalR client is imported asynchronously when there is a cart to follow; give it the time it would take.
  await new Promise((r) => setTimeout(r, 300));
  expect(api.solicitudes.map((s) => s.path)).toEqual([]);
  expect(useCarritoStore.getState().carritoId).toBeNull();
  unmount();
});
