import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IngresoLotesRecall from './IngresoLotesRecall.js';
import ResumenRecall from './ResumenRecall.js';
import { useBorradorRecall } from './borrador-recall.js';
import { iniciarApiPaginas, mostrarPagina, PARAMETROS, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());

const RECALL = { id: 1, nombre: 'Recall Bagó: desvío de calidad', estado: 1, fechaCreacion: '2026-11-01T13:00:00.000Z', fechaPublicacion: '2026-11-05T13:00:00.000Z', fechaCaducidad: '2027-01-24T02:59:00.000Z' };
const ITEMS = [
  { recallId: 1, troquel: 2222222, prodNombre: 'Amoxicilina 500', tipoValidacion: 'lote', lotesYVencimientos: [{ lote: 'L22222611', fechaVencimiento: '2028-05-01' }, { lote: 'L22222612', fechaVencimiento: '2028-06-01' }], comprados: [{ lote: 'L22222611', cantidad: 6, devolvibles: 5, fechaVencimiento: '2028-05-01' }, { lote: 'L22222612', cantidad: 2, devolvibles: 2, fechaVencimiento: '2028-06-01' }] },
  { recallId: 1, troquel: 1111111, prodNombre: 'Insulina trazable', tipoValidacion: 'serie', lotesYVencimientos: [{ lote: 'L11112611', fechaVencimiento: '2028-01-01' }], comprados: [{ lote: 'L11112611', cantidad: 2, devolvibles: 2, fechaVencimiento: '2028-01-01' }] },
  { recallId: 1, troquel: 3333333, prodNombre: 'Jarabe no comprado', tipoValidacion: 'lote', lotesYVencimientos: [{ lote: 'L33332611', fechaVencimiento: '2028-01-01' }], comprados: [] },
];

beforeEach(() => {
  api.reiniciar();
  useBorradorRecall.getState().limpiar();
  api.responder('GET /api/recall/1', { body: RECALL });
  api.responder('GET /api/recall/ItemsRecall/1', { body: ITEMS });
  api.responder('GET /api/Devolucion/Parametros', { body: PARAMETROS });
  api.responder('POST /api/devolucion/VerificarNroSerieEnRecall', (cuerpo) => ({
    body: (cuerpo as { items: { troquel: number; valor: string }[] }).items.map((i) => {
      const estado = ['L22222611', 'L22222612', 'S000000001001'].includes(i.valor) ? 9 : 6;
      // What the API says is still returnable of each lot: 5 of the 6 bought of L22222611 (one went back earlier).
      const disponibles = estado !== 9 ? null : ({ L22222611: 5, L22222612: 2 } as Record<string, number>)[i.valor] ?? 2;
      return { troquel: i.troquel, valor: i.valor, estado, fechaVencimiento: null, fechaVencimientoReal: '2028-05-01', lote: i.valor.startsWith('S') ? 'L11112611' : null, disponibles };
    }),
  }));
});

