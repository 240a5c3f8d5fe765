import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResumenesSemanales from './ResumenesSemanales.js';
import ResumenesSemanalesGrupo from './ResumenesSemanalesGrupo.js';
import { iniciarApiPaginas, mostrarPagina, USUARIO_GRUPO, type ApiPaginas } from '../../../test/support/paginas.js';
import { ahoraDistribuidora } from '@portal/shared/client';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => api.reiniciar());

const resumen = (id: number, farmaciaId = 1001) => ({ id, farmaciaId, nroResumen: 10000 + id, desde: '2026-11-09', hasta: '2026-11-15', fechaVencimiento: '2026-11-22', debitos: 1000, creditos: 250.5, saldo: 749.5 });

test('the pharmacy’s weekly statements with their week, due date and amounts; the PDF downloads under the server’s name', async () => {
  api.responder('PUT /api/ResumenSemanal/ResumenesSemanales', { body: [resumen(1)] });
  api.responder('GET /api/ResumenSemanal/1/pdf', { archivo: { tipo: 'application/pdf', datos: Buffer.from('%PDF-'), nombre: 'Resumen semanal 10001 al 15-11-2026.pdf' } });
  const guardados: string[] = [];
  URL.createObjectURL = () => 'blob:prueba';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    guardados.push(this.download);
  };
  mostrarPagina(<ResumenesSemanales />, '/cc/resumenes-semanales', '/cc/resumenes-semanales');
  const fila = (await screen.findByText('10001')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('09/11/2026 al 15/11/2026')).toBeInTheDocument();
  expect(within(fila).getByText('Debe $ 749,50')).toBeInTheDocument();
  expect(api.cuerpos('PUT /api/ResumenSemanal/ResumenesSemanales')[0]).toEqual({ desde: ahoraDistribuidora().subtract(3, 'month').format('YYYY-MM-DD'), hasta: ahoraDistribuidora().format('YYYY-MM-DD') });
  await userEvent.click(await within(fila).findByRole('button', { name: 'Descargar resumen 10001' }));
  await waitFor(() => expect(guardados).toEqual(['Resumen semanal 10001 al 15-11-2026.pdf']));
});

test('the group page asks for its whole group’s statements of the range with each pharmacy, then for one chosen pharmacy', async () => {
  const desde = ahoraDistribuidora().subtract(3, 'month').format('YYYY-MM-DD');
  const hasta = ahoraDistribuidora().format('YYYY-MM-DD');
  api.responder('GET /api/FarmaciaGrupo/Farmacias/1', {
    body: [1001, 1003].map((id) => ({ id, nombre: `Farmacia ${id}`, localidad: 'CABA', bloqueo: false, descuento: 8, plazo: 30, reparto: 1, fechaVencimientoResumen: null, limiteCredito: 1, creditoTomado: 0 })),
  });
  const pedidas: (string | null)[] = [];
  api.responder(`GET /api/ResumenSemanal/ResumenesSemanalesGrupo/1/${desde}/${hasta}`, (_c, req) => {
    const farmacia = new URL(req.url!, 'http://x').searchParams.get('farmaciaId');
    pedidas.push(farmacia);
    return { body: farmacia ? [resumen(3, 1003)] : [resumen(2, 1001), resumen(3, 1003)] };
  });
  mostrarPagina(<ResumenesSemanalesGrupo />, '/cc-grupo/resumenes-semanales', '/cc-grupo/resumenes-semanales', USUARIO_GRUPO);
  expect(await screen.findByText('Resúmenes semanales del grupo')).toBeInTheDocument();
  const fila = (await screen.findByText('10003')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('1003')).toBeInTheDocument();
  expect(screen.getByText('10002')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'Ver:' }));
  await userEvent.click(await screen.findByTitle('1003 · Farmacia 1003'));
  await waitFor(() => expect(screen.queryByText('10002')).toBeNull());
  expect(pedidas).toEqual([null, '1003']);
});
