import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useAvisosRecuperadorStore } from '@portal/shared/client';
import userEvent from '@testing-library/user-event';
import Recuperador from './Recuperador.js';
import { iniciarApiPaginas, mostrarPagina, responderImportarCarrito, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => api.reiniciar());

const mostrar = () => mostrarPagina(<Recuperador />, '/pedidos/recuperador', '/pedidos/recuperador');

test('lists what was not delivered with its quantity, and adds it all to the cart, which the panel shows', async () => {
  api.responder('GET /api/recuperador/GetItemsRecuperador', {
    body: [
      { troquel: 1001, userId: 'u-1', fechaPedido: '2026-11-20', cantidadARecuperar: 4 },
      { troquel: 1002, userId: 'u-1', fechaPedido: '2026-11-21', cantidadARecuperar: 2 },
    ],
  });
  api.carrito.items = [{ troquel: 1001, cantidad: 1, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' }];
  responderImportarCarrito(api);
  mostrar();
  const fila = (await screen.findByText('Ibuprofeno 400 mg x 20')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('4')).toBeInTheDocument();
  expect(await within(fila).findByText('Disponible')).toBeInTheDocument();
  expect(within(fila).getByText('20/11/2026')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Agregar todos al carrito' }));
  expect(await screen.findByText('2 de 2 productos agregados al carrito.')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/carritopersistente/ImportarCarrito')).toEqual([
    [
      { troquel: 1001, cantidad: 4 },
      { troquel: 1002, cantidad: 2 },
    ],
  ]);
  // Added to what the line held: 1 + 4.
  await userEvent.click(screen.getByRole('button', { name: /Carrito$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Carrito' });
  expect(await within(panel).findByRole('spinbutton', { name: 'Cantidad de Ibuprofeno 400 mg x 20' })).toHaveValue('5');
  expect(within(panel).getByRole('spinbutton', { name: 'Cantidad de Ibupirac 600 mg x 10' })).toHaveValue('2');
});

test('empties the recoverer after confirming', async () => {
  let vacio = false;
  api.responder('GET /api/recuperador/GetItemsRecuperador', () => ({
    body: vacio ? [] : [{ troquel: 1001, userId: 'u-1', fechaPedido: '2026-11-20', cantidadARecuperar: 4 }],
  }));
  api.responder('POST /api/recuperador/VaciarRecuperador', () => {
    vacio = true;
    return { status: 204 };
  });
  mostrar();
  await screen.findByText('Ibuprofeno 400 mg x 20');
  await userEvent.click(screen.getByRole('button', { name: 'Vaciar recuperador' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
  // The empty recoverer says what it is for.
  expect(await screen.findByText('No hay faltantes para recuperar.')).toBeInTheDocument();
  expect(screen.getByText('Cuando un pedido llegue con unidades de menos, esas unidades aparecerán aquí para volver a pedirlas.')).toBeInTheDocument();
  expect(screen.getByText(/Las unidades que pidió y la distribuidora no le entregó \(faltantes\)/)).toBeInTheDocument();
});

test('a product back in stock says so on its row; a live restock notice reads the list again and clears the badge', async () => {
  useAvisosRecuperadorStore.setState({ conStock: [] });
  api.responder('GET /api/recuperador/GetItemsRecuperador', {
    body: [{ troquel: 1001, userId: 'u-1', fechaPedido: '2026-11-20', cantidadARecuperar: 4, conStock: false }],
  });
  mostrar();
  const fila = (await screen.findByText('Ibuprofeno 400 mg x 20')).closest('tr') as HTMLElement;
  expect(within(fila).queryByText('Volvió el stock')).not.toBeInTheDocument();

  api.responder('GET /api/recuperador/GetItemsRecuperador', {
    body: [{ troquel: 1001, userId: 'u-1', fechaPedido: '2026-11-20', cantidadARecuperar: 4, conStock: true }],
  });
  act(() => useAvisosRecuperadorStore.getState().aplicar({ productos: [{ troquel: 1001, nombre: 'Ibuprofeno 400 mg x 20', cantidadARecuperar: 4 }] }));
  expect(await screen.findByTestId('con-stock-1001', {}, { timeout: 20_000 })).toHaveTextContent('Volvió el stock');
  await waitFor(() => expect(useAvisosRecuperadorStore.getState().conStock).toEqual([]));
});

test('under the list, what expired from the recoverer: folded, with its days, dates in Buenos Aires, and back to the cart by hand', async () => {
  api.responder('GET /api/recuperador/GetItemsRecuperador', { body: [] });
  api.responder('GET /api/recuperador/Vencidos', {
    body: { diasVencimiento: 30, diasRegistro: 90, items: [{ troquel: 1002, fechaPedido: '2026-10-01', cantidadARecuperar: 3, fechaVencimiento: '2026-11-01T02:30:00.000Z' }] },
  });
  responderImportarCarrito(api);
  mostrar();
  const cabecera = await screen.findByRole('button', { name: /Vencidos del recuperador \(1\)/ });
  expect(screen.queryByText('Ibupirac 600 mg x 10')).not.toBeInTheDocument();

  await userEvent.click(cabecera);
  const fila = (await screen.findByText('Ibupirac 600 mg x 10')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('3')).toBeInTheDocument();
  expect(within(fila).getByText('01/10/2026')).toBeInTheDocument();
  // 02:30 UTC is still the 31st of October in Buenos Aires.
  expect(within(fila).getByText('31/10/2026 23:30')).toBeInTheDocument();
  expect(screen.getByText('Un faltante espera 30 días en el recuperador; después vence y queda en esta lista 90 días, por si todavía lo necesita.')).toBeInTheDocument();

  await userEvent.click(within(fila).getByRole('button', { name: 'Agregar Ibupirac 600 mg x 10 al carrito otra vez' }));
  expect(await screen.findByText('1 de 1 producto agregado al carrito.')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/carritopersistente/ImportarCarrito')).toEqual([[{ troquel: 1002, cantidad: 3 }]]);
});

test('with nothing expired the record says so', async () => {
  api.responder('GET /api/recuperador/GetItemsRecuperador', { body: [] });
  api.responder('GET /api/recuperador/Vencidos', { body: { diasVencimiento: 30, diasRegistro: 90, items: [] } });
  mostrar();
  await userEvent.click(await screen.findByRole('button', { name: /Vencidos del recuperador: ninguno/ }));
  expect(await screen.findByText('Ningún producto venció del recuperador en los últimos 90 días.')).toBeInTheDocument();
});
