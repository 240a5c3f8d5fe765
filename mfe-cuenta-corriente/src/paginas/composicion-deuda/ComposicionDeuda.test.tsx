import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComposicionDeuda as Composicion } from '@portal/shared/contracts';
import ComposicionDeuda from './ComposicionDeuda.js';
import ComposicionDeudaGrupo from './ComposicionDeudaGrupo.js';
import { iniciarApiPaginas, mostrarPagina, USUARIO_GRUPO, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => api.reiniciar());

const tramo = (clave: string, etiqueta: string, vencido: boolean, importe: number, cantidad: number) => ({ clave, etiqueta, vencido, importe, cantidad });
const composicion = (farmaciaId: number | null, saldo: number, impagoDe = farmaciaId ?? 1001): Composicion => ({
  farmaciaId,
  hoy: '2026-11-25',
  saldo,
  vencido: 1500.5,
  aVencer: saldo - 1500.5,
  tramos: [tramo('vencido-1-30', 'Vencido hace 1 a 30 días', true, 1500.5, 1), tramo('vence-0-7', 'Vence en los próximos 7 días', false, saldo - 1500.5, 2)],
  impagos: [{ farmaciaId: impagoDe, descFC: 'Factura A 0010-00000123', idFactura: 9, fechaMovimiento: '2026-10-20', fechaVencimiento: '2026-11-19', importe: 1500.5, pendiente: 1500.5 }],
});
const cubeta = (farmaciaId: number, nroCubeta: number) => ({ farmaciaId, nroCubeta, remito: 10000040 + nroCubeta, fecha: '2026-11-10T13:00:00.000Z', tamano: 'Mediana' });
const resumenDeuda = (farmaciaId: number, nroResumen: number) => ({ nroResumen, farmaciaId, fechaEmision: '2026-11-16', fechaVencimiento: '2026-12-16', tipoOperacion: 'Facturas', saldo: 98000, novedad: 'Vencido' });
const farmaciasGrupo = [1001, 1003].map((id) => ({ id, nombre: `Farmacia ${id}`, localidad: 'CABA', bloqueo: false, descuento: 8, plazo: 30, reparto: 1, fechaVencimientoResumen: null, limiteCredito: 1, creditoTomado: 0 }));

test('shows balance, overdue and due in pesos, the buckets, the unpaid vouchers, the buckets owed and the debt statements', async () => {
  api.responder('GET /api/CuentaCorriente/composicion/1001', { body: composicion(1001, 125000) });
  api.responder('GET /api/CuentaCorriente/deuda/1001', { body: [resumenDeuda(1001, 20010)] });
  api.responder('GET /api/CuentaCorriente/1001/detalle-cubetas', { body: [cubeta(1001, 40007)] });
  const { container } = mostrarPagina(<ComposicionDeuda />, '/cc/composicion-de-la-deuda', '/cc/composicion-de-la-deuda');
  expect(await screen.findByText(/125\.000,00/)).toBeInTheDocument();
  expect(screen.getAllByText(/1\.500,50/).length).toBeGreaterThan(0);
  expect(screen.getByText('Deuda por vencimiento al 25/11/2026')).toBeInTheDocument();
  expect(screen.getByText('Vencido hace 1 a 30 días')).toBeInTheDocument();
  const fila = screen.getByText('Factura A 0010-00000123').closest('tr') as HTMLElement;
  expect(within(fila).getByText('19/11/2026')).toBeInTheDocument();
  const resumen = (await screen.findByText('20010')).closest('tr') as HTMLElement;
  expect(within(resumen).getByText('16/12/2026')).toBeInTheDocument();
  expect(within(resumen).getByText('Vencido')).toBeInTheDocument();
  expect(within(resumen).getByText('Debe $ 98.000,00')).toBeInTheDocument();
  const deCubeta = (await screen.findByText('40007')).closest('tr') as HTMLElement;
  expect(within(deCubeta).getByText('10040047')).toBeInTheDocument();
  expect(within(deCubeta).getByText('10/11/2026')).toBeInTheDocument();
  expect(within(deCubeta).getByText('Mediana')).toBeInTheDocument();
  expect(screen.getByText('1 sin devolver')).toBeInTheDocument();
  expect(container.querySelector('[data-remoto="mfe-cuenta-corriente"]')).not.toBeNull();
  expect(screen.queryByText('Operaciones de la semana')).toBeNull();
});

test('an account without debt or buckets says so, and a failed read shows a Spanish error', async () => {
  api.responder('GET /api/CuentaCorriente/composicion/1001', { body: { ...composicion(1001, 0), vencido: 0, aVencer: 0, tramos: [], impagos: [] } });
  api.responder('GET /api/CuentaCorriente/deuda/1001', { status: 500, body: { title: 'Error' } });
  api.responder('GET /api/CuentaCorriente/1001/detalle-cubetas', { body: [] });
  mostrarPagina(<ComposicionDeuda />, '/cc/composicion-de-la-deuda', '/cc/composicion-de-la-deuda');
  expect(await screen.findByText('No hay deuda pendiente.')).toBeInTheDocument();
  expect(screen.getByText('No hay comprobantes impagos.')).toBeInTheDocument();
  expect(await screen.findByText('No adeuda cubetas.')).toBeInTheDocument();
  expect(await screen.findByText('No se pudieron obtener los datos', {}, { timeout: 30_000 })).toBeInTheDocument();
});

