/** @jest-environment ./src/paginas/favoritos/entorno-red.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Recuperador from './Recuperador.js';
import { iniciarServidorPrueba, mostrarPagina, precio, producto, responderCatalogo, type ServidorPrueba } from '../favoritos/servidor-prueba.js';

let servidor: ServidorPrueba;
beforeEach(async () => {
  servidor = await iniciarServidorPrueba();
  responderCatalogo(servidor, [producto(1001, 'Ibuprofeno 400'), producto(1002, 'Paracetamol 500')], [precio(1001, 1000, 'critico'), precio(1002, 800)]);
});
afterEach(() => servidor.cerrar());

test('lists what was not delivered with its quantity, and adds it all to the cart', async () => {
  servidor.responder('GET /api/recuperador/GetItemsRecuperador', {
    body: [
      { troquel: 1001, userId: 'u-1', fechaPedido: '2026-11-20', cantidadARecuperar: 4 },
      { troquel: 1002, userId: 'u-1', fechaPedido: '2026-11-21', cantidadARecuperar: 2 },
    ],
  });
  servidor.responder('POST /api/carritopersistente/ImportarCarrito', ({ body }) => ({
    body: (body as { troquel: number; cantidad: number }[]).map((l) => ({ ...l, codigo: 0, mensaje: 'Producto actualizado en el carrito.', tipo: 'success', nuevoOfertaId: 0 })),
  }));
  mostrarPagina(<Recuperador />, '/pedidos/recuperador', '/pedidos/recuperador');
  const fila = (await screen.findByText('Ibuprofeno 400')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('4')).toBeInTheDocument();
  expect(within(fila).getByText('Stock crítico')).toBeInTheDocument();
  expect(within(fila).getByText('20/11/2026')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Agregar todos al carrito' }));
  expect(await screen.findByText('2 de 2 productos agregados al carrito.')).toBeInTheDocument();
  expect(servidor.solicitudes.find((s) => s.path === '/api/carritopersistente/ImportarCarrito')?.body).toEqual([
    { troquel: 1001, cantidad: 4 },
    { troquel: 1002, cantidad: 2 },
  ]);
});

test('empties the recoverer after confirming', async () => {
  let vacio = false;
  servidor.responder('GET /api/recuperador/GetItemsRecuperador', () => ({
    body: vacio ? [] : [{ troquel: 1001, userId: 'u-1', fechaPedido: '2026-11-20', cantidadARecuperar: 4 }],
  }));
  servidor.responder('POST /api/recuperador/VaciarRecuperador', () => {
    vacio = true;
    return { status: 204 };
  });
  mostrarPagina(<Recuperador />, '/pedidos/recuperador', '/pedidos/recuperador');
  await screen.findByText('Ibuprofeno 400');
  await userEvent.click(screen.getByRole('button', { name: 'Vaciar recuperador' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
  expect(await screen.findByText('No hay productos en la lista.')).toBeInTheDocument();
});
