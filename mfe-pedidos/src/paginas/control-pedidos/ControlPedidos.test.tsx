import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuardarControlBody } from '@portal/shared/contracts';
import { nuevoConteoId } from './control-pedidos-api.js';
import NuevoControl from './NuevoControl.js';
import SeleccionRemito from './SeleccionRemito.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => {
  api.reiniciar();
  // SPEC §9 parameters 28 (units in one entry) and 1138 (units counted on one line).
  api.responder('POST /api/ParametrosGenerales', { body: [{ id: 28, nombre: 'Control manual: máximo de unidades en una entrada', valor: '50' }, { id: 1138, nombre: 'Control manual: máximo de unidades controladas por ítem', valor: '6' }] });
});

const item = (troquel: number, prodNombre: string, codigoBarras: string, cantPreparada: number, codigoBarras1: string | null = null) => ({
  id: troquel, controlPedidoId: 5, troquel, codigoBarras, codigoBarras1, prodNombre, laboratorioNombre: 'Bagó', cantControlada: 0, cantPreparada,
  pedidoId: 77, farmaciaId: 7, fecha: '2026-11-20T13:30:00.000Z', userId: 'u-1',
});

/** The API's control: counts add to what is saved (once per conteoId), finishing gives 2 when a line is short. */
function responderControl() {
  const control = { id: 5, farmaciaId: 7, fecha: '2026-11-20T13:30:00.000Z', estado: 0, userId: 'u-1', nroRemito: 10000001, pedidoId: 77,
    items: [item(1001, 'Ibuprofeno 400 mg x 20', '7790001001001', 2, '7790009999991'), item(1002, 'Ibupirac 600 mg x 10', '7790001002002', 1)] };
  const vistos = new Set<string>();
  api.responder('POST /api/controlPedido', (cuerpo) => {
    const body = cuerpo as GuardarControlBody;
    if (body.conteoId && vistos.has(body.conteoId)) return { body: control };
    if (body.conteoId) vistos.add(body.conteoId);
    for (const { troquel, cantidad } of body.items ?? []) control.items.find((i) => i.troquel === troquel)!.cantControlada += cantidad;
    if (body.finalizar) control.estado = control.items.some((i) => i.cantControlada < i.cantPreparada) ? 2 : 1;
    return { body: control };
  });
  return control;
}

const conteos = () => api.cuerpos('POST /api/controlPedido').filter((b) => (b as GuardarControlBody).items?.length) as GuardarControlBody[];

test('lists the remitos waiting for control with their order, items and a control to resume, naming the pharmacy in farmaciaId', async () => {
  api.responder('GET /api/remito/para-control', {
    body: [
      { nroRemito: 10000001, fecha: '2026-11-20T13:30:00.000Z', pedidoIds: [77], cantidadItems: 2, cantidadUnidades: 3, controlEnCursoId: null },
      { nroRemito: 10000002, fecha: '2026-11-21T13:30:00.000Z', pedidoIds: [78], cantidadItems: 4, cantidadUnidades: 9, controlEnCursoId: 6 },
    ],
  });
  mostrarPagina(<SeleccionRemito />, '/control-pedidos/seleccion-remito', '/control-pedidos/seleccion-remito');
  const fila = (await screen.findByText('10000001')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('20/11/2026 10:30')).toBeInTheDocument();
  expect(within(fila).getByRole('link', { name: 'Controlar' })).toHaveAttribute('href', '/control-pedidos/nuevo/10000001');
  expect(within(fila).getByRole('link', { name: '77' })).toHaveAttribute('href', '/historico/pedido/77');
  expect(screen.getByText('Retomar control en curso')).toBeInTheDocument();
  const llamada = api.servidor.llamadas.find((l) => l.path.startsWith('/api/remito/para-control'))!;
  expect(llamada.headers.farmaciaid).toBe('7');
  expect(llamada.path).toContain('sorts=-fecha');
  expect(llamada.path).toContain('pageSize=20');
});

test('no remito waiting says so', async () => {
  api.responder('GET /api/remito/para-control', { body: [] });
  mostrarPagina(<SeleccionRemito />, '/control-pedidos/seleccion-remito', '/control-pedidos/seleccion-remito');
  expect(await screen.findByText('No hay remitos pendientes de control.')).toBeInTheDocument();
});

