import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import { iniciarApiPaginas, mostrarPagina, responderImportarCarrito, type ApiPaginas } from '../../../test/support/paginas.js';
import { cambiarCarrito, carritoVersionado } from '../../../test/support/apiPedidos.js';
import { recargarCarrito } from '../../carrito/index.js';
import { PedidoSugerido } from './PedidoSugerido.js';

// The suggested order (issue 17): shown apart with why, nothing added until the user accepts, accepted lines recommended.
jest.setTimeout(60_000);
const ESPERA = { timeout: 20_000 };
let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => api.reiniciar());

const SUGERENCIAS = [
  { troquel: 1001, nombre: 'Ibuprofeno 400 mg x 20', cantidad: 6, intervaloDias: 7, diasDesdeUltimo: 9, motivo: 'lo pide cada 7 días; último pedido hace 9 días' },
  { troquel: 1003, nombre: 'Amoxicilina 500 mg x 16', cantidad: 2, intervaloDias: 14, diasDesdeUltimo: 15, motivo: 'lo pide cada 14 días; último pedido hace 15 días' },
];

function prepararApi() {
  api.responder('GET /api/pedido/sugerido', { body: { sugerencias: SUGERENCIAS } });
  responderImportarCarrito(api, { 1003: CodigoResultadoCarrito.ProductoInexistente });
  api.responder('POST /api/carritopersistente/ActualizarItemCarritoRecomendado', (cuerpo) => {
    const { troquel } = cuerpo as { troquel: number };
    cambiarCarrito(api.carrito, (items) => items.map((i) => (i.troquel === troquel ? { ...i, recomendado: true } : i)));
    return { body: { codigo: 0, mensaje: '', tipo: 'success', nuevoOfertaId: 0, cantidad: 6, carrito: carritoVersionado(api.carrito) } };
  });
}

test('each suggestion shows why; nothing is added until accepted; "Agregar todos" adds them and marks what went in as recommended', async () => {
  prepararApi();
  mostrarPagina(<PedidoSugerido />, '/pedidos/nuevo', '/pedidos/nuevo');
  const fila = await screen.findByTestId('sugerencia-1001', {}, ESPERA);
  expect(within(fila).getByText('6 u. · lo pide cada 7 días; último pedido hace 9 días')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/carritopersistente/ImportarCarrito')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Agregar todos (2)' }));
  expect(await screen.findByText('1 de 2 productos agregados al carrito.', {}, ESPERA)).toBeInTheDocument();
  expect(api.cuerpos('POST /api/carritopersistente/ImportarCarrito')).toEqual([
    [
      { troquel: 1001, cantidad: 6 },
      { troquel: 1003, cantidad: 2 },
    ],
  ]);
  // Only what the cart took is marked recommended; the refused one stays offered.
  await waitFor(() => expect(api.cuerpos('POST /api/carritopersistente/ActualizarItemCarritoRecomendado')).toEqual([{ troquel: 1001, recomendado: true }]), ESPERA);
  await waitFor(() => expect(screen.queryByTestId('sugerencia-1001')).not.toBeInTheDocument(), ESPERA);
  // Each answer carried the cart: it was not read again.
  expect(api.cuerpos('GET /api/carritopersistente/GetItemsCarrito')).toEqual([]);
  expect(screen.getByTestId('sugerencia-1003')).toBeInTheDocument();
});

test('one line accepted alone; products already in the cart are not offered again', async () => {
  prepararApi();
  api.carrito.items = [{ troquel: 1003, cantidad: 1, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' }];
  await recargarCarrito();
  mostrarPagina(<PedidoSugerido />, '/pedidos/nuevo', '/pedidos/nuevo');
  await screen.findByTestId('sugerencia-1001', {}, ESPERA);
  expect(screen.queryByTestId('sugerencia-1003')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Agregar Ibuprofeno 400 mg x 20' }));
  await waitFor(() => expect(api.cuerpos('POST /api/carritopersistente/ActualizarItemCarritoRecomendado')).toEqual([{ troquel: 1001, recomendado: true }]), ESPERA);
  expect(await screen.findByText('Todos los productos sugeridos ya están en el carrito.', {}, ESPERA)).toBeInTheDocument();
});

test('a history without a rhythm says so; a failed read says so', async () => {
  api.responder('GET /api/pedido/sugerido', { body: { sugerencias: [] } });
  const vista = mostrarPagina(<PedidoSugerido />, '/pedidos/nuevo', '/pedidos/nuevo');
  expect(await screen.findByText(/Todavía no hay un pedido sugerido/, {}, ESPERA)).toBeInTheDocument();
  vista.unmount();
  api.responder('GET /api/pedido/sugerido', { status: 500, body: { mensaje: 'x' } });
  mostrarPagina(<PedidoSugerido />, '/pedidos/nuevo', '/pedidos/nuevo');
  expect(await screen.findByText('No se pudo obtener el pedido sugerido.', {}, ESPERA)).toBeInTheDocument();
});
