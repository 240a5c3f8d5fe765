import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configurarApiClient, useAvisosRecuperadorStore, useTiempoRealStore } from '@portal/shared/client';
import { HubEnMemoria } from '../../test/support/hubEnMemoria.js';
import { ReceptorNotificaciones } from '../arranque/notificaciones.js';
import { InsigniaRecuperador } from '../shell/InsigniaRecuperador.js';
import { crearConexionCarrito, type ConexionCarrito } from './conexionCarrito.js';

// The restock notice (hub RecuperadorConStock, issue 17): over the real SignalR client, to the header's badge and notice.
jest.setTimeout(60_000);
let hub: HubEnMemoria;
let conexion: ConexionCarrito;

beforeAll(() => {
  configurarApiClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined });
});

beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useTiempoRealStore.setState({ connectionId: null, estado: 'Disconnected', mantenimiento: false });
  useAvisosRecuperadorStore.setState({ conStock: [] });
  hub = new HubEnMemoria();
  conexion = crearConexionCarrito({ hubUrl: 'http://localhost/CarritoUsuarioHub', obtenerToken: () => 'token', opcionesHttp: { httpClient: hub.httpClient, transport: hub.transporte } });
  await conexion.iniciar();
});

afterEach(async () => {
  await conexion.detener();
  jest.restoreAllMocks();
});

function abrir() {
  return render(
    <App>
      <ReceptorNotificaciones />
      <MemoryRouter initialEntries={['/cc']}>
        <Routes>
          <Route path="/cc" element={<InsigniaRecuperador />} />
          <Route path="/pedidos/recuperador" element={<p>Página del recuperador</p>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

test('products back in stock raise a notice and a badge; the notice leads to the recoverer; a bad notice is ignored', async () => {
  abrir();
  expect(screen.queryByRole('link', { name: /Recuperador con stock/ })).not.toBeInTheDocument();
  act(() => hub.invocar('RecuperadorConStock', { productos: [] }));
  act(() =>
    hub.invocar('RecuperadorConStock', {
      productos: [
        { troquel: 1001, nombre: 'Ibuprofeno 400 mg x 20', cantidadARecuperar: 3 },
        { troquel: 1003, nombre: 'Amoxicilina 500 mg x 16', cantidadARecuperar: 1 },
      ],
    }),
  );
  expect(await screen.findByText('Volvió el stock de 2 productos de su recuperador', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('Ibuprofeno 400 mg x 20 y Amoxicilina 500 mg x 16: puede agregarlos al carrito para el próximo reparto.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Recuperador con stock: 2' })).toHaveAttribute('href', '/pedidos/recuperador');
  // The same product heard again is one entry, not two.
  act(() => hub.invocar('RecuperadorConStock', { productos: [{ troquel: 1001, nombre: 'Ibuprofeno 400 mg x 20', cantidadARecuperar: 3 }] }));
  expect(useAvisosRecuperadorStore.getState().conStock).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'Ver el recuperador' }));
  expect(await screen.findByText('Página del recuperador')).toBeInTheDocument();
});

test('once the recoverer page is seen the badge goes', async () => {
  abrir();
  act(() => hub.invocar('RecuperadorConStock', { productos: [{ troquel: 1001, nombre: 'Ibuprofeno 400 mg x 20', cantidadARecuperar: 3 }] }));
  expect(await screen.findByRole('link', { name: 'Recuperador con stock: 1' }, { timeout: 10_000 })).toBeInTheDocument();
  act(() => useAvisosRecuperadorStore.getState().vistos());
  await waitFor(() => expect(screen.queryByRole('link', { name: /Recuperador con stock/ })).not.toBeInTheDocument());
});