test('a scanner reading + Enter counts one unit at once, with a visual confirmation; an unknown code is flagged', async () => {
  responderControl();
  mostrarPagina(<NuevoControl />, '/control-pedidos/nuevo/:id', '/control-pedidos/nuevo/10000001');
  const codigo = await screen.findByRole('textbox', { name: 'Código de barras o troquel' });
  await waitFor(() => expect(codigo).toHaveFocus());

  await userEvent.type(codigo, '7790001001001{Enter}');
  expect(await screen.findByText('+1 Ibuprofeno 400 mg x 20')).toBeInTheDocument();
  const fila = screen.getByText('Ibuprofeno 400 mg x 20').closest('tr') as HTMLElement;
  await waitFor(() => expect(within(fila).getByText('-1')).toBeInTheDocument());

  await userEvent.type(codigo, '1234567{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('El producto 1234567 no está en el remito 10000001.');
});

test('a typed troquel takes the typed quantity, each count with its own id; finishing short gives state 2', async () => {
  responderControl();
  mostrarPagina(<NuevoControl />, '/control-pedidos/nuevo/:id', '/control-pedidos/nuevo/10000001');
  const codigo = await screen.findByRole('textbox', { name: 'Código de barras o troquel' });
  await waitFor(() => expect(codigo).toHaveFocus());
  await userEvent.type(codigo, '7790001001001{Enter}');
  const fila = screen.getByText('Ibuprofeno 400 mg x 20').closest('tr') as HTMLElement;
  await waitFor(() => expect(within(fila).getByText('-1')).toBeInTheDocument());

  await userEvent.type(codigo, '1001');
  await userEvent.clear(screen.getByRole('spinbutton', { name: 'Cantidad' }));
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Cantidad' }), '1{Enter}');
  await waitFor(() => expect(within(fila).getByText('0')).toBeInTheDocument());
  expect(conteos().map(({ nroRemito, items }) => ({ nroRemito, items }))).toEqual([
    { nroRemito: 10000001, items: [{ troquel: 1001, cantidad: 1 }] },
    { nroRemito: 10000001, items: [{ troquel: 1001, cantidad: 1 }] },
  ]);
  // Each count has its own id, so a retry of one is not added twice.
  const [a, b] = conteos();
  expect(a!.conteoId).toMatch(/^[0-9a-f-]{36}$/);
  expect(a!.conteoId).not.toBe(b!.conteoId);
  expect(api.servidor.llamadas.filter((l) => l.path === '/api/controlPedido').every((l) => l.headers.farmaciaid === '7')).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Finalizar control' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Finalizar' }));
  expect(await screen.findByText('Control 5: Finalizado con faltantes')).toBeInTheDocument();
  expect(screen.getByText('1 línea tiene diferencias con lo preparado.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Descargar PDF del control' })).toBeInTheDocument();
});

test("the product's second barcode finds its line, and the bonus mark shows on the remito's lines", async () => {
  responderControl();
  mostrarPagina(<NuevoControl />, '/control-pedidos/nuevo/:id', '/control-pedidos/nuevo/10000001');
  const codigo = await screen.findByRole('textbox', { name: 'Código de barras o troquel' });
  await waitFor(() => expect(codigo).toHaveFocus());
  await userEvent.type(codigo, '7790009999991{Enter}');
  expect(await screen.findByText('+1 Ibuprofeno 400 mg x 20')).toBeInTheDocument();
  await waitFor(() => expect(conteos()).toHaveLength(1));
  expect(conteos()[0]!.items).toEqual([{ troquel: 1001, cantidad: 1 }]);
  const conBono = screen.getByText('Ibupirac 600 mg x 10').closest('tr') as HTMLElement;
  expect(await within(conBono).findByText('Bono PAP')).toBeInTheDocument();
  expect(within(screen.getByText('Ibuprofeno 400 mg x 20').closest('tr') as HTMLElement).getByText('7790001001001 / 7790009999991')).toBeInTheDocument();
});

