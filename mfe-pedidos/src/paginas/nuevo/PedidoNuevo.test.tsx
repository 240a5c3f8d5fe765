import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCarritoStore } from '@portal/shared/client';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import { iniciarServidor, registrosEnviados, type ServidorPrueba } from '../../../test/support/servidorPrueba.js';
import { montarApiPedidos, type CarritoPrueba } from '../../../test/support/apiPedidos.js';
import PedidoNuevo from './PedidoNuevo.js';

// Two shared cores run every suite of the workspace: waits are long, what is awaited is exact.
jest.setTimeout(60_000);
const ESPERA = { timeout: 20_000 };

let servidor: ServidorPrueba;
const carrito: CarritoPrueba = { items: [], proximoCodigo: CodigoResultadoCarrito.Ok };

beforeAll(async () => {
  servidor = await iniciarServidor();
  montarApiPedidos(servidor, carrito);
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  servidor.llamadas.length = 0;
  carrito.items = [];
  carrito.version = 0;
  carrito.proximoCodigo = CodigoResultadoCarrito.Ok;
  useCarritoStore.getState().limpiar();
});

function abrir(ruta = '/pedidos/nuevo') {
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={cliente}>
      <MemoryRouter initialEntries={[ruta]}>
        <PedidoNuevo />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** What the searcher asked the cart: adds (`AgregarItemCarrito`), never a quantity set from what the page holds. */
const cambiosDeCarrito = () => servidor.llamadas.filter((l) => l.path.startsWith('/api/carritopersistente/') && l.metodo !== 'GET').map((l) => [l.path.split('?')[0], l.cuerpo]);
const agregado = (troquel: number, cantidad: number) => ['/api/carritopersistente/AgregarItemCarrito', { troquel, cantidad, ofertaid: 0 }];

async function catalogoListo() {
  const caja = screen.getByRole('textbox', { name: 'Buscar productos' });
  await waitFor(() => expect(screen.queryByText('Cargando el catálogo de productos…')).not.toBeInTheDocument(), ESPERA);
  await waitFor(() => expect(caja).toHaveFocus(), ESPERA);
  // The searcher takes a scanner's digits + Enter itself: the portal-wide scan must leave it alone.
  expect(caja).toHaveAttribute('data-escaneo', 'propio');
  return caja;
}

test('the search box has the focus once the catalogue is loaded, and results come as the user types', async () => {
  const { container } = abrir();
  expect(screen.getByText('Cargando el catálogo de productos…')).toBeInTheDocument();
  const caja = await catalogoListo();
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();
  await userEvent.type(caja, 'ibu');
  const resultados = await screen.findByRole('listbox', { name: 'Resultados de la búsqueda' }, ESPERA);
  await waitFor(() => expect(within(resultados).getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual(['Ibupirac 600 mg x 10', 'Ibuprofeno 400 mg x 20']), ESPERA);
  expect(within(resultados).getByText('Bagó')).toBeInTheDocument();
  expect(await within(resultados).findAllByText('$ 920,00', {}, ESPERA)).toHaveLength(2);
  expect(within(resultados).getByText('Bono PAP')).toBeInTheDocument();
});

test('arrows move, digits set the quantity, Enter adds the selected product, Esc returns to the box', async () => {
  abrir();
  const caja = await catalogoListo();
  await userEvent.type(caja, 'ibu');
  await screen.findByRole('option', { name: 'Ibuprofeno 400 mg x 20' }, ESPERA);
  await userEvent.keyboard('{ArrowDown}');
  const lista = screen.getByRole('listbox', { name: 'Resultados de la búsqueda' });
  expect(lista).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Ibuprofeno 400 mg x 20' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('12{Enter}');
  await waitFor(() => expect(cambiosDeCarrito()).toEqual([agregado(1001, 12)]), ESPERA);
  await waitFor(() => expect(useCarritoStore.getState().items.map((i) => [i.troquel, i.cantidad])).toEqual([[1001, 12]]), ESPERA);
  await userEvent.keyboard('{Escape}');
  expect(caja).toHaveFocus();
});

test('a row shows the whole name, the presentation, the marks and what the cart already holds of the product', async () => {
  carrito.items = [{ troquel: 1001, cantidad: 3, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' }];
  abrir();
  const caja = await catalogoListo();
  await userEvent.type(caja, 'ibu');
  const fila = await screen.findByRole('option', { name: 'Ibuprofeno 400 mg x 20' }, ESPERA);
  expect(within(fila).getByText('Ibuprofeno 400 mg x 20')).toBeInTheDocument();
  expect(within(fila).getByText('· Comprimidos x 20')).toBeInTheDocument();
  expect(within(fila).getByText('· Troquel 1001')).toBeInTheDocument();
  // The name is not cut with an ellipsis: it wraps.
  expect(fila.querySelector('.ant-typography-ellipsis')).toBeNull();
  expect(await within(fila).findByTestId('en-carrito-1001', {}, ESPERA)).toHaveTextContent('3 en el carrito');
  expect(within(screen.getByRole('option', { name: 'Ibupirac 600 mg x 10' })).queryByTestId('en-carrito-1002')).not.toBeInTheDocument();
  // Adding from the row: the row follows the cart.
  await userEvent.click(within(fila).getByRole('button', { name: 'Agregar Ibuprofeno 400 mg x 20' }));
  await waitFor(() => expect(within(screen.getByRole('option', { name: 'Ibuprofeno 400 mg x 20' })).getByTestId('en-carrito-1001')).toHaveTextContent('4 en el carrito'), ESPERA);
  // And the notice says what happened to which product (no "Producto actualizado" on an add).
  expect(await screen.findByRole('status', {}, ESPERA)).toHaveTextContent('Ibuprofeno 400 mg x 20: de 3 unidades a 4 unidades en el carrito.');
  expect(cambiosDeCarrito()).toEqual([agregado(1001, 1)]);
});

test('"add N" asks the server to add N: units a colleague put in that this page has not seen yet still count', async () => {
  carrito.items = [{ troquel: 1001, cantidad: 3, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' }];
  abrir();
  const caja = await catalogoListo();
  await userEvent.type(caja, 'ibuprofeno');
  const fila = await screen.findByRole('option', { name: 'Ibuprofeno 400 mg x 20' }, ESPERA);
  expect(await within(fila).findByTestId('en-carrito-1001', {}, ESPERA)).toHaveTextContent('3 en el carrito');
  // A colleague's change (3 → 5) whose hub message has not reached this page.
  carrito.items = [{ ...carrito.items[0]!, cantidad: 5 }];
  carrito.version = (carrito.version ?? 0) + 1;
  const lecturas = servidor.llamadas.filter((l) => l.path === '/api/carritopersistente/GetItemsCarrito').length;

  await userEvent.keyboard('{ArrowDown}2{Enter}');
  await waitFor(() => expect(cambiosDeCarrito()).toEqual([agregado(1001, 2)]), ESPERA);
  // The answer's cart, not "what this page held + 2": 5 + 2, read from no second call.
  await waitFor(() => expect(within(screen.getByRole('option', { name: 'Ibuprofeno 400 mg x 20' })).getByTestId('en-carrito-1001')).toHaveTextContent('7 en el carrito'), ESPERA);
  expect(servidor.llamadas.filter((l) => l.path === '/api/carritopersistente/GetItemsCarrito')).toHaveLength(lecturas);
});

test('a scanner typing a barcode and Enter adds that product at once', async () => {
  abrir();
  const caja = await catalogoListo();
  await userEvent.type(caja, '7795555555555{Enter}');
  await waitFor(() => expect(cambiosDeCarrito()).toEqual([agregado(1003, 1)]), ESPERA);
  expect(caja).toHaveValue('');
});

test('a search without matches says so', async () => {
  abrir();
  const caja = await catalogoListo();
  await userEvent.type(caja, 'zzzz');
  expect(await screen.findByText('No se encontraron productos para "zzzz"', {}, ESPERA)).toBeInTheDocument();
});

test('a banner link lands with its text already searched', async () => {
  abrir('/pedidos/nuevo?texto=amoxi');
  await catalogoListo();
  expect(await screen.findByRole('option', { name: 'Amoxicilina 500 mg x 16' }, ESPERA)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toHaveValue('amoxi');
});

test('a banner search type the searcher does not serve is logged', async () => {
  abrir('/pedidos/nuevo?tipoBusqueda=5&texto=x');
  await waitFor(() => expect(registrosEnviados(servidor)).toEqual(['Tipo de busqueda no soportado: 5']), ESPERA);
});

test('the product detail shows its note', async () => {
  servidor.rutas.unshift((req, _cuerpo, res) => {
    if (req.url !== '/api/producto/detalle') return false;
    const { PRODUCTOS } = jest.requireActual<typeof import('../../../test/support/apiPedidos.js')>('../../../test/support/apiPedidos.js');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ producto: PRODUCTOS[2], nota: { troquel: 1003, observacionAlComprar: 'Conservar entre 2 y 8 °C', notaWebDescripcion: null } }),
    );
    return true;
  });
  abrir();
  const caja = await catalogoListo();
  await userEvent.type(caja, 'amox');
  await userEvent.click(await screen.findByRole('button', { name: 'Detalle de Amoxicilina 500 mg x 16' }, ESPERA));
  expect(await screen.findByText('Conservar entre 2 y 8 °C', {}, ESPERA)).toBeInTheDocument();
  expect(screen.getAllByText('Refrigerado').length).toBeGreaterThan(0);
});
