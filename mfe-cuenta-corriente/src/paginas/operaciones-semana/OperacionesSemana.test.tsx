import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MovimientoCuenta } from '@portal/shared/contracts';
import OperacionesSemana from './OperacionesSemana.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => api.reiniciar());

const movimiento = (nro: number, importe: number, extra: Partial<MovimientoCuenta> = {}): MovimientoCuenta => ({
  checkFactura: false, descFC: `Factura A 0010-${String(nro).padStart(8, '0')}`, idFactura: nro, fechaMovimiento: '2026-11-24', fechaVencimiento: '2026-12-24',
  idfarmacia: 1001, importe, tipoComprobante: 1, nroComprobante: nro, puntoDeVenta: 10, remito: null, remito2: null, respuestaAFIP: 'A', ...extra,
});

test('this week’s operations with the week’s debits and credits; last week’s on choosing it; an empty week says so', async () => {
  api.responder('GET /api/CuentaCorriente/totalOperacionesSemana/1001', {
    body: { desde: '2026-11-23', hasta: '2026-11-29', debitos: 12500.5, creditos: 0, cantidad: 1, anteriorDesde: '2026-11-16', anteriorHasta: '2026-11-22', anteriorDebitos: 0, anteriorCreditos: 8000, anteriorCantidad: 1 },
  });
  api.responder('GET /api/CuentaCorriente/operaciones/actual/1001', { body: [movimiento(201, 12500.5)] });
  api.responder('GET /api/CuentaCorriente/operaciones/anterior/1001', {
    body: [movimiento(70011, -8000, { tipoComprobante: 10, descFC: 'Recibo 0010-00070011', fechaVencimiento: null, fechaMovimiento: '2026-11-20', respuestaAFIP: null })],
  });
  mostrarPagina(<OperacionesSemana />, '/cc/operaciones-de-la-semana', '/cc/operaciones-de-la-semana');
  const fila = (await screen.findByText('FCA 0010-00000201')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('24/11/2026')).toBeInTheDocument();
  expect(within(fila).getByText(/12\.500,50/)).toBeInTheDocument();
  expect(await screen.findByText('23/11/2026 al 29/11/2026')).toBeInTheDocument();

  await userEvent.click(screen.getByText('Semana anterior'));
  const recibo = (await screen.findByText('R 0010-00070011')).closest('tr') as HTMLElement;
  expect(within(recibo).getByText(/8\.000,00/)).toBeInTheDocument();
  expect(screen.getByText('16/11/2026 al 22/11/2026')).toBeInTheDocument();
});

test('a week without operations says so; a failed read shows the Spanish error', async () => {
  api.responder('GET /api/CuentaCorriente/totalOperacionesSemana/1001', { status: 500, body: { title: 'Error' } });
  api.responder('GET /api/CuentaCorriente/operaciones/actual/1001', { body: [] });
  mostrarPagina(<OperacionesSemana />, '/cc/operaciones-de-la-semana', '/cc/operaciones-de-la-semana');
  expect(await screen.findByText('No hay operaciones en la semana.')).toBeInTheDocument();
  expect(await screen.findByText('No se pudieron obtener las operaciones de la semana.', {}, { timeout: 30_000 })).toBeInTheDocument();
});
