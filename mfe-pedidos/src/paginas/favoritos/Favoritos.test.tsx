import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import Favoritos from './Favoritos.js';
import { iniciarApiPaginas, mostrarPagina, responderImportarCarrito, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => api.reiniciar());

const favorito = (troquel: number) => ({ troquel, userId: 'u-1', fechaAlta: '2026-11-01T10:00:00.000Z', fechaUltimoPedido: null });
const mostrar = () => mostrarPagina(<Favoritos />, '/pedidos/favoritos', '/pedidos/favoritos');

test("lists the favourites with the catalogue's names, price and stock; adding shows each line's answer and the cart panel holds what went in", async () => {
  api.responder('GET /api/Favoritos/GetItemsFavoritos', { body: [favorito(1001), favorito(1003)] });
  api.responder('POST /api/producto/precio', (cuerpo) => ({
    body: (cuerpo as { items: number[] }).items.map((troquel) => ({
      troquel, stock: troquel === 1003 ? 'falta' : 'normal', iva: 2, ultimoPrecio: 0, ultimoIngreso: null, precioAnterior: null, precioLista: 0,
      comboId: 0, ofertaId: 0, valor: troquel === 1003 ? 3200 : 1500, descuentoTexto: '', min: 1, max: null, multi: 1, cantidad: 1, requisito: null,
    })),
  }));
  responderImportarCarrito(api, { 1003: CodigoResultadoCarrito.ProductoBloqueado });
  const { container } = mostrar();
  const fila = (await screen.findByText('Amoxicilina 500 mg x 16')).closest('tr') as HTMLElement;
  expect(await within(fila).findByText('En falta')).toBeInTheDocument();
  expect(within(fila).getByText(/3\.200,00/)).toBeInTheDocument();
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();
  // The names come from the cached catalogue: nothing was asked one by one.
  expect(api.cuerpos('POST /api/producto/SinFiltro')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Agregar Amoxicilina 500 mg x 16 al carrito' }));
  expect(await screen.findByText('Amoxicilina 500 mg x 16: El producto está bloqueado para su farmacia.')).toBeInTheDocument();
  expect(screen.getByText('0 de 1 producto agregado al carrito.')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/carritopersistente/ImportarCarrito')).toEqual([[{ troquel: 1003, cantidad: 1 }]]);

  await userEvent.click(screen.getByRole('button', { name: 'Agregar todos al carrito' }));
  expect(await screen.findByText('1 de 2 productos agregados al carrito.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Carrito$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Carrito' });
  expect(await within(panel).findByTestId('linea-carrito-1001')).toHaveTextContent('Ibuprofeno 400 mg x 20');
  expect(within(panel).queryByTestId('linea-carrito-1003')).not.toBeInTheDocument();
});

test('a favourite with a bonus (flag 64) shows its mark beside the name', async () => {
  api.responder('GET /api/Favoritos/GetItemsFavoritos', { body: [favorito(1001), favorito(1002)] });
  mostrar();
  const conBono = (await screen.findByText('Ibupirac 600 mg x 10')).closest('tr') as HTMLElement;
  expect(within(conBono).getByText('Bono PAP')).toBeInTheDocument();
  expect(within((await screen.findByText('Ibuprofeno 400 mg x 20')).closest('tr') as HTMLElement).queryByText(/^Bono/)).not.toBeInTheDocument();
});

test('removes a favourite and the list is read again', async () => {
  let lista = [favorito(1001), favorito(1003)];
  api.responder('GET /api/Favoritos/GetItemsFavoritos', () => ({ body: lista }));
  api.responder('POST /api/Favoritos/BorrarItemFavoritos/1001', () => {
    lista = lista.filter((f) => f.troquel !== 1001);
    return { status: 204 };
  });
  mostrar();
  await screen.findByText('Ibuprofeno 400 mg x 20');
  // The removal names the product, not its troquel.
  await userEvent.click(await screen.findByRole('button', { name: 'Quitar Ibuprofeno 400 mg x 20 de la lista' }));
  expect(await screen.findByText('Se quitó Ibuprofeno 400 mg x 20 de favoritos.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Ibuprofeno 400 mg x 20')).not.toBeInTheDocument());
  expect(screen.getByText('Amoxicilina 500 mg x 16')).toBeInTheDocument();
});

test('shows the SPEC message when the first load of the favourites fails', async () => {
  api.responder('GET /api/Favoritos/GetItemsFavoritos', { status: 403, body: { title: 'Prohibido', errors: {}, mensaje: 'Sin permiso.' } });
  mostrar();
  expect(await screen.findByText('No se pudo obtener la lista de items favoritos al iniciar')).toBeInTheDocument();
});
