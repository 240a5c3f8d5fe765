import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Buscar from '../devoluciones/Buscar.js';
import { BuscarRecalls } from '../recalls/Historicos.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => {
  api.reiniciar();
  api.responder('GET /api/devolucion/estados', { body: [{ id: 200, descripcion: 'Pendiente OK' }, { id: 600, descripcion: 'Acreditado' }] });
});

const devolucion = (id: number, estadoId: number, estado: string, extra: Record<string, unknown> = {}) => ({
  id, guid: `00000000-0000-4000-8000-0000000000${id}`, tipo: 0, farmaciaId: 1001, sucursal: 1, fechaAlta: '2026-11-20T14:05:00.000Z', estadoId, estado, userId: 'u-1',
  cantidadItemsTotal: 3, facturaId: 55, nroFactura: 'FCA 0010-00000123', notaCreditoId: null, recallId: null, ...extra,
});

test('the history lists the returns with their invoice number and the totals of everything the filters find; filtering by product and state asks both again', async () => {
  api.responder('GET /api/devolucion/Buscar', { body: [devolucion(41, 200, 'Pendiente OK'), devolucion(40, 600, 'Acreditado')] });
  api.responder('GET /api/devolucion/BuscarTotales', (_c, req) => ({ body: req.url!.includes('filters') ? { devoluciones: 1, lineas: 2, unidades: 5 } : { devoluciones: 37, lineas: 80, unidades: 212 } }));
  mostrarPagina(<Buscar />, '/devoluciones/buscar', '/devoluciones/buscar');

  const fila = (await screen.findByRole('link', { name: '41' })).closest('tr') as HTMLElement;
  expect(within(fila).getByText('FCA 0010-00000123')).toBeInTheDocument();
  expect(within(fila).getByText('Pendiente OK')).toBeInTheDocument();
  const totales = screen.getByRole('group', { name: 'Totales' });
  await waitFor(() => expect(totales).toHaveTextContent(/Devoluciones\s*37.*Líneas\s*80.*Unidades\s*212/));

  fireEvent.change(screen.getByRole('textbox', { name: 'Producto' }), { target: { value: 'ibupro' } });
  await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
  await userEvent.click(await screen.findByTitle('Acreditado'));
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));

  await waitFor(() => expect(totales).toHaveTextContent(/Devoluciones\s*1.*Líneas\s*2.*Unidades\s*5/));
  expect(api.consultas('GET /api/devolucion/Buscar').at(-1)!.get('filters')).toBe('estadoId==600,producto@=ibupro');
  expect(api.consultas('GET /api/devolucion/BuscarTotales').at(-1)!.get('filters')).toBe('estadoId==600,producto@=ibupro');
});

test('the date range becomes fechaAlta filters (day/month/year typed)', async () => {
  api.responder('GET /api/devolucion/Buscar', { body: [] });
  api.responder('GET /api/devolucion/BuscarTotales', { body: { devoluciones: 0, lineas: 0, unidades: 0 } });
  mostrarPagina(<Buscar />, '/devoluciones/buscar', '/devoluciones/buscar');
  expect(await screen.findByText('No hay devoluciones para mostrar.')).toBeInTheDocument();

  const [desde, hasta] = screen.getAllByPlaceholderText(/Desde|Hasta/);
  await userEvent.click(desde!);
  await userEvent.type(desde!, '01/11/2026{Enter}');
  await userEvent.type(hasta!, '15/11/2026{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(api.consultas('GET /api/devolucion/Buscar').at(-1)!.get('filters')).toBe('fechaAlta>=2026-11-01,fechaAlta<=2026-11-15'));
});

test("a recall return order (pedido/{pedidoId}) is shown whole from pedidoRecall, with its recall's name and units", async () => {
  api.responder('GET /api/devolucionRecall/pedidoRecall/77', {
    body: {
      devolucion: devolucion(77, 200, 'Pendiente OK', { tipo: 1, recallId: 1, facturaId: null, nroFactura: null, cantidadItemsTotal: 4 }),
      recall: { id: 1, nombre: 'Recall Bagó: desvío de calidad' },
      items: [{ id: 1, devolucionId: 77, troquel: 2222222, prodNombre: 'Amoxicilina 500', cantidadItems: 4, nroLote: 'L2405', nroLoteValidado: 'L2405', nroSerie: null, estadoValidacion: 9, motivoDevolucionId: 6, respuestaId: null, pedidoDetIdOrigen: null, pedidoId: null, farmaciaId: 1001, fechaAlta: '2026-11-20T14:05:00.000Z', estadoId: 200 }],
    },
  });
  mostrarPagina(<BuscarRecalls />, '/recalls/pedido/:pedidoId', '/recalls/pedido/77');
  expect(await screen.findByText('Recall Bagó: desvío de calidad')).toBeInTheDocument();
  expect(screen.getByText('Pedido de recall 77')).toBeInTheDocument();
  const fila = screen.getByText('Amoxicilina 500').closest('tr') as HTMLElement;
  expect(within(fila).getByText('L2405')).toBeInTheDocument();
  expect(within(fila).getByText('4')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver la confirmación y el estado de transmisión' })).toHaveAttribute('href', '/recalls/confirmacion/77');
});
