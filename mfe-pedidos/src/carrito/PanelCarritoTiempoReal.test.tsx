import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCarritoStore, usePresenciaStore, useSessionStore } from '@portal/shared/client';
import { CodigoResultadoCarrito, type UsuarioSesion } from '@portal/shared/domain';
import { iniciarServidor, type ServidorPrueba } from '../../test/support/servidorPrueba.js';
import { montarApiPedidos, type CarritoPrueba } from '../../test/support/apiPedidos.js';
import { useResultadosCarrito } from './resultadosCarrito.js';
import { PanelCarrito } from './PanelCarrito.js';

// Presence of colleagues and the promised delivery of each line (issue 17), in the cart panel.
jest.setTimeout(60_000);
const ESPERA = { timeout: 20_000 };

let servidor: ServidorPrueba;
const carrito: CarritoPrueba = { items: [], proximoCodigo: CodigoResultadoCarrito.Ok };
const linea = (troquel: number, cantidad: number) => ({ troquel, cantidad, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' });
const YO = { id: 'u-yo', nombre: 'Yo Mismo' } as UsuarioSesion;

beforeAll(async () => {
  servidor = await iniciarServidor();
  montarApiPedidos(servidor, carrito);
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  carrito.items = [linea(1001, 2), linea(1003, 5)];
  carrito.entregas = undefined;
  carrito.horaServidor = undefined;
  useCarritoStore.getState().limpiar();
  useResultadosCarrito.getState().descartar();
  usePresenciaStore.setState({ propia: { viendoCarrito: false, editandoTroquel: null }, colegas: {} });
  useSessionStore.setState({ usuario: YO, accessToken: 't' });
});

function abrir() {
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={cliente}>
      <MemoryRouter>
        <PanelCarrito />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const aviso = (connectionId: string, userId: string, nombre: string, editandoTroquel: number | null = null) => ({
  connectionId,
  userId,
  nombre,
  viendoCarrito: true,
  editandoTroquel,
  nuevo: false,
  salio: false,
});

test('the open panel says so, and a focused quantity names its line, until it is left or the panel closes', async () => {
  const vista = abrir();
  const fila = await screen.findByTestId('linea-carrito-1001', {}, ESPERA);
  expect(usePresenciaStore.getState().propia).toEqual({ viendoCarrito: true, editandoTroquel: null });
  await userEvent.click(within(fila).getByRole('spinbutton'));
  expect(usePresenciaStore.getState().propia.editandoTroquel).toBe(1001);
  await userEvent.tab();
  await waitFor(() => expect(usePresenciaStore.getState().propia.editandoTroquel).toBeNull());
  vista.unmount();
  expect(usePresenciaStore.getState().propia.viendoCarrito).toBe(false);
});

test("colleagues with the cart open are named under its title, and one's name sits on the line it edits", async () => {
  abrir();
  await screen.findByTestId('linea-carrito-1003', {}, ESPERA);
  expect(screen.queryByTestId('colegas-en-carrito')).not.toBeInTheDocument();
  act(() => {
    usePresenciaStore.getState().aplicarAviso(aviso('c1', 'u-ana', 'Ana Díaz', 1003));
    usePresenciaStore.getState().aplicarAviso(aviso('c2', 'u-luis', 'Luis Paz'));
    // The signed-in user's own other tab is not a colleague.
    usePresenciaStore.getState().aplicarAviso(aviso('c3', 'u-yo', 'Yo Mismo', 1001));
  });
  expect(await screen.findByTestId('colegas-en-carrito', {}, ESPERA)).toHaveTextContent('También lo tienen abierto: Ana Díaz y Luis Paz');
  expect(within(screen.getByTestId('linea-carrito-1003')).getByTestId('editando-1003')).toHaveTextContent('Ana Díaz está editando');
  expect(screen.queryByTestId('editando-1001')).not.toBeInTheDocument();

  // Ana leaves the field, then Luis disconnects.
  act(() => usePresenciaStore.getState().aplicarAviso(aviso('c1', 'u-ana', 'Ana Díaz', null)));
  await waitFor(() => expect(screen.queryByTestId('editando-1003')).not.toBeInTheDocument());
  act(() => usePresenciaStore.getState().aplicarAviso({ ...aviso('c2', 'u-luis', 'Luis Paz'), salio: true }));
  await waitFor(() => expect(screen.getByTestId('colegas-en-carrito')).toHaveTextContent('También lo tiene abierto: Ana Díaz'));
});

test('each line says when it would arrive with the server clock, and moves to the next round when one closes', async () => {
  // The browser's clock is two hours off; the server's decides. Its round closes 1.5 s after the answer.
  const servidorAhora = Date.now() + 2 * 3_600_000;
  carrito.horaServidor = new Date(servidorAhora).toISOString();
  const cierraYa = new Date(servidorAhora + 1_500).toISOString();
  const despues = new Date(servidorAhora + 26 * 3_600_000).toISOString();
  carrito.entregas = {
    rondas: [
      { tipo: 'turno', turnoId: 1, descripcion: 'Mañana', cierre: cierraYa },
      { tipo: 'turno', turnoId: 1, descripcion: 'Mañana', cierre: despues },
    ],
    lineas: [
      { troquel: 1001, cantidad: 2, cubierta: 2 },
      { troquel: 1003, cantidad: 5, cubierta: 3 },
    ],
  };
  abrir();
  const completa = await screen.findByTestId('promesa-1001', {}, ESPERA);
  expect(completa.textContent).toMatch(/Llega con el reparto (de hoy|de mañana|del \S+ \d\d\/\d\d) \(cierra \d\d:\d\d\)/);
  const antes = completa.textContent;
  expect(screen.getByTestId('promesa-1003')).toHaveTextContent(/3 llegan con el reparto .*; 2 quedarían en el recuperador/);
  expect(screen.getByTestId('promesa-1003')).toHaveAttribute('data-tipo', 'parcial');
  // The closing passes on the server's clock: the line names the next round, with no new read of the rounds.
  await waitFor(() => expect(screen.getByTestId('promesa-1001').textContent).not.toBe(antes), ESPERA);
  expect(screen.getByTestId('promesa-1001').textContent).toMatch(/Llega con el reparto (de mañana|del \S+ \d\d\/\d\d) \(cierra \d\d:\d\d\)/);
});

test('a line the stock does not cover says it would wait in the recoverer', async () => {
  carrito.entregas = { rondas: [{ tipo: 'turno', turnoId: 1, descripcion: 'Tarde', cierre: new Date(Date.now() + 3_600_000).toISOString() }], lineas: [{ troquel: 1001, cantidad: 2, cubierta: 0 }, { troquel: 1003, cantidad: 5, cubierta: 5 }] };
  abrir();
  expect(await screen.findByTestId('promesa-1001', {}, ESPERA)).toHaveTextContent('Sin stock: quedaría en el recuperador');
  expect(screen.getByTestId('promesa-1001')).toHaveAttribute('data-tipo', 'recuperador');
});
