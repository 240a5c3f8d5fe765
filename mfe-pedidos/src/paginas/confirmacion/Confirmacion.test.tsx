import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Confirmacion from './Confirmacion.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';

const GUID = '3f2b8c1e-8d7a-4b7e-9a61-0c2f5e4d1a23';
const AHORA = '2026-11-22T10:00:00.000Z';
// Confirmed at 07:00 in Buenos Aires for the afternoon shift, which closes at 14:00 that day.
const PEDIDO = {
  id: 501, pedidoGuid: GUID, farmaciaId: 7, fechaAlta: AHORA, estadoId: 200, turnoId: 2, userId: 'u-1', importe: 12_100, operador: null, cantidadItems: 1, cantidadItemsTotal: 3, facturasGeneradas: 0,
  turno: { id: 2, obs: 'Tarde: entrega antes de las 19 h', cierre: '2026-11-22T17:00:00.000Z' },
};
const linea = (cantAprobada: number) => ({
  id: 1, troquel: 1001, codigoBarras: '7790000001001', prodNombre: 'Ibuprofeno 400 mg comprimidos recubiertos x 20', recomendado: false,
  cantPedida: 3, cantAprobada, cantPreparada: 0, respId: null, ofertaId: 0, comboId: 0, importe: 3000, iva: 21, descuento: 0, descuentoProducto: 0,
  observaciones: null, observacionesProductoMask: 0, tipoDescuentoProducto: 0, ofertaLeyenda: null, pedidoId: 501, farmaciaId: 7, fechaAlta: AHORA, userId: 'u-1', facturaId: null,
});

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(async () => {
  api.reiniciar();
  api.responder(`GET /api/pedido/guid/${GUID}`, { body: PEDIDO });
});

test('shows the order, its lines and its state, reading the state again until the distributor has it', async () => {
  let lecturas = 0;
  api.responder('GET /api/pedido/501/EstadoTransmision', () => {
    lecturas += 1;
    return lecturas === 1
      ? { body: { pedidoId: 501, estadoId: 200, estado: 'Pendiente de transmisión', transmitido: false, mensajeTransmision: null } }
      : { body: { pedidoId: 501, estadoId: 220, estado: 'Transmitido', transmitido: true, mensajeTransmision: { clave: 'pedidoTransmitido', mensaje: 'El pedido fue transmitido y aprobado por la distribuidora.' } } };
  });
  api.responder('GET /api/pedido/501/detalle', () => ({ body: [linea(lecturas > 1 ? 3 : 0)] }));
  const { container } = mostrarPagina(<Confirmacion />, '/pedidos/confirmacion/guid/*', `/pedidos/confirmacion/guid/${GUID}`);
  expect(await screen.findByText('Pedido 501 confirmado')).toBeInTheDocument();
  // The shift chosen and its delivery, with its closing in the distributor's time.
  expect(screen.getByTestId('turno-pedido')).toHaveTextContent('Tarde: entrega antes de las 19 h (cierra hoy a las 14:00)');
  expect(await screen.findByText('Ibuprofeno 400 mg comprimidos recubiertos x 20')).toBeInTheDocument();
  expect(await screen.findByTestId('estado-pedido')).toHaveTextContent('Pendiente de envío a la distribuidora');
  expect(await screen.findByText('El pedido fue transmitido y aprobado por la distribuidora.')).toBeInTheDocument();
  expect(screen.getByTestId('estado-pedido')).toHaveTextContent('Aprobado por la distribuidora');
  await waitFor(() => {
    const fila = screen.getByText('Ibuprofeno 400 mg comprimidos recubiertos x 20').closest('tr') as HTMLElement;
    expect(within(fila).getAllByText('3')).toHaveLength(2);
  });
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'Descargar ASOP501.RSP' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Descargar salida-501.txt' })).toBeEnabled();

  await userEvent.click(screen.getByRole('button', { name: 'Impresión manual' }));
  expect(await screen.findByTestId('impresion-manual')).toHaveTextContent('3 Ibuprofeno 400 mg comprimidos');
});

test('a guid the pharmacy has no order with says so, asked once and with nothing in the console', async () => {
  const errores = jest.spyOn(console, 'error');
  const avisos = jest.spyOn(console, 'warn');
  try {
    const inventado = '00000000-0000-4000-8000-000000000000';
    api.responder(`GET /api/pedido/guid/${inventado}`, { body: null });
    mostrarPagina(<Confirmacion />, '/pedidos/confirmacion/guid/*', `/pedidos/confirmacion/guid/${inventado}`);
    expect(await screen.findByText('No se encontró el pedido confirmado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'histórico' })).toHaveAttribute('href', '/historico/buscar');
    expect(api.servidor.llamadas.filter((l) => l.path.startsWith('/api/pedido/'))).toHaveLength(1);
    // Not even an address that is no guid is asked for.
    api.servidor.llamadas.length = 0;
    mostrarPagina(<Confirmacion />, '/pedidos/confirmacion/guid/*', '/pedidos/confirmacion/guid/no-es-un-pedido');
    await waitFor(() => expect(screen.getAllByText('No se encontró el pedido confirmado.')).toHaveLength(2));
    expect(api.servidor.llamadas.filter((l) => l.path.startsWith('/api/pedido/'))).toEqual([]);
    expect(errores).not.toHaveBeenCalled();
    expect(avisos).not.toHaveBeenCalled();
  } finally {
    errores.mockRestore();
    avisos.mockRestore();
  }
});

test('a prepared and invoiced order reads as approved by the distributor, never against the message beside it', async () => {
  api.responder('GET /api/pedido/501/EstadoTransmision', {
    body: { pedidoId: 501, estadoId: 220, estado: 'Envío aprobado', transmitido: true, mensajeTransmision: { clave: 'pedidoPreparado', mensaje: 'El pedido fue preparado y facturado.' } },
  });
  api.responder('GET /api/pedido/501/detalle', { body: [linea(3)] });
  mostrarPagina(<Confirmacion />, '/pedidos/confirmacion/guid/*', `/pedidos/confirmacion/guid/${GUID}`);
  expect(await screen.findByText('El pedido fue preparado y facturado.')).toBeInTheDocument();
  expect(screen.getByTestId('estado-pedido')).toHaveTextContent(/^Aprobado por la distribuidora$/);
  expect(screen.queryByText('Envío aprobado')).not.toBeInTheDocument();
});

test('a product with a bonus shows its mark in the confirmed lines', async () => {
  api.responder('GET /api/pedido/501/EstadoTransmision', { body: { pedidoId: 501, estadoId: 200, estado: 'Pendiente de envío', transmitido: false, mensajeTransmision: null } });
  api.responder('GET /api/pedido/501/detalle', { body: [linea(0), { ...linea(0), id: 2, troquel: 1002, prodNombre: 'Ibupirac 600 mg x 10' }] });
  mostrarPagina(<Confirmacion />, '/pedidos/confirmacion/guid/*', `/pedidos/confirmacion/guid/${GUID}`);
  const conBono = (await screen.findByText('Ibupirac 600 mg x 10')).closest('tr') as HTMLElement;
  expect(await within(conBono).findByText('Bono PAP')).toBeInTheDocument();
  const sinBono = screen.getByText('Ibuprofeno 400 mg comprimidos recubiertos x 20').closest('tr') as HTMLElement;
  expect(within(sinBono).queryByText(/^Bono/)).not.toBeInTheDocument();
});
