/** @jest-environment ./src/catalogo/prueba/entorno.cjs */
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Confirmacion from './Confirmacion.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../prueba/paginas.js';

const GUID = '3f2b8c1e-8d7a-4b7e-9a61-0c2f5e4d1a23';
const AHORA = '2026-11-22T10:00:00.000Z';
const PEDIDO = { id: 501, pedidoGuid: GUID, farmaciaId: 7, fechaAlta: AHORA, estadoId: 200, turnoId: 1, userId: 'u-1', importe: 12_100, operador: null, cantidadItems: 1, cantidadItemsTotal: 3, facturasGeneradas: 0 };
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
  expect(await screen.findByText('Ibuprofeno 400 mg comprimidos recubiertos x 20')).toBeInTheDocument();
  expect(await screen.findByTestId('estado-pedido')).toHaveTextContent('Pendiente de transmisión');
  expect(await screen.findByText('El pedido fue transmitido y aprobado por la distribuidora.')).toBeInTheDocument();
  expect(screen.getByTestId('estado-pedido')).toHaveTextContent('Transmitido');
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

test('an unknown order says so', async () => {
  mostrarPagina(<Confirmacion />, '/pedidos/confirmacion/guid/*', '/pedidos/confirmacion/guid/00000000-0000-4000-8000-000000000000');
  expect(await screen.findByText('No se encontró el pedido confirmado.')).toBeInTheDocument();
});
