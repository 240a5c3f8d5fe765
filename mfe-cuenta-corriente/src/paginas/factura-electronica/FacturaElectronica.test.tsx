import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Factura } from '@portal/shared/contracts';
import FacturaElectronica from './FacturaElectronica.js';
import FacturaElectronicaGrupo from './FacturaElectronicaGrupo.js';
import { iniciarApiPaginas, mostrarPagina, USUARIO_GRUPO, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => api.reiniciar());

const factura = (facturaId: number, extra: Partial<Factura> = {}): Factura => ({
  farmaciaId: 1001, facturaId, pedidoId: 500 + facturaId, fechaEmision: '2026-11-20T13:00:00.000Z', plazo: 30, tipoOperacionId: 2, tipoComprobanteId: 1,
  nroComprobante: 123 + facturaId, cantidadUnidades: 4, subtotal: 1000, iva: 210, detalleEnComprobanteDet: true, remito: 10000001, remito2: null,
  percepciones: 30, total: 1240, checkSocio: false, observaciones: null, historico: false, respuestaAFIP: 'A', puntoVenta: 10, ...extra,
});

function capturarDescargas() {
  const guardados: string[] = [];
  URL.createObjectURL = () => 'blob:prueba';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    guardados.push(this.download);
  };
  return guardados;
}

const referencias = (maximo = '50') => {
  api.responder('GET /api/factura/TipoOperacions', { body: [{ id: 2, descripcion: 'Productos gravados' }] });
  api.responder('POST /api/ParametrosGenerales', { body: [{ id: 320, nombre: 'Máximo de facturas a descargar', valor: maximo }] });
};

test('lists the invoices (number as type, point of sale and number, or --), marks one as checked, downloads its PDF under the server’s name', async () => {
  referencias();
  api.responder('POST /api/factura/BuscarFacturas', { body: [factura(1), factura(2, { tipoComprobanteId: 3, total: 99.5 }), factura(3, { tipoComprobanteId: 10, nroComprobante: 0 })] });
  api.responder('POST /api/factura/checkSocio/1/true', { body: factura(1, { checkSocio: true }) });
  api.responder('GET /api/factura/1/pdf', { archivo: { tipo: 'application/pdf', datos: Buffer.from('%PDF-1.3 prueba'), nombre: 'FACTURA_FCA_0010-00000124.pdf' } });
  const guardados = capturarDescargas();
  mostrarPagina(<FacturaElectronica />, '/cc/factura-electronica', '/cc/factura-electronica');
  const fila = (await screen.findByText('FCA 0010-00000124')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('20/11/2026')).toBeInTheDocument();
  expect(within(fila).getByText(/1\.240,00/)).toBeInTheDocument();
  expect(within(fila).getByText('Productos gravados')).toBeInTheDocument();
  expect(screen.getByText('NCA 0010-00000125')).toBeInTheDocument();
  expect(screen.getByText('--')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/factura/BuscarFacturas')[0]).toMatchObject({ farmaciaId: 1001 });

  await userEvent.click(within(fila).getByRole('checkbox', { name: 'Revisada FCA 0010-00000124' }));
  await waitFor(() => expect(api.cuerpos('POST /api/factura/checkSocio/1/true')).toHaveLength(1));
  await userEvent.click(await within(fila).findByRole('button', { name: 'Descargar FCA 0010-00000124' }));
  await waitFor(() => expect(guardados).toEqual(['FACTURA_FCA_0010-00000124.pdf']));
});

test('several chosen invoices download as one ZIP from the server; more than parameter 320 allows is refused in the page', async () => {
  referencias('2');
  api.responder('POST /api/factura/BuscarFacturas', { body: [factura(1), factura(2), factura(3)] });
  api.responder('POST /api/factura/pdf', { archivo: { tipo: 'application/zip', datos: Buffer.from('PK'), nombre: 'Facturas_1001_2026-11-25.zip' } });
  const guardados = capturarDescargas();
  mostrarPagina(<FacturaElectronica />, '/cc/factura-electronica', '/cc/factura-electronica');
  await screen.findByText('FCA 0010-00000124');
  const casilla = (numero: string) => within(screen.getByText(numero).closest('tr') as HTMLElement).getAllByRole('checkbox')[0]!;
  await userEvent.click(casilla('FCA 0010-00000124'));
  await userEvent.click(casilla('FCA 0010-00000125'));
  await userEvent.click(casilla('FCA 0010-00000126'));
  expect(await screen.findByText('Puede descargar hasta 2 facturas a la vez: quite 1 de la selección.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Descargar seleccionadas (3)' })).toBeDisabled();
  await userEvent.click(casilla('FCA 0010-00000126'));
  await userEvent.click(await screen.findByRole('button', { name: 'Descargar seleccionadas (2)' }));
  await waitFor(() => expect(guardados).toEqual(['Facturas_1001_2026-11-25.zip']));
  expect(api.cuerpos('POST /api/factura/pdf')).toEqual([{ facturaIds: [1, 2] }]);
});

