import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BuscarControles from './BuscarControles.js';
import ControlesPedido from './ControlesPedido.js';
import ItemsControl from './ItemsControl.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => api.reiniciar());

const control = (id: number, cambios: Record<string, unknown> = {}) => ({
  id, farmaciaId: 7, fecha: '2026-11-20T13:30:00.000Z', estado: 2, userId: 'u-1', nroRemito: 10000001, pedidoId: 77, ...cambios,
});
const item = (troquel: number, prodNombre: string, cantPreparada: number, cantControlada: number) => ({
  id: troquel, controlPedidoId: 5, troquel, codigoBarras: `779${troquel}`, codigoBarras1: null, prodNombre, laboratorioNombre: 'Roemmers', cantControlada, cantPreparada,
  pedidoId: 77, farmaciaId: 7, fecha: '2026-11-20T13:30:00.000Z', userId: 'u-1',
});
/** The control's number in the list, a button that opens its detail (a text query: role queries crawl on a loaded machine). */
const botonControl = async (id: number) => (await screen.findByText(String(id), { selector: 'button span' })).closest('button') as HTMLElement;
const llamadasA = (path: string) => api.servidor.llamadas.filter((l) => l.path.startsWith(path)).map((l) => decodeURIComponent(l.path));

test('the control history lists controls newest first with their state and order, and filters by state and remito through the list query', async () => {
  api.responder('GET /api/controlPedido/Buscar', { body: [control(5), control(4, { estado: 1, nroRemito: 10000002, pedidoId: null })] });
  mostrarPagina(<BuscarControles />, '/control-pedidos/buscar', '/control-pedidos/buscar');
  const fila = (await botonControl(5)).closest('tr') as HTMLElement;
  expect(within(fila).getByText('20/11/2026 10:30')).toBeInTheDocument();
  expect(within(fila).getByText('Finalizado con faltantes')).toBeInTheDocument();
  expect(within(fila).getByRole('link', { name: '77' })).toHaveAttribute('href', '/control-pedidos/pedido/77');
  expect(within((await botonControl(4)).closest('tr') as HTMLElement).getByText('--')).toBeInTheDocument();
  expect(llamadasA('/api/controlPedido/Buscar')[0]).toContain('sorts=-fecha');

  await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
  await userEvent.click(await screen.findByTitle('Finalizado'));
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Remito' }), '10000002');
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(llamadasA('/api/controlPedido/Buscar').some((p) => p.includes('filters=estado==1,nroRemito==10000002'))).toBe(true));
});

test("a control's detail shows its lines with the difference and the bonus mark, and downloads the server's PDF", async () => {
  api.responder('GET /api/controlPedido/Buscar', { body: [control(5)] });
  api.responder('GET /api/controlPedido/detalle/5', { body: [item(1002, 'Ibupirac 600 mg x 10', 3, 2), item(1001, 'Ibuprofeno 400 mg x 20', 1, 1)] });
  api.responder('GET /api/controlPedido/5/pdf', { archivo: { tipo: 'application/pdf', datos: Buffer.from('%PDF-1.4 prueba') } });
  const guardados: string[] = [];
  const crear = URL.createObjectURL;
  URL.createObjectURL = () => 'blob:prueba';
  const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    guardados.push(this.download);
  });
  try {
    mostrarPagina(<BuscarControles />, '/control-pedidos/buscar', '/control-pedidos/buscar');
    await userEvent.click(await botonControl(5));
    const dialogo = await screen.findByRole('dialog');
    const linea = (await within(dialogo).findByText('Ibupirac 600 mg x 10')).closest('tr') as HTMLElement;
    expect(within(linea).getByText('-1')).toBeInTheDocument();
    expect(await within(linea).findByText('Bono PAP')).toBeInTheDocument();
    expect(within(linea).getByRole('link', { name: '1002' })).toHaveAttribute('href', '/control-pedidos/items/1002');
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Descargar PDF del control' }));
    await waitFor(() => expect(guardados).toEqual(['control-pedido-5.pdf']));
  } finally {
    clic.mockRestore();
    URL.createObjectURL = crear;
  }
});

test('the controls of one order: only that order, without the search form', async () => {
  api.responder('GET /api/controlPedido/Buscar', { body: [control(5)] });
  mostrarPagina(<ControlesPedido />, '/control-pedidos/pedido/:pedidoId', '/control-pedidos/pedido/77');
  expect(await screen.findByRole('heading', { name: 'Controles del pedido 77' })).toBeInTheDocument();
  expect(await botonControl(5)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver el pedido 77' })).toHaveAttribute('href', '/historico/pedido/77');
  expect(llamadasA('/api/controlPedido/Buscar')[0]).toContain('filters=pedidoId==77');
});

test('the controlled lines of one product, with their difference, order and bonus mark; none says so', async () => {
  api.responder('GET /api/controlPedido/BuscarItems', { body: [item(1002, 'Ibupirac 600 mg x 10', 3, 2)] });
  mostrarPagina(<ItemsControl />, '/control-pedidos/items/:troquel', '/control-pedidos/items/1002');
  const fila = (await screen.findByText('Ibupirac 600 mg x 10')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('-1')).toBeInTheDocument();
  expect(within(fila).getByRole('link', { name: '77' })).toHaveAttribute('href', '/control-pedidos/pedido/77');
  expect(await within(fila).findByText('Bono PAP')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Controles de Ibupirac 600 mg x 10 (troquel 1002)' })).toBeInTheDocument();
  expect(llamadasA('/api/controlPedido/BuscarItems')[0]).toContain('filters=troquel==1002');

  api.responder('GET /api/controlPedido/BuscarItems', { body: [] });
  mostrarPagina(<ItemsControl />, '/control-pedidos/items/:troquel', '/control-pedidos/items/1003');
  expect(await screen.findByText('No hay controles de este producto.')).toBeInTheDocument();
});
