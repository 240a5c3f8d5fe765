/** @jest-environment ./src/paginas/favoritos/entorno-red.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Favoritos from './Favoritos.js';
import { iniciarServidorPrueba, mostrarPagina, precio, producto, responderCatalogo, type ServidorPrueba } from './servidor-prueba.js';

let servidor: ServidorPrueba;
beforeEach(async () => {
  servidor = await iniciarServidorPrueba();
  responderCatalogo(servidor, [producto(1001, 'Ibuprofeno 400 mg x 20'), producto(1002, 'Amoxicilina 500 mg x 16')], [precio(1001, 1500), precio(1002, 3200, 'falta')]);
});
afterEach(() => servidor.cerrar());

const favorito = (troquel: number) => ({ troquel, userId: 'u-1', fechaAlta: '2026-11-01T10:00:00.000Z', fechaUltimoPedido: null });

test('lists the favourites with name, price and stock, and adds one to the cart showing the cart\'s answer', async () => {
  servidor.responder('GET /api/Favoritos/GetItemsFavoritos', { body: [favorito(1001), favorito(1002)] });
  servidor.responder('POST /api/carritopersistente/ImportarCarrito', {
    body: [{ troquel: 1002, codigo: 60, mensaje: 'El producto está bloqueado para su farmacia.', tipo: 'error', nuevoOfertaId: 0, cantidad: 0 }],
  });
  const { container } = mostrarPagina(<Favoritos />, '/pedidos/favoritos', '/pedidos/favoritos');
  const fila = (await screen.findByText('Amoxicilina 500 mg x 16')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('En falta')).toBeInTheDocument();
  expect(within(fila).getByText(/3\.200,00/)).toBeInTheDocument();
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Agregar 1002 al carrito' }));
  expect(await screen.findByText('Amoxicilina 500 mg x 16: El producto está bloqueado para su farmacia.')).toBeInTheDocument();
  expect(screen.getByText('0 de 1 producto agregado al carrito.')).toBeInTheDocument();
  expect(servidor.solicitudes.find((s) => s.path === '/api/carritopersistente/ImportarCarrito')?.body).toEqual([{ troquel: 1002, cantidad: 1 }]);
});

test('removes a favourite and the list is read again', async () => {
  let lista = [favorito(1001), favorito(1002)];
  servidor.responder('GET /api/Favoritos/GetItemsFavoritos', () => ({ body: lista }));
  servidor.responder('POST /api/Favoritos/BorrarItemFavoritos/1001', () => {
    lista = lista.filter((f) => f.troquel !== 1001);
    return { status: 204 };
  });
  mostrarPagina(<Favoritos />, '/pedidos/favoritos', '/pedidos/favoritos');
  await userEvent.click(await screen.findByRole('button', { name: 'Quitar 1001' }));
  await waitFor(() => expect(screen.queryByText('Ibuprofeno 400 mg x 20')).not.toBeInTheDocument());
  expect(screen.getByText('Amoxicilina 500 mg x 16')).toBeInTheDocument();
});

test('shows the SPEC message when the first load of the favourites fails', async () => {
  servidor.responder('GET /api/Favoritos/GetItemsFavoritos', { status: 403, body: { title: 'Prohibido', errors: {}, mensaje: 'Sin permiso.' } });
  mostrarPagina(<Favoritos />, '/pedidos/favoritos', '/pedidos/favoritos');
  expect(await screen.findByText('No se pudo obtener la lista de items favoritos al iniciar')).toBeInTheDocument();
});