async function escanear(campo: string, valor: string) {
  const entrada = screen.getByRole('textbox', { name: campo });
  fireEvent.change(entrada, { target: { value: valor } });
  await act(async () => {
    fireEvent.keyDown(entrada, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(entrada, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

test('the recall products with the pharmacy purchase; a lot outside the recall refused, the bought lot for several units, a serial per traceable unit; the summary sends them', async () => {
  mostrarPagina(<IngresoLotesRecall />, '/recalls/ingreso-lotes-items/:recallId', '/recalls/ingreso-lotes-items/1', { otras: { '/recalls/resumen/:recallId': <ResumenRecall /> } });
  const fila = (await screen.findByText('Amoxicilina 500')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('Comprado: L22222611, 6 u. · puede devolver 5 u.')).toBeInTheDocument();
  const noComprado = (await screen.findByText('Jarabe no comprado')).closest('tr') as HTMLElement;
  expect(within(noComprado).getByText('No compró lotes que retire este recall: no hay unidades para devolver.')).toBeInTheDocument();
  expect(within(noComprado).queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar al resumen' })).toBeDisabled();
  // The shared entry loads with the page's first render of it (a lazily loaded component).
  await screen.findByRole('textbox', { name: 'Lote del troquel 2222222' });

  await escanear('Lote del troquel 2222222', 'l99');
  expect(await screen.findByText('L99: Incorrecto por recall')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Unidades del lote del troquel 2222222' }), { target: { value: '4' } });
  await escanear('Lote del troquel 2222222', 'l22222611');
  expect(await screen.findByText(/L22222611 × 4 · Válido/)).toBeInTheDocument();
  await escanear('Número de serie del troquel 1111111', 'S000000001001');
  expect(await screen.findByText(/S000000001001 \(lote L11112611\) · Válido/)).toBeInTheDocument();
  expect(screen.getByText('5 unidades cargadas.')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/devolucion/VerificarNroSerieEnRecall').map((c) => (c as { recallId: number }).recallId)).toEqual([1, 1, 1]);

  api.responder('POST /api/devolucionRecall/Nueva', { body: { ...RECALL, id: 88, guid: 'x', tipo: 1, farmaciaId: 1001, sucursal: 1, fechaAlta: RECALL.fechaCreacion, estadoId: 200, estado: 'Pendiente OK', userId: 'u-1', cantidadItemsTotal: 5, facturaId: null, nroFactura: null, notaCreditoId: null, recallId: 1 } });
  await userEvent.click(screen.getByRole('button', { name: 'Continuar al resumen' }));
  expect(await screen.findByText('2 líneas, 5 unidades. Revise lo que devuelve y confirme.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar devolución' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent('/recalls/confirmacion/88'));
  const [cuerpo] = api.cuerpos('POST /api/devolucionRecall/Nueva') as { recallId: number; guid: string; items: unknown[] }[];
  expect(cuerpo!.recallId).toBe(1);
  expect(cuerpo!.items).toEqual([
    { troquel: 2222222, cantidad: 4, lote: 'L22222611', nroSerie: null },
    { troquel: 1111111, cantidad: 1, lote: 'L11112611', nroSerie: 'S000000001001' },
  ]);
});

test('no more units of a lot than the pharmacy may still return: the limit is said before anything is sent', async () => {
  mostrarPagina(<IngresoLotesRecall />, '/recalls/ingreso-lotes-items/:recallId', '/recalls/ingreso-lotes-items/1');
  await screen.findByRole('textbox', { name: 'Lote del troquel 2222222' });
  // The product's limit: what it may still return of both recalled lots it bought (5 + 2).
  expect(screen.getByText('0 de 7 unidades')).toBeInTheDocument();
  const unidades = screen.getByRole('spinbutton', { name: 'Unidades del lote del troquel 2222222' });
  expect(unidades).toHaveAttribute('aria-valuemax', '7');
  // The lot's limit: 6 units of a lot of which 5 remain are refused before anything is sent.
  fireEvent.change(unidades, { target: { value: '6' } });
  await escanear('Lote del troquel 2222222', 'L22222611');
  expect(await screen.findByText('L22222611: sólo quedan 5 unidades de ese lote para devolver.')).toBeInTheDocument();
  fireEvent.change(unidades, { target: { value: '3' } });
  await escanear('Lote del troquel 2222222', 'L22222611');
  expect(await screen.findByText(/L22222611 × 3 · Válido/)).toBeInTheDocument();
  // The same lot again: its units add up, and no more than the 2 left of it.
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Unidades del lote del troquel 2222222' }), { target: { value: '3' } });
  await escanear('Lote del troquel 2222222', 'L22222611');
  expect(await screen.findByText('L22222611: sólo quedan 2 unidades de ese lote para devolver.')).toBeInTheDocument();
  expect(screen.getByText('3 de 7 unidades')).toBeInTheDocument();
  expect(screen.getByText('3 unidades cargadas.')).toBeInTheDocument();
});

test("the server's refusal of the whole return shows its Spanish message naming the line", async () => {
  useBorradorRecall.getState().guardar(1, [{ troquel: 2222222, prodNombre: 'Amoxicilina 500', tipo: 'lote', entradas: [{ valor: 'L22222611', unidades: 2, fechaVencimiento: null, estado: 9 }] }]);
  api.responder('POST /api/devolucionRecall/Nueva', { status: 400, body: { title: 'Solicitud inválida', status: 400, mensaje: 'El recall 1 no está vigente.', errors: { recallId: ['No vigente.'] } } });
  mostrarPagina(<ResumenRecall />, '/recalls/resumen/:recallId', '/recalls/resumen/1');
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar devolución' }));
  expect(await screen.findByText('El recall 1 no está vigente.')).toBeInTheDocument();
});
