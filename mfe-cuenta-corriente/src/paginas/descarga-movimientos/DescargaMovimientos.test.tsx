import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DescargaMovimientos from './DescargaMovimientos.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';
import { ahoraDistribuidora } from '@portal/shared/client';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => api.reiniciar());

const movimiento = { checkFactura: false, descFC: 'Factura A 0010-00000301', idFactura: 301, fechaMovimiento: '2026-10-14', fechaVencimiento: '2026-11-13', idfarmacia: 1001, importe: 4321.5, tipoComprobante: 1, nroComprobante: 301, puntoDeVenta: 10, remito: 10000301, remito2: null, respuestaAFIP: 'A' };
const mesPasado = () => [ahoraDistribuidora().subtract(1, 'month').startOf('month').format('YYYY-MM-DD'), ahoraDistribuidora().subtract(1, 'month').endOf('month').format('YYYY-MM-DD')];

/** Types a range into the page's date range picker (its two inputs, day/month/year). */
async function elegirRango(desde: string, hasta: string) {
  const [inicio, fin] = screen.getAllByRole('textbox');
  await userEvent.click(inicio!);
  fireEvent.change(inicio!, { target: { value: desde } });
  fireEvent.keyDown(inicio!, { key: 'Enter' });
  fireEvent.change(fin!, { target: { value: hasta } });
  fireEvent.keyDown(fin!, { key: 'Enter' });
}

test('last month’s movements, paged by the server, and the XLSX the server makes, saved under its name', async () => {
  api.responder('POST /api/CuentaCorriente/movimientos/1001', { body: [movimiento] });
  api.responder('GET /api/CuentaCorriente/movimientos/1001/descarga', (_c, req) => ({
    archivo: { tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', datos: Buffer.from('PK'), nombre: `Movimientos_1001_${new URL(req.url!, 'http://x').searchParams.get('desde')}.xlsx` },
  }));
  const guardados: string[] = [];
  URL.createObjectURL = () => 'blob:prueba';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    guardados.push(this.download);
  };
  mostrarPagina(<DescargaMovimientos />, '/cc/descarga-de-movimientos-historicos', '/cc/descarga-de-movimientos-historicos');
  await userEvent.click(screen.getByRole('button', { name: 'Ver movimientos' }));
  const fila = (await screen.findByText('Factura A 0010-00000301')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('14/10/2026')).toBeInTheDocument();
  expect(within(fila).getByText(/4\.321,50/)).toBeInTheDocument();
  const [desde, hasta] = mesPasado();
  expect(api.cuerpos('POST /api/CuentaCorriente/movimientos/1001')[0]).toEqual({ FechaDesde: desde, FechaHasta: hasta });
  await userEvent.click(await screen.findByRole('button', { name: 'Descargar' }));
  await waitFor(() => expect(guardados).toEqual([`Movimientos_1001_${desde}.xlsx`]));
});

test('date result codes: a range with nothing in it (30), reversed dates (10) and a range over two years (20)', async () => {
  api.responder('POST /api/CuentaCorriente/movimientos/1001', { body: [] });
  mostrarPagina(<DescargaMovimientos />, '/cc/descarga-de-movimientos-historicos', '/cc/descarga-de-movimientos-historicos');
  await userEvent.click(screen.getByRole('button', { name: 'Ver movimientos' }));
  expect(await screen.findByText('No hay movimientos entre esas fechas.', { selector: '.ant-alert *' })).toBeInTheDocument();

  await elegirRango(ahoraDistribuidora().subtract(3, 'year').format('DD/MM/YYYY'), ahoraDistribuidora().format('DD/MM/YYYY'));
  expect(await screen.findByText(/Las fechas son incorrectas|El rango de fechas es demasiado grande/)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Descargar' })).toBeDisabled();
});
