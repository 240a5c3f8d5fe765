import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ahoraFecha } from '@portal/shared/client';
import { diaDistribuidora } from '@portal/shared/domain';
import IngresoLotesVencidos from './IngresoLotesVencidos.js';
import { iniciarApiPaginas, mostrarPagina, PARAMETROS, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());

const hoy = diaDistribuidora(ahoraFecha());
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const GUARDADO = { troquel: 3333333, prodNombre: 'Ibuprofeno 400', cantidad: 2, nroLote: 'LV1', nroSerie: null, fechaVencimiento: hoy, trazableSinNroSerie: false, trazable: false };

beforeEach(() => {
  api.reiniciar();
  // Parameter 307 of this distributor: lots of up to 5 characters.
  api.responder('GET /api/Devolucion/Parametros', { body: { ...PARAMETROS, longitudMaximaNroLote: 5 } });
  api.responder('GET /api/DevolucionVencido/recuperar', { body: { items: [GUARDADO] } });
  api.responder('POST /api/DevolucionVencido/guardar', (cuerpo) => ({ body: cuerpo }));
  api.responder('GET /api/DevolucionVencido/Producto/1111111', { body: { troquel: 1111111, prodNombre: 'Insulina trazable', tipoValidacion: 'serie' } });
  api.responder('GET /api/DevolucionVencido/Producto/99', { status: 404, body: { title: 'No encontrado', status: 404, mensaje: 'No existe el troquel 99.', errors: {} } });
  api.responder('POST /api/devolucion/VerificarNroSerie', (cuerpo) => ({
    body: (cuerpo as { items: { troquel: number; valor: string; fechaVencimiento?: string }[] }).items.map((i) => ({
      troquel: i.troquel, valor: i.valor, estado: i.valor === 'S000000001001' ? 9 : 4, fechaVencimiento: i.fechaVencimiento ?? null, fechaVencimientoReal: '2027-06-30', lote: i.valor === 'S000000001001' ? 'L11112611' : null,
    })),
  }));
});

async function cargar(campo: string, valor: string, vencimiento?: { campo: string; valor: string }) {
  if (vencimiento) fireEvent.change(screen.getByRole('textbox', { name: vencimiento.campo }), { target: { value: vencimiento.valor } });
  const entrada = screen.getByRole('textbox', { name: campo });
  fireEvent.change(entrada, { target: { value: valor } });
  await act(async () => {
    fireEvent.keyDown(entrada, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(entrada, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

test('the saved draft comes back; a lot is judged by parameter 307 read from the server; a traceable unit goes by a serial sold to the pharmacy, checked with its expiry; the draft is saved', async () => {
  mostrarPagina(<IngresoLotesVencidos />, '/vencidos/ingreso-lotes', '/vencidos/ingreso-lotes');
  expect(await screen.findByText('3333333 Ibuprofeno 400')).toBeInTheDocument();
  // The shared entry loads with the page's first render of it (a lazily loaded component).
  expect(await screen.findByText(new RegExp(`LV1 × 2 · vence ${dmy(hoy)} · Válido`))).toBeInTheDocument();

  await cargar('Lote del troquel 3333333', 'L123456', { campo: 'Vencimiento del troquel 3333333', valor: dmy(hoy) });
  expect(await screen.findByText('L123456: Lote incorrecto')).toBeInTheDocument();

  fireEvent.change(screen.getByRole('spinbutton', { name: 'Troquel del producto' }), { target: { value: '99' } });
  await userEvent.click(screen.getByRole('button', { name: 'Agregar producto' }));
  expect(await screen.findByText('No existe el troquel 99.')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Troquel del producto' }), { target: { value: '1111111' } });
  await userEvent.click(screen.getByRole('button', { name: 'Agregar producto' }));
  expect(await screen.findByText('1111111 Insulina trazable')).toBeInTheDocument();
  await screen.findByRole('textbox', { name: 'Número de serie del troquel 1111111' });

  await cargar('Número de serie del troquel 1111111', 'S999999999001', { campo: 'Vencimiento del troquel 1111111', valor: dmy(hoy) });
  expect(await screen.findByText('S999999999001: Número de serie incorrecto')).toBeInTheDocument();
  await cargar('Número de serie del troquel 1111111', 'S000000001001', { campo: 'Vencimiento del troquel 1111111', valor: dmy(hoy) });
  expect(await screen.findByText(/S000000001001 \(lote L11112611\) · vence/)).toBeInTheDocument();
  expect(api.cuerpos('POST /api/devolucion/VerificarNroSerie').at(-1)).toEqual({ items: [{ troquel: 1111111, valor: 'S000000001001', fechaVencimiento: hoy }] });

  await waitFor(() => expect(api.cuerpos('POST /api/DevolucionVencido/guardar').length).toBeGreaterThan(0));
  expect(api.cuerpos('POST /api/DevolucionVencido/guardar').at(-1)).toEqual({
    items: [GUARDADO, { troquel: 1111111, prodNombre: 'Insulina trazable', cantidad: 1, nroLote: 'L11112611', nroSerie: 'S000000001001', fechaVencimiento: hoy, trazableSinNroSerie: false, trazable: true }],
  });
  expect(await screen.findByText(/3 unidades cargadas\. Borrador guardado\./)).toBeInTheDocument();
});
