import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmacionDevolucion } from './ConfirmacionDevolucion.js';
import { TIMEOUT_ESTADO_MS } from './comun-api.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());
beforeEach(() => api.reiniciar());

const DEVOLUCION = {
  id: 41, guid: '00000000-0000-4000-8000-000000000041', tipo: 0, farmaciaId: 1001, sucursal: 1, fechaAlta: '2026-11-20T14:05:00.000Z', estadoId: 200, estado: 'Pendiente OK',
  userId: 'u-1', cantidadItemsTotal: 3, facturaId: 55, nroFactura: 'FCA 0010-00000123', notaCreditoId: null, recallId: null,
};
const estado = (estadoId: number, nombre: string) => ({ body: { id: 41, estadoId, estado: nombre, notaCreditoId: null } });

function mostrar(intervaloMs: number) {
  return mostrarPagina(
    <ConfirmacionDevolucion titulo="Confirmación de devolución" api="/api/devolucion" historico="devoluciones-buscar" nueva="devoluciones-seleccionar-factura" comprobante intervaloMs={intervaloMs} />,
    '/devoluciones/confirmacion/:id',
    '/devoluciones/confirmacion/41',
  );
}

test('shows the return with its invoice number and polls its transmission state until it leaves pending', async () => {
  api.responder('GET /api/devolucion/41', { body: DEVOLUCION });
  const respuestas = [estado(200, 'Pendiente OK'), estado(200, 'Pendiente OK'), estado(220, 'Envío aprobado')];
  api.responder('GET /api/devolucion/estado/41', () => respuestas.shift() ?? estado(220, 'Envío aprobado'));
  mostrar(300);

  expect(await screen.findByText('Devolución 41 registrada.')).toBeInTheDocument();
  expect(screen.getByText('FCA 0010-00000123')).toBeInTheDocument();
  expect(await screen.findByText('Envío aprobado')).toBeInTheDocument();
  const polls = api.cuerpos('GET /api/devolucion/estado/41').length;
  expect(polls).toBe(3);
  // Once it left pending it is asked no more.
  await new Promise((r) => setTimeout(r, 1000));
  expect(api.cuerpos('GET /api/devolucion/estado/41')).toHaveLength(polls);
});

test(`a state answer slower than ${TIMEOUT_ESTADO_MS} ms is given up and said; the next poll tries again`, async () => {
  api.responder('GET /api/devolucion/41', { body: DEVOLUCION });
  let llamada = 0;
  api.responder('GET /api/devolucion/estado/41', () => (++llamada === 1 ? { ...estado(600, 'Acreditado'), demoraMs: TIMEOUT_ESTADO_MS + 1500 } : estado(600, 'Acreditado')));
  mostrar(TIMEOUT_ESTADO_MS + 500);

  expect(await screen.findByText('Sin respuesta del servidor: se vuelve a consultar', {}, { timeout: TIMEOUT_ESTADO_MS + 3000 })).toBeInTheDocument();
  expect(screen.queryByText('Acreditado')).not.toBeInTheDocument();
  expect(await screen.findByText('Acreditado', {}, { timeout: TIMEOUT_ESTADO_MS + 5000 })).toBeInTheDocument();
  expect(screen.queryByText('Sin respuesta del servidor: se vuelve a consultar')).not.toBeInTheDocument();
  expect(llamada).toBe(2);
});

test("the voucher is the server's PDF, saved under the server's file name through the shared download", async () => {
  api.responder('GET /api/devolucion/41', { body: DEVOLUCION });
  api.responder('GET /api/devolucion/estado/41', estado(600, 'Acreditado'));
  api.responder('GET /api/devolucion/41/comprobante', { archivo: { tipo: 'application/pdf', datos: Buffer.from('%PDF-1.4 comprobante'), nombre: 'devolucion-41.pdf' } });
  const guardados: string[] = [];
  URL.createObjectURL = () => 'blob:prueba';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    guardados.push(this.download);
  };
  mostrar(60_000);

  await userEvent.click(await screen.findByRole('button', { name: 'Descargar comprobante' }));
  await waitFor(() => expect(guardados).toEqual(['devolucion-41.pdf']));
});

test('a return of another pharmacy (404) says it was not found', async () => {
  api.responder('GET /api/devolucion/41', { status: 404, body: { title: 'No encontrado', status: 404, mensaje: 'No se encontró la devolución.', errors: {} } });
  api.responder('GET /api/devolucion/estado/41', { status: 404, body: { title: 'No encontrado', status: 404, mensaje: 'No se encontró la devolución.', errors: {} } });
  mostrar(60_000);
  expect(await screen.findByText('No se encontró la devolución.')).toBeInTheDocument();
});
