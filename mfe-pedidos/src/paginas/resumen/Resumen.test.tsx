/** @jest-environment ./src/paginas/favoritos/entorno-red.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCarritoStore } from '@portal/shared/client';
import Resumen from './Resumen.js';
import { iniciarServidorPrueba, mostrarPagina, precio, producto, responderCatalogo, type ServidorPrueba } from '../favoritos/servidor-prueba.js';

const AHORA = '2026-11-22T10:00:00.000Z';
const CARRITO = {
  carritoId: 40,
  items: [
    { troquel: 1001, cantidad: 3, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: AHORA },
    { troquel: 1002, cantidad: 2, ofertaId: 5, comboId: 0, recomendado: false, ultimaActualizacion: AHORA },
    { troquel: 1003, cantidad: 1, ofertaId: 0, comboId: 9, recomendado: false, ultimaActualizacion: AHORA },
  ],
};
const IMPORTES = { subtotalCosto: 0, subtotalGravado: 10_000, subtotalExento: 0, iva: 2_100, percepcionIIBBGravado: 0, percepcionIIBBExento: 0, percepcionIVA: 0, total: 12_100 };
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

let servidor: ServidorPrueba;
beforeEach(async () => {
  useCarritoStore.getState().limpiar();
  servidor = await iniciarServidorPrueba();
  responderCatalogo(
    servidor,
    [producto(1001, 'Ibuprofeno 400 mg x 20'), producto(1002, 'Amoxicilina 500 mg x 16'), producto(1003, 'Gasa estéril')],
    [precio(1001, 1000), precio(1002, 2500), precio(1003, 2000)],
  );
  servidor.responder('GET /api/carritopersistente/GetItemsCarrito', { body: CARRITO });
  servidor.responder('GET /api/importe-carrito', { body: IMPORTES });
  servidor.responder('GET /api/pedido/7/turnos-disponibles', { body: TURNOS });
  servidor.responder('GET /config.json', { body: { toggles: { countdownResumen: 90 } } });
  servidor.responder('POST /api/pedido/ChequeadorRestriccionesProductoControllerChequear', {
    body: [
      { resultadoChequeo: 0, motivoRechazo: 0, troquel: 1001, ofertaId: 0, comboId: 0, cantidadPedida: 3, cantidadAceptada: 3 },
      { resultadoChequeo: 1, motivoRechazo: 3, troquel: 1002, ofertaId: 5, comboId: 0, cantidadPedida: 2, cantidadAceptada: 1 },
    ],
  });
});
afterEach(() => servidor.cerrar());

const mostrar = () => mostrarPagina(<Resumen />, '/pedidos/resumen', '/pedidos/resumen');

test('shows the cart lines, the amounts, the shifts, the countdown and each line the restriction check refused', async () => {
  const { container } = mostrar();
  expect(await screen.findByText('Ibuprofeno 400 mg x 20')).toBeInTheDocument();
  expect(await screen.findByTestId('total-pedido')).toHaveTextContent('12.100,00');
  expect(await screen.findByText('Amoxicilina 500 mg x 16: Supera el máximo de la oferta. Pedido 2, aceptado 1.')).toBeInTheDocument();
  expect(screen.queryByText(/Ibuprofeno 400 mg x 20: /)).not.toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: /Turno mañana/ })).toBeChecked();
  // 90 configured seconds: the count shows a minute and some seconds (the default 60 would not).
  expect(await screen.findByRole('timer')).toHaveTextContent(/Los precios y turnos se actualizan en 01:\d\d/);
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();
  const chequeo = servidor.solicitudes.find((s) => s.path === '/api/pedido/ChequeadorRestriccionesProductoControllerChequear');
  expect(chequeo?.body).toEqual({
    items: [
      { troquel: 1001, cantidad: 3, ofertaId: 0, comboId: 0 },
      { troquel: 1002, cantidad: 2, ofertaId: 5, comboId: 0 },
      { troquel: 1003, cantidad: 1, ofertaId: 0, comboId: 9 },
    ],
  });
});

test('a double click on Confirmar sends one order with the chosen shift and leads to its confirmation page', async () => {
  servidor.responder('POST /api/pedido/Confirmar', { body: PEDIDO });
  mostrar();
  await userEvent.click(await screen.findByRole('radio', { name: /Turno tarde/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Procesar bonos' }));
  await userEvent.dblClick(screen.getByRole('button', { name: 'Confirmar pedido' }));
  await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent(`/pedidos/confirmacion/guid/${PEDIDO.pedidoGuid}`));
  const confirmaciones = servidor.solicitudes.filter((s) => s.path === '/api/pedido/Confirmar');
  expect(confirmaciones).toHaveLength(1);
  expect(confirmaciones[0]?.body).toEqual({
    turnoId: 2,
    procesarBonos: true,
    carritoId: 40,
    items: [
      { troquel: 1001, cantidad: 3, ofertaId: 0 },
      { troquel: 1002, cantidad: 2, ofertaId: 5 },
    ],
    combos: [{ comboId: 9, items: [{ troquel: 1003, cantidad: 1 }] }],
  });
});

test.each([
  ['FarmaciaBloqueada', 'farmacia-bloqueada'],
  ['FarmaciaSinSaldo', 'farmacia-sin-saldo'],
])('a refusal with code %s leads to /pedidos/%s', async (codigo, ruta) => {
  servidor.responder('POST /api/pedido/Confirmar', {
    status: 409,
    body: { codigo, mensaje: 'No puede confirmar.', ruta, title: 'Conflicto', status: 409, errors: {} },
  });
  mostrar();
  expect(await screen.findByRole('radio', { name: /Turno mañana/ })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
  await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent(`/pedidos/${ruta}`));
});

test('any other refusal is shown with the server\'s message and the page stays', async () => {
  servidor.responder('POST /api/pedido/Confirmar', {
    status: 409,
    body: { title: 'Conflicto', status: 409, errors: {}, mensaje: 'El carrito cambió mientras lo revisaba: revise el resumen y confirme de nuevo.' },
  });
  mostrar();
  expect(await screen.findByRole('radio', { name: /Turno mañana/ })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
  expect(await screen.findByText('El carrito cambió mientras lo revisaba: revise el resumen y confirme de nuevo.')).toBeInTheDocument();
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/pedidos/resumen');
});

test('a cart change pushed by the server shows up without reloading', async () => {
  mostrar();
  expect(await screen.findByText('Gasa estéril')).toBeInTheDocument();
  useCarritoStore.getState().aplicarActualizacion({ carritoId: 40, items: [CARRITO.items[0]] });
  await waitFor(() => expect(screen.queryByText('Gasa estéril')).not.toBeInTheDocument());
  expect(screen.getByText('Ibuprofeno 400 mg x 20')).toBeInTheDocument();
});

test('an empty cart says so and links to the searcher', async () => {
  servidor.responder('GET /api/carritopersistente/GetItemsCarrito', { body: { carritoId: 40, items: [] } });
  mostrar();
  expect(await screen.findByText('El carrito está vacío.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buscar productos' })).toHaveAttribute('href', '/pedidos/nuevo');
});
