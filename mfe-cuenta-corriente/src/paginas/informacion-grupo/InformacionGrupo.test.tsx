import { screen, within } from '@testing-library/react';
import InformacionGrupo from './InformacionGrupo.js';
import { iniciarApiPaginas, mostrarPagina, USUARIO_GRUPO, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => api.reiniciar());

test('shows the group with its credit and each pharmacy with locality, state, term, statement due date and credit used', async () => {
  api.responder('GET /api/FarmaciaGrupo/InfoGrupo/1', { body: { id: 1, nombre: 'Red Sur', cantidadSociosActivos: 2, limiteCredito: 5_000_000, creditoTomado: 1_250_000 } });
  api.responder('GET /api/FarmaciaGrupo/Farmacias/1', {
    body: [
      { id: 1001, nombre: 'Farmacia San Martín', localidad: 'Almagro', bloqueo: false, descuento: 8, plazo: 30, reparto: 12, fechaVencimientoResumen: '2026-12-15', limiteCredito: 2_000_000, creditoTomado: 1_000_000 },
      { id: 1003, nombre: 'Farmacia Quilmes Centro', localidad: 'Quilmes', bloqueo: true, descuento: 5.5, plazo: 15, reparto: 31, fechaVencimientoResumen: null, limiteCredito: 0, creditoTomado: 0 },
    ],
  });
  mostrarPagina(<InformacionGrupo />, '/cc-grupo/informacion', '/cc-grupo/informacion', USUARIO_GRUPO);
  expect(await screen.findByText('Información del grupo Red Sur')).toBeInTheDocument();
  expect(screen.getByText(/5\.000\.000,00/)).toBeInTheDocument();
  const fila = (await screen.findByText('1001 · Farmacia San Martín')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('Almagro')).toBeInTheDocument();
  expect(within(fila).getByText('15/12/2026')).toBeInTheDocument();
  expect(within(fila).getByText('50%')).toBeInTheDocument();
  // Credit taken is owed, under a label that says so: the amount plain, without a minus sign or "Debe".
  expect(within(fila).getByText('$ 1.000.000,00')).toBeInTheDocument();
  const credito = screen.getByText('Crédito tomado', { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;
  expect(within(credito).getByText('$ 1.250.000,00')).toBeInTheDocument();
  const otra = screen.getByText('1003 · Farmacia Quilmes Centro').closest('tr') as HTMLElement;
  expect(within(otra).getByText('Bloqueada')).toBeInTheDocument();
  expect(within(otra).getByText('5,5 %')).toBeInTheDocument();
});
