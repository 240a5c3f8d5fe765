import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCarritoStore } from '@portal/shared/client';
import { definirConfigPedidos, obtenerConfigPedidos } from '../../configuracion.js';
import Resumen from './Resumen.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';

const AHORA = '2026-11-22T10:00:00.000Z';
const CARRITO = {
  carritoId: 77,
  items: [
    { troquel: 1001, cantidad: 3, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: AHORA },
    { troquel: 1002, cantidad: 2, ofertaId: 5, comboId: 0, recomendado: false, ultimaActualizacion: AHORA },
    { troquel: 1003, cantidad: 1, ofertaId: 0, comboId: 9, recomendado: false, ultimaActualizacion: AHORA },
  ],
};
const TURNOS = [
  { id: 1, activo: true, obs: 'Turno mañana', horaCierre: '11:00', cierre: '2026-11-22T14:00:00.000Z', paraHoy: true },
  { id: 2, activo: true, obs: 'Turno tarde', horaCierre: '17:00', cierre: '2026-11-22T20:00:00.000Z', paraHoy: true },
];
const PEDIDO = {
  id: 501,
  pedidoGuid: '3f2b8c1e-8d7a-4b7e-9a61-0c2f5e4d1a23',
  farmaciaId: 7,
  fechaAlta: AHORA,
  estadoId: 200,
  turnoId: 2,
  userId: 'u-1',
  importe: 12_100,
  operador: null,
  cantidadItems: 3,
  cantidadItemsTotal: 6,
  facturasGeneradas: 0,
};

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(async () => {
  api.reiniciar();
  api.carrito.items = CARRITO.items.map((i) => ({ ...i }));
  api.responder('GET /api/pedido/7/turnos-disponibles', { body: TURNOS });
  definirConfigPedidos({ ...(await obtenerConfigPedidos()), countdownResumen: 90 });
  api.responder('POST /api/pedido/ChequeadorRestriccionesProductoControllerChequear', {
    body: [
      { resultadoChequeo: 0, motivoRechazo: 0, troquel: 1001, ofertaId: 0, comboId: 0, cantidadPedida: 3, cantidadAceptada: 3 },
      { resultadoChequeo: 1, motivoRechazo: 3, troquel: 1002, ofertaId: 5, comboId: 0, cantidadPedida: 2, cantidadAceptada: 1 },
    ],
  });
});

const mostrar = () => mostrarPagina(<Resumen />, '/pedidos/resumen', '/pedidos/resumen');