test('a count the server failed to answer is retried with the same id and counted once', async () => {
  const control = responderControl();
  let fallar = true;
  const normal = api.servidor.rutas[0]!;
  // First answer to the first count: a server error after the count was applied (the answer is what gets lost).
  api.servidor.rutas.unshift((req, cuerpo, res) => {
    if (req.url !== '/api/controlPedido' || !(cuerpo as GuardarControlBody).items?.length || !fallar) return false;
    fallar = false;
    normal(req, cuerpo, { writeHead: () => ({ end: () => undefined }) } as never);
    res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ title: 'Error', status: 502, mensaje: 'Puerta de enlace', errors: {} }));
    return true;
  });
  try {
    mostrarPagina(<NuevoControl />, '/control-pedidos/nuevo/:id', '/control-pedidos/nuevo/10000001');
    const codigo = await screen.findByRole('textbox', { name: 'Código de barras o troquel' });
    await waitFor(() => expect(codigo).toHaveFocus());
    await userEvent.type(codigo, '7790001001001{Enter}');
    await waitFor(() => expect(conteos()).toHaveLength(2));
    expect(conteos()[0]!.conteoId).toBe(conteos()[1]!.conteoId);
    const fila = screen.getByText('Ibuprofeno 400 mg x 20').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(fila).getByText('-1')).toBeInTheDocument());
    expect(control.items[0]!.cantControlada).toBe(1);
  } finally {
    api.servidor.rutas.shift();
  }
});

test('parameters 28 and 1138 bound what is typed: over the line maximum is refused before any call', async () => {
  responderControl();
  mostrarPagina(<NuevoControl />, '/control-pedidos/nuevo/:id', '/control-pedidos/nuevo/10000001');
  expect(await screen.findByText('Hasta 50 unidades por entrada y 6 por producto.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código de barras o troquel' })).toHaveFocus());
  const cantidad = screen.getByRole('spinbutton', { name: 'Cantidad' });
  expect(cantidad).toHaveAttribute('aria-valuemax', '50');
  expect(cantidad).toHaveAttribute('aria-valuemin', '-50');
  await userEvent.type(screen.getByRole('textbox', { name: 'Código de barras o troquel' }), '1001');
  await userEvent.clear(cantidad);
  await userEvent.type(cantidad, '7{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ibuprofeno 400 mg x 20: el control manual admite hasta 6 unidades por producto.');
  expect(conteos()).toEqual([]);
});

test('a colleague who already finished the control is named, and the screen shows the control as it ended', async () => {
  api.responder('POST /api/controlPedido', (cuerpo) =>
    (cuerpo as GuardarControlBody).items?.length
      ? { status: 409, body: { title: 'Conflicto', status: 409, mensaje: 'El control del remito 10000001 ya fue finalizado.', errors: {} } }
      : { body: { id: 5, farmaciaId: 7, fecha: '2026-11-20T13:30:00.000Z', estado: 0, userId: 'u-1', nroRemito: 10000001, pedidoId: 77, items: [item(1001, 'Ibuprofeno 400 mg x 20', '7790001001001', 2)] } },
  );
  api.responder('GET /api/controlPedido/5', { body: { id: 5, farmaciaId: 7, fecha: '2026-11-20T14:00:00.000Z', estado: 1, userId: 'u-2', nroRemito: 10000001, pedidoId: 77 } });
  api.responder('GET /api/controlPedido/detalle/5', { body: [{ ...item(1001, 'Ibuprofeno 400 mg x 20', '7790001001001', 2), cantControlada: 2 }] });
  mostrarPagina(<NuevoControl />, '/control-pedidos/nuevo/:id', '/control-pedidos/nuevo/10000001');
  const codigo = await screen.findByRole('textbox', { name: 'Código de barras o troquel' });
  await waitFor(() => expect(codigo).toHaveFocus());
  await userEvent.type(codigo, '1001{Enter}');
  expect(await screen.findByText('Un compañero ya finalizó el control de este remito: la última cantidad no se sumó. Abajo está el control como quedó.')).toBeInTheDocument();
  expect(await screen.findByText('Control 5: Finalizado')).toBeInTheDocument();
  expect(screen.queryByText('No se pudo guardar la última cantidad: vuelva a escanearla.')).not.toBeInTheDocument();
});

test('an already controlled remito says so', async () => {
  api.responder('POST /api/controlPedido', { status: 409, body: { title: 'Conflicto', status: 409, mensaje: 'El control del remito 10000009 ya fue finalizado.', errors: {} } });
  mostrarPagina(<NuevoControl />, '/control-pedidos/nuevo/:id', '/control-pedidos/nuevo/10000009');
  expect(await screen.findByText('El remito 10000009 ya fue controlado.')).toBeInTheDocument();
});

test('a count id is a version 4 UUID the API accepts, also where the page is not served over HTTPS', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  expect(nuevoConteoId()).toMatch(uuid);
  const original = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const ids = new Set(Array.from({ length: 50 }, nuevoConteoId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuid);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
  }
});