test('a remito’s invoices, and with an order id that order’s invoices; an order without any says so', async () => {
  referencias();
  api.responder('POST /api/factura/BuscarFacturas', { body: [] });
  api.responder('GET /api/factura/GetFacturasPorRemitoId/10000001', { body: [factura(7)] });
  const { unmount } = mostrarPagina(<FacturaElectronica />, '/cc/factura-electronica', '/cc/factura-electronica');
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Remito' }), '10000001');
  await userEvent.click(screen.getByRole('button', { name: 'Buscar por remito' }));
  expect(await screen.findByText('Facturas del remito 10000001')).toBeInTheDocument();
  expect(await screen.findByText('FCA 0010-00000130')).toBeInTheDocument();
  unmount();

  api.responder('GET /api/factura/GetFacturasPorPedidoId/77', { body: [] });
  mostrarPagina(<FacturaElectronica />, '/cc/factura-electronica/pedido/:id?', '/cc/factura-electronica/pedido/77');
  expect(await screen.findByText('Facturas del pedido 77')).toBeInTheDocument();
  expect(await screen.findByText('El pedido no tiene facturas.')).toBeInTheDocument();
});

test('the group page lists the whole group’s invoices with their pharmacy, and an order of the group through EnGrupo', async () => {
  referencias();
  api.responder('GET /api/FarmaciaGrupo/Farmacias/1', {
    body: [1001, 1003].map((id) => ({ id, nombre: `Farmacia ${id}`, localidad: 'CABA', bloqueo: false, descuento: 8, plazo: 30, reparto: 1, fechaVencimientoResumen: null, limiteCredito: 1, creditoTomado: 0 })),
  });
  api.responder('POST /api/factura/BuscarFacturas', { body: [factura(1), factura(2, { farmaciaId: 1003, puntoVenta: 11 })] });
  const grupo = { ...USUARIO_GRUPO, roles: [...USUARIO_GRUPO.roles, 'CuentaCorrienteFacturas' as const] };
  const { unmount } = mostrarPagina(<FacturaElectronicaGrupo />, '/cc-grupo/factura-electronica', '/cc-grupo/factura-electronica', grupo);
  const fila = (await screen.findByText('FCA 0011-00000125')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('1003')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/factura/BuscarFacturas')[0]).not.toHaveProperty('farmaciaId');
  unmount();

  api.responder('GET /api/factura/GetFacturasPorPedidoId/88/EnGrupo', { body: [factura(4, { farmaciaId: 1003, pedidoId: 88 })] });
  mostrarPagina(<FacturaElectronicaGrupo />, '/cc-grupo/factura-electronica/pedido/:id?', '/cc-grupo/factura-electronica/pedido/88', grupo);
  expect(await screen.findByText('Facturas del pedido 88')).toBeInTheDocument();
  expect(await screen.findByText('FCA 0010-00000127')).toBeInTheDocument();
});
