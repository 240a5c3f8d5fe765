import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SeleccionarFactura from './SeleccionarFactura.js';
import Resumen from './Resumen.js';
import { useBorradorDevolucion } from './borrador.js';
import { iniciarApiPaginas, mostrarPagina, PARAMETROS, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => {
  api.reiniciar();
  useBorradorDevolucion.getState().limpiar();
});

const factura = (facturaId: number, nroComprobante: number) => ({ facturaId, pedidoId: 900 + facturaId, fechaEmision: '2026-11-20T14:05:00.000Z', tipoComprobanteId: 1, puntoVenta: 10, nroComprobante, remito: 4500 + facturaId, cantidadUnidades: 5, total: 12345.5 });

test('the invoices within the window, searched by text; one with a return the distributor has not prepared yet says so', async () => {
  api.responder('GET /api/Devolucion/Parametros', { body: PARAMETROS });
  api.responder('POST /api/devolucion/ParaFacturas', (cuerpo) => ({ body: (cuerpo as { texto: string }).texto === '124' ? [factura(56, 124)] : [factura(55, 123), factura(56, 124)] }));
  api.responder('POST /api/devolucion/PedidosNoPrepararParaFacturas', (cuerpo) => ({
    body: (cuerpo as { facturaIds: number[] }).facturaIds.map((facturaId) => ({ facturaId, devoluciones: facturaId === 55 ? [{ id: 41, estadoId: 200, estado: 'Pendiente OK', fechaAlta: '2026-11-21T10:00:00.000Z', cantidadItemsTotal: 2 }] : [] })),
  }));
  mostrarPagina(<SeleccionarFactura />, '/devoluciones/seleccionar-factura', '/devoluciones/seleccionar-factura');

  expect(await screen.findByText('Elija la factura de lo que quiere devolver (facturas de los últimos 30 días).')).toBeInTheDocument();
  const fila = (await screen.findByText('FCA 0010-00000123')).closest('tr') as HTMLElement;
  expect(await within(fila).findByRole('link', { name: 'N.º 41: Pendiente OK' })).toHaveAttribute('href', '/devoluciones/confirmacion/41');
  expect(within(fila).getByText(/12\.345,50/)).toBeInTheDocument();
  expect(api.cuerpos('POST /api/devolucion/PedidosNoPrepararParaFacturas')[0]).toEqual({ facturaIds: [55, 56] });

  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar factura' }), '124{Enter}');
  await waitFor(() => expect(screen.queryByText('FCA 0010-00000123')).not.toBeInTheDocument());
  expect(within((await screen.findByText('FCA 0010-00000124')).closest('tr') as HTMLElement).getByRole('link', { name: 'Devolver' })).toHaveAttribute('href', '/devoluciones/nueva-desde/factura/56');
});

test('the summary names the invoice by its number and sends one lot or serial per unit; the server refusal shows its message', async () => {
  const item = { pedidoDetId: 2, troquel: 2222222, prodNombre: 'Amoxicilina 500', cantAprobada: 3, cantDevuelta: 0, cantDisponible: 3, importeTotal: 1, iva: 0, comboId: null, observacionesProductoMask: 0, tipoValidacion: 'lote' as const };
  useBorradorDevolucion.getState().guardar(55, 'FCA 0010-00000123', [{ item, cantidad: 3, motivoDevolucionId: 3, entradas: [{ valor: 'L2405', unidades: 2, fechaVencimiento: null, estado: 9, repetido: true }] }]);
  api.responder('GET /api/devolucion/motivos', { body: [{ id: 3, descripcion: 'Producto dañado' }] });
  api.responder('POST /api/devolucion/nueva', { status: 400, body: { title: 'Solicitud inválida', status: 400, mensaje: 'Línea 1 (2222222 Amoxicilina 500): la cantidad supera las 2 unidades que se pueden devolver.', errors: {} } });
  mostrarPagina(<Resumen />, '/devoluciones/resumen', '/devoluciones/resumen');

  expect(await screen.findByText('Factura FCA 0010-00000123: 1 línea, 3 unidades. Revise lo que devuelve y confirme.')).toBeInTheDocument();
  expect(screen.getByText('L2405 × 2, 1 sin lote')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar devolución' }));
  expect(await screen.findByText('Línea 1 (2222222 Amoxicilina 500): la cantidad supera las 2 unidades que se pueden devolver.')).toBeInTheDocument();
  const [cuerpo] = api.cuerpos('POST /api/devolucion/nueva') as { facturaId: number; items: unknown[] }[];
  expect(cuerpo).toMatchObject({ facturaId: 55, items: [{ pedidoDetId: 2, cantidad: 3, motivoDevolucionId: 3, lotes: ['L2405', 'L2405'] }] });
});