test('the group page shows the whole group (its week, every pharmacy’s buckets and statements), then one chosen pharmacy', async () => {
  api.responder('GET /api/FarmaciaGrupo/Farmacias/1', { body: farmaciasGrupo });
  api.responder('GET /api/CuentaCorriente/composicionGrupo/1', (_c, req) => {
    const elegida = new URL(req.url!, 'http://x').searchParams.get('farmaciaId');
    return { body: elegida ? composicion(Number(elegida), 40000) : composicion(null, 165000, 1003) };
  });
  api.responder('POST /api/CuentaCorriente/deudaGrupoFarmacia', (cuerpo) => ({ body: [resumenDeuda((cuerpo as { farmaciaId?: number }).farmaciaId ?? 1003, 20011)] }));
  api.responder('GET /api/CuentaCorriente/totalOperacionesSemanaGrupo/1', {
    body: { desde: '2026-11-23', hasta: '2026-11-29', debitos: 5000, creditos: 1000, cantidad: 3, anteriorDesde: '2026-11-16', anteriorHasta: '2026-11-22', anteriorDebitos: 7000, anteriorCreditos: 9000.25, anteriorCantidad: 5 },
  });
  api.responder('GET /api/CuentaCorriente/1001/detalle-cubetas', { body: [cubeta(1001, 40001)] });
  api.responder('GET /api/CuentaCorriente/1003/detalle-cubetas', { body: [cubeta(1003, 40002)] });
  mostrarPagina(<ComposicionDeudaGrupo />, '/cc-grupo/composicion-de-la-deuda', '/cc-grupo/composicion-de-la-deuda', USUARIO_GRUPO);
  expect(await screen.findByText('Composición de la deuda del grupo')).toBeInTheDocument();
  expect(await screen.findByText(/165\.000,00/)).toBeInTheDocument();
  expect(await screen.findByText(/9\.000,25/)).toBeInTheDocument();
  expect(screen.getByText('Semana anterior (16/11/2026 al 22/11/2026)')).toBeInTheDocument();
  expect(await screen.findByText('40001')).toBeInTheDocument();
  expect(await screen.findByText('40002')).toBeInTheDocument();
  expect(await screen.findByText('20011')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/CuentaCorriente/deudaGrupoFarmacia')[0]).toEqual({ grupoId: 1 });

  await userEvent.click(screen.getByRole('combobox', { name: 'Ver:' }));
  await userEvent.click(await screen.findByTitle('1003 · Farmacia 1003'));
  expect(await screen.findByText(/40\.000,00/)).toBeInTheDocument();
  await waitFor(() => expect(api.cuerpos('POST /api/CuentaCorriente/deudaGrupoFarmacia').at(-1)).toEqual({ grupoId: 1, farmaciaId: 1003 }));
  await waitFor(() => expect(screen.queryByText('40001')).toBeNull());
  expect(screen.getByText('40002')).toBeInTheDocument();
});

/** The value of the statistic titled `titulo` (the statement table has a "Saldo" column as well). */
const estadistica = async (titulo: string) => (await screen.findByText(titulo, { selector: '.ant-statistic-title' })).closest('.ant-statistic') as HTMLElement;

test('the balance reads as owed, as on the blocked and no-balance pages and the dashboard widget; a balance in favour reads a favor', async () => {
  api.responder('GET /api/CuentaCorriente/composicion/1001', { body: composicion(1001, 54_233_885.77) });
  api.responder('GET /api/CuentaCorriente/deuda/1001', { body: [] });
  api.responder('GET /api/CuentaCorriente/1001/detalle-cubetas', { body: [] });
  const { unmount } = mostrarPagina(<ComposicionDeuda />, '/cc/composicion-de-la-deuda', '/cc/composicion-de-la-deuda');
  expect(await within(await estadistica('Saldo')).findByText('Debe $ 54.233.885,77')).toBeInTheDocument();
  unmount();

  api.responder('GET /api/CuentaCorriente/composicion/1001', { body: { ...composicion(1001, -1234.5), vencido: 0, aVencer: 0, tramos: [], impagos: [] } });
  mostrarPagina(<ComposicionDeuda />, '/cc/composicion-de-la-deuda', '/cc/composicion-de-la-deuda');
  expect(await within(await estadistica('Saldo')).findByText('$ 1.234,50 a favor')).toBeInTheDocument();
  expect(screen.queryByText(/-\$/)).toBeNull();
});
