import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import Bonos from './Bonos.js';
import { definirConfigPedidos } from '../../configuracion.js';
import TransfersLab from '../transfers-lab/TransfersLab.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';
import { ahoraDistribuidora } from '@portal/shared/client';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => api.reiniciar());

test('bonos: the pending count, each bono with its kind, Spanish state and dates, filtered by the default date range', async () => {
  api.responder('GET /api/estado', { body: [{ id: 200, descripcion: 'Pendiente OK' }, { id: 600, descripcion: 'Acreditado' }] });
  api.responder('GET /api/farmacia/7/cantBonos', { body: 3 });
  api.responder('GET /api/Bono/Buscar', {
    body: [{ id: 1, fechaAlta: '2026-11-20T13:30:00.000Z', nroBono: 500123, cantidad: 4, estadoId: 600, fechaFactura: '2026-11-21', troquel: 1001, tarmed: true, notaCreditoTarmedId: null, pedidoDetId: 9 }],
  });
  mostrarPagina(<Bonos />, '/historico/bonos', '/historico/bonos');
  const fila = (await screen.findByText('500123')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('Bono tarmed')).toBeInTheDocument();
  expect(within(fila).getByText('20/11/2026')).toBeInTheDocument();
  expect(within(fila).getByText('21/11/2026')).toBeInTheDocument();
  expect(await within(fila).findByText('Acreditado')).toBeInTheDocument();
  expect(await screen.findByText('3 bonos pendientes')).toBeInTheDocument();
  await waitFor(() => expect(api.servidor.llamadas.some((l) => l.path.startsWith('/api/Bono/Buscar') && l.path.includes('fechaAlta%3E%3D') && l.path.includes('sorts=-fechaAlta'))).toBe(true));
});

test('transfers: newest first, the distributor by name, a rejected one with its reason', async () => {
  api.responder('GET /api/TransferLaboratorio/Distribuidoras', { body: [{ id: 1, nombre: 'Droguería del Sur' }, { id: 2, nombre: 'Monroe Americana' }] });
  api.responder('GET /api/TransferLaboratorio/Buscar', {
    body: [
      { id: 1, nroTransfer: 7001, fechaTransfer: '2026-11-20', distribuidoraId: 2, laboratorioId: 1, troquel: 1001, cantidad: 10, descuento: 12.5, unidadesBonificadas: 1, plazo: 30, plazoFijo: null, rechazoDescripcion: 'Supera el cupo mensual', facturaId: null },
    ],
  });
  mostrarPagina(<TransfersLab />, '/historico/transfers-lab', '/historico/transfers-lab');
  const fila = (await screen.findByText('7001')).closest('tr') as HTMLElement;
  expect(await within(fila).findByText('Monroe Americana')).toBeInTheDocument();
  expect(within(fila).getByText('Rechazado: Supera el cupo mensual')).toBeInTheDocument();
  expect(within(fila).getByText('12,5 %')).toBeInTheDocument();
  expect(within(fila).getByText('30 días')).toBeInTheDocument();
  expect(api.servidor.llamadas.some((l) => l.path.startsWith('/api/TransferLaboratorio/Buscar') && l.path.includes('sorts=-fecha'))).toBe(true);
});

test('both pages open on the date range config.json gives them (bonosRangoFechasBonos, transferRangoFechas)', async () => {
  definirConfigPedidos({ apiBaseUrl: api.servidor.url, bonosRangoFechasBonos: { days: 10 }, transferRangoFechas: { years: 1 } });
  const desde = (dias: number) => encodeURIComponent(`fechaAlta>=${ahoraDistribuidora().subtract(dias, 'day').format('YYYY-MM-DD')}`);
  api.responder('GET /api/Bono/Buscar', { body: [] });
  api.responder('GET /api/TransferLaboratorio/Buscar', { body: [] });
  mostrarPagina(<Bonos />, '/historico/bonos', '/historico/bonos');
  await waitFor(() => expect(api.servidor.llamadas.some((l) => l.path.startsWith('/api/Bono/Buscar') && l.path.includes(desde(10)))).toBe(true));
  expect(screen.getByDisplayValue(ahoraDistribuidora().subtract(10, 'day').format('DD/MM/YYYY'))).toBeInTheDocument();

  mostrarPagina(<TransfersLab />, '/historico/transfers-lab', '/historico/transfers-lab');
  const haceUnAnio = encodeURIComponent(`fecha>=${ahoraDistribuidora().subtract(1, 'year').format('YYYY-MM-DD')}`);
  await waitFor(() => expect(api.servidor.llamadas.some((l) => l.path.startsWith('/api/TransferLaboratorio/Buscar') && l.path.includes(haceUnAnio))).toBe(true));
});