test('shows the cart as its main content (lines, amounts), the shifts, the countdown and each line the restriction check refused', async () => {
  const { container } = mostrar();
  const carrito = await screen.findByLabelText('Carrito');
  // Names come from the cached catalogue, once it is read.
  await waitFor(() => expect(within(carrito).getByTestId('linea-carrito-1001')).toHaveTextContent('Ibuprofeno 400 mg x 20'));
  expect(within(carrito).getByTestId('linea-carrito-1003')).toHaveTextContent('Combo 9');
  expect(within(carrito).getByTestId('linea-carrito-1002')).toHaveTextContent('Oferta 5');
  // The test API's amounts: $ 100 a unit, 3 + 2 + 1 units.
  await waitFor(() => expect(within(carrito).getByTestId('total-carrito')).toHaveTextContent('$ 600,00'));
  // Price with the pharmacy's discount, a unit and the line's.
  expect(await within(carrito).findByTestId('importe-linea-1001')).toHaveTextContent('$ 920,00 c/u · $ 2.760,00');
  // The summary itself goes on to the confirmation: the panel's own "Continuar" is not there.
  expect(within(carrito).queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
  expect(await screen.findByText('Ibupirac 600 mg x 10: Supera el máximo de la oferta. Pedido 2, aceptado 1.')).toBeInTheDocument();
  expect(screen.getByText('1 producto no se puede pedir en la cantidad indicada')).toBeInTheDocument();
  expect(screen.queryByText(/Ibuprofeno 400 mg x 20: /)).not.toBeInTheDocument();
  // The next shift to close is the suggestion, marked as such and chosen; each shift says when it closes.
  const manana = await screen.findByRole('radio', { name: /^Turno mañana · cierra (hoy|mañana|el \S+ \d\d\/\d\d) a las 11:00$/ });
  expect(manana).toBeChecked();
  expect(manana).toHaveAccessibleDescription('Sugerido');
  expect(screen.getByRole('radio', { name: /^Turno tarde · cierra .* a las 17:00$/ })).not.toBeChecked();
  expect(screen.getAllByText('Sugerido')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
  // 90 configured seconds: the count shows a minute and some seconds (the default 60 would not).
  expect(await screen.findByRole('timer')).toHaveTextContent(/Los precios y turnos se actualizan en 01:\d\d/);
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();
  expect(api.cuerpos('POST /api/pedido/ChequeadorRestriccionesProductoControllerChequear')[0]).toEqual({
    items: [
      { troquel: 1001, cantidad: 3, ofertaId: 0, comboId: 0 },
      { troquel: 1002, cantidad: 2, ofertaId: 5, comboId: 0 },
      { troquel: 1003, cantidad: 1, ofertaId: 0, comboId: 9 },
    ],
  });
});

test('a double click on Confirmar sends one order with the chosen shift and leads to its confirmation page', async () => {
  api.responder('POST /api/pedido/Confirmar', { body: PEDIDO });
  mostrar();
  await userEvent.click(await screen.findByRole('radio', { name: /Turno tarde/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Procesar bonos' }));
  await userEvent.dblClick(screen.getByRole('button', { name: 'Confirmar pedido' }));
  await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent(`/pedidos/confirmacion/guid/${PEDIDO.pedidoGuid}`));
  const confirmaciones = api.cuerpos('POST /api/pedido/Confirmar');
  expect(confirmaciones).toHaveLength(1);
  expect(confirmaciones[0]).toEqual({
    turnoId: 2,
    procesarBonos: true,
    carritoId: 77,
    items: [
      { troquel: 1001, cantidad: 3, ofertaId: 0 },
      { troquel: 1002, cantidad: 2, ofertaId: 5 },
    ],
    combos: [{ comboId: 9, items: [{ troquel: 1003, cantidad: 1 }] }],
  });
});

test('the suggested shift (the next to close) comes chosen, and Confirmar sends it unless the user picks another', async () => {
  api.responder('POST /api/pedido/Confirmar', { body: PEDIDO });
  mostrar();
  expect(await screen.findByRole('radio', { name: /Turno mañana/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Turno tarde/ })).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
  await waitFor(() => expect(api.cuerpos('POST /api/pedido/Confirmar')).toHaveLength(1));
  expect(api.cuerpos('POST /api/pedido/Confirmar')[0]).toMatchObject({ turnoId: 1, carritoId: 77 });
});

test('the "Sugerido" tag is a button that chooses the suggested shift again after another was picked', async () => {
  mostrar();
  const tarde = await screen.findByRole('radio', { name: /Turno tarde/ });
  await userEvent.click(tarde);
  expect(tarde).toBeChecked();
  expect(screen.getByRole('radio', { name: /Turno mañana/ })).not.toBeChecked();
  const sugerido = screen.getByRole('button', { name: 'Elegir el turno sugerido: Turno mañana' });
  expect(sugerido).toHaveTextContent('Sugerido');
  await userEvent.click(sugerido);
  expect(screen.getByRole('radio', { name: /Turno mañana/ })).toBeChecked();
  expect(tarde).not.toBeChecked();
  // From the keyboard too: the tag is reached with Tab and chosen with Enter.
  await userEvent.click(tarde);
  sugerido.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('radio', { name: /Turno mañana/ })).toBeChecked();
});

test.each([
  ['FarmaciaBloqueada', 'farmacia-bloqueada'],
  ['FarmaciaSinSaldo', 'farmacia-sin-saldo'],
])('a refusal with code %s leads to /pedidos/%s', async (codigo, ruta) => {
  api.responder('POST /api/pedido/Confirmar', {
    status: 409,
    body: { codigo, mensaje: 'No puede confirmar.', ruta, title: 'Conflicto', status: 409, errors: {} },
  });
  mostrar();
  await userEvent.click(await screen.findByRole('radio', { name: /Turno mañana/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
  await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent(`/pedidos/${ruta}`));
});

test('any other refusal is shown with the server\'s message and the page stays', async () => {
  api.responder('POST /api/pedido/Confirmar', {
    status: 409,
    body: { title: 'Conflicto', status: 409, errors: {}, mensaje: 'El carrito cambió mientras lo revisaba: revise el resumen y confirme de nuevo.' },
  });
  mostrar();
  await userEvent.click(await screen.findByRole('radio', { name: /Turno mañana/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
  expect(await screen.findByText('El carrito cambió mientras lo revisaba: revise el resumen y confirme de nuevo.')).toBeInTheDocument();
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/pedidos/resumen');
});

test('a cart change pushed by the server shows up without reloading', async () => {
  mostrar();
  expect(await screen.findByText('Amoxicilina 500 mg x 16')).toBeInTheDocument();
  act(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 77, items: [CARRITO.items[0]!] }));
  await waitFor(() => expect(screen.queryByText('Amoxicilina 500 mg x 16')).not.toBeInTheDocument());
  expect(screen.getByText('Ibuprofeno 400 mg x 20')).toBeInTheDocument();
});

test('an empty cart says so and links to the searcher', async () => {
  api.carrito.items = [];
  mostrar();
  expect(await screen.findByText('El carrito está vacío.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buscar productos' })).toHaveAttribute('href', '/pedidos/nuevo');
});
