import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DetallePagos from './DetallePagos.js';
import DetallePagosGrupo from './DetallePagosGrupo.js';
import { iniciarApiPaginas, mostrarPagina, USUARIO_GRUPO, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => api.reiniciar());

const pago = (farmaciaId: number, nroRecibo: number) => ({
  farmaciaId, fechaOperacion: '2026-11-20', nroRecibo, nroResumen: 10050, fechaVencimiento: null, importePago: 2500.75,
  leyendaTipoDePago: 'Transferencia bancaria', importeNominal: 2500.75, fechaPresentacion: null, tipoDePagoId: 1, tipoOperacionId: 1, tipoOperacion: 'Pago de resumen semanal',
  itemsDetalle: [{ descripcion: 'Factura A 0010-00000123', nroComprobante: '123', importe: 2500.75 }],
});

/** Files the page saves, by the name it saves them under. */
function capturarDescargas() {
  const guardados: string[] = [];
  URL.createObjectURL = () => 'blob:prueba';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    guardados.push(this.download);
  };
  return guardados;
}

const referencias = (sufijo = '') => {
  api.responder(`GET /api/CuentaCorriente/LeyendasParaPagos${sufijo}`, { body: [{ id: 1, leyenda: 'Transferencia bancaria' }] });
  api.responder(`GET /api/CuentaCorriente/TipodDeOperacionesParaPagos${sufijo}`, { body: [{ id: 1, descripcion: 'Pago de resumen semanal' }, { id: 2, descripcion: 'Pago de comprobantes' }] });
};

test('lists the payments with their legend and operation type, filters by operation, and exports the search from the server', async () => {
  referencias();
  api.responder('POST /api/CuentaCorriente/BuscarDetallePago', { body: [pago(1001, 70123)] });
  api.responder('POST /api/CuentaCorriente/BuscarDetallePago/descarga', { archivo: { tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', datos: Buffer.from('xlsx'), nombre: 'Pagos_1001_2026-08-25_2026-11-25.xlsx' } });
  const guardados = capturarDescargas();
  mostrarPagina(<DetallePagos />, '/cc/detalle-pagos', '/cc/detalle-pagos');
  const fila = (await screen.findByText('70123')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('20/11/2026')).toBeInTheDocument();
  expect(within(fila).getByText(/2\.500,75/)).toBeInTheDocument();
  expect(within(fila).getByText('Pago de resumen semanal')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/CuentaCorriente/BuscarDetallePago')[0]).toMatchObject({ farmaciaId: 1001 });

  await userEvent.click(screen.getByRole('combobox', { name: 'Operación' }));
  await userEvent.click(await screen.findByTitle('Pago de comprobantes'));
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(api.cuerpos('POST /api/CuentaCorriente/BuscarDetallePago').at(-1)).toMatchObject({ farmaciaId: 1001, tipoOperacionId: 2 }));

  await userEvent.click(await screen.findByRole('button', { name: 'Exportar pagos (Excel)' }));
  await waitFor(() => expect(guardados).toEqual(['Pagos_1001_2026-08-25_2026-11-25.xlsx']));
  expect(api.cuerpos('POST /api/CuentaCorriente/BuscarDetallePago/descarga')[0]).toMatchObject({ farmaciaId: 1001, tipoOperacionId: 2 });
});

test('opens a receipt with the vouchers it settled and exports it from the server under the server’s name', async () => {
  referencias();
  api.responder('POST /api/CuentaCorriente/BuscarDetallePago', { body: [pago(1001, 70123)] });
  api.responder('GET /api/CuentaCorriente/DetallePagoRecibo/1001/70123/2026-11-20', { body: pago(1001, 70123) });
  api.responder('GET /api/CuentaCorriente/DetallePagoRecibo/1001/70123/2026-11-20/descarga', { archivo: { tipo: 'text/csv', datos: Buffer.from('csv'), nombre: 'Recibo_1001_70123_2026-11-20.csv' } });
  const guardados = capturarDescargas();
  mostrarPagina(<DetallePagos />, '/cc/detalle-pagos', '/cc/detalle-pagos');
  await userEvent.click(within((await screen.findByText('70123')).closest('tr') as HTMLElement).getByRole('button', { name: 'Detalle del recibo 70123' }));
  const dialogo = await screen.findByRole('dialog');
  expect(await within(dialogo).findByText('Factura A 0010-00000123')).toBeInTheDocument();
  expect(within(dialogo).getByText('10050')).toBeInTheDocument();
  await userEvent.click(await within(dialogo).findByRole('button', { name: 'Exportar recibo (CSV)' }));
  await waitFor(() => expect(guardados).toEqual(['Recibo_1001_70123_2026-11-20.csv']));
});

test('the group page searches the whole group (with each payment’s pharmacy), then one chosen pharmacy', async () => {
  referencias('Grupo');
  api.responder('GET /api/FarmaciaGrupo/Farmacias/1', {
    body: [1001, 1003].map((id) => ({ id, nombre: `Farmacia ${id}`, localidad: 'CABA', bloqueo: false, descuento: 8, plazo: 30, reparto: 1, fechaVencimientoResumen: null, limiteCredito: 1, creditoTomado: 0 })),
  });
  api.responder('POST /api/CuentaCorriente/BuscarDetallePagoGrupo', (cuerpo) => ({
    body: (cuerpo as { farmaciaId?: number }).farmaciaId ? [pago(1003, 70200)] : [pago(1001, 70100), pago(1003, 70200)],
  }));
  mostrarPagina(<DetallePagosGrupo />, '/cc-grupo/detalle-pagos', '/cc-grupo/detalle-pagos', USUARIO_GRUPO);
  expect(await screen.findByText('Detalle de pagos del grupo')).toBeInTheDocument();
  const fila = (await screen.findByText('70200')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('1003')).toBeInTheDocument();
  expect(screen.getByText('70100')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/CuentaCorriente/BuscarDetallePagoGrupo')[0]).toEqual(expect.objectContaining({ grupoId: 1 }));
  expect(api.cuerpos('POST /api/CuentaCorriente/BuscarDetallePagoGrupo')[0]).not.toHaveProperty('farmaciaId');

  await userEvent.click(screen.getByRole('combobox', { name: 'Ver:' }));
  await userEvent.click(await screen.findByTitle('1003 · Farmacia 1003'));
  await waitFor(() => expect(screen.queryByText('70100')).toBeNull());
  expect(api.cuerpos('POST /api/CuentaCorriente/BuscarDetallePagoGrupo').at(-1)).toMatchObject({ grupoId: 1, farmaciaId: 1003 });
});
