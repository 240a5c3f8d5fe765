import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCarritoStore, useTiempoRealStore } from '@portal/shared/client';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import { iniciarServidor, type ServidorPrueba } from '../../test/support/servidorPrueba.js';
import { montarApiPedidos, type CarritoPrueba } from '../../test/support/apiPedidos.js';
import { textoCarrito } from './exportar.js';
import { useAgregarAlCarrito } from './hooks.js';
import { DURACION_AVISO_MS, useResultadosCarrito } from './resultadosCarrito.js';
import { mensajeCambio } from './mensajeCambio.js';
import { PanelCarrito } from './PanelCarrito.js';

// Two shared cores run every suite of the workspace: waits are long, what is awaited is exact.
jest.setTimeout(60_000);
const ESPERA = { timeout: 20_000 };

let servidor: ServidorPrueba;
const carrito: CarritoPrueba = { items: [], proximoCodigo: CodigoResultadoCarrito.Ok };
const linea = (troquel: number, cantidad: number) => ({ troquel, cantidad, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' });

beforeAll(async () => {
  servidor = await iniciarServidor();
  montarApiPedidos(servidor, carrito);
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  servidor.llamadas.length = 0;
  carrito.items = [linea(1001, 2)];
  carrito.version = 0;
  carrito.retenerRespuesta = undefined;
  carrito.proximoCodigo = CodigoResultadoCarrito.Ok;
  useCarritoStore.getState().limpiar();
  useResultadosCarrito.getState().descartar();
});

/** A button standing for any page that adds through the shared hook. */
function Agregador({ troquel, cantidad }: { troquel: number; cantidad: number }) {
  const { agregar } = useAgregarAlCarrito();
  return <button onClick={() => void agregar({ troquel, cantidad }).catch(() => undefined)}>Agregar de prueba</button>;
}

function abrir() {
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={cliente}>
      <MemoryRouter>
        <Agregador troquel={1003} cantidad={4} />
        <PanelCarrito />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('the panel shows the cart lines with names, hints and amounts, and a link to the summary', async () => {
  abrir();
  const fila = await screen.findByTestId('linea-carrito-1001', {}, ESPERA);
  expect(await within(fila).findByText('Ibuprofeno 400 mg x 20', {}, ESPERA)).toBeInTheDocument();
  expect(within(fila).getByRole('spinbutton', { name: 'Cantidad de Ibuprofeno 400 mg x 20' })).toHaveValue('2');
  expect(await within(fila).findByText('Mín. 1 · Máx. 50 · Múltiplo de 2', {}, ESPERA)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('total-carrito')).toHaveTextContent('$ 200,00'), ESPERA);
  expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/pedidos/resumen');
});

test('a cart line of a product with a bonus (flag 64) shows its mark, the others none', async () => {
  carrito.items = [linea(1001, 2), linea(1002, 1)];
  abrir();
  const conBono = await screen.findByTestId('linea-carrito-1002', {}, ESPERA);
  expect(await within(conBono).findByText('Bono PAP', {}, ESPERA)).toBeInTheDocument();
  expect(within(screen.getByTestId('linea-carrito-1001')).queryByText(/^Bono/)).not.toBeInTheDocument();
});

test('a first add says what went in, of which product; a refusal says which product and why', async () => {
  abrir();
  await screen.findByTestId('linea-carrito-1001', {}, ESPERA);
  carrito.proximoCodigo = CodigoResultadoCarrito.OfertaVencida;
  await userEvent.click(screen.getByRole('button', { name: 'Agregar de prueba' }));
  const aviso = await screen.findByRole('status', {}, ESPERA);
  await waitFor(() => expect(aviso).toHaveTextContent('Se agregó Amoxicilina 500 mg x 16 al carrito: 4 unidades.'), ESPERA);
  expect(aviso).toHaveTextContent('La oferta ya no está vigente: el producto se agregó sin la oferta.');
  expect(aviso).not.toHaveTextContent('Producto actualizado');
  expect(await screen.findByTestId('linea-carrito-1003', {}, ESPERA)).toBeInTheDocument();

  carrito.proximoCodigo = CodigoResultadoCarrito.ProductoBloqueado;
  await userEvent.click(screen.getByRole('button', { name: 'Agregar de prueba' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No se cambió Amoxicilina 500 mg x 16.El producto está bloqueado para su farmacia.'), ESPERA);
});

test('a change of quantity and a removal each name the product, and the notice goes away by itself after 5000 ms', async () => {
  carrito.items = [linea(1001, 2), linea(1003, 1)];
  abrir();
  const cantidad = await screen.findByRole('spinbutton', { name: 'Cantidad de Amoxicilina 500 mg x 16' }, ESPERA);
  await userEvent.clear(cantidad);
  await userEvent.type(cantidad, '6{Enter}');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Amoxicilina 500 mg x 16: de 1 unidad a 6 unidades en el carrito.'), ESPERA);

  await userEvent.click(screen.getByRole('button', { name: 'Quitar Amoxicilina 500 mg x 16' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Se quitó Amoxicilina 500 mg x 16 del carrito.'), ESPERA);
  // Still there well into its time, gone once it passed (SPEC §9: 5000 ms).
  await new Promise((listo) => setTimeout(listo, DURACION_AVISO_MS - 2_000));
  expect(screen.getByRole('status')).toHaveTextContent('Se quitó Amoxicilina 500 mg x 16 del carrito.');
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 5_000 });
});

test('the quantity field takes digits only', async () => {
  abrir();
  const cantidad = await screen.findByRole('spinbutton', { name: 'Cantidad de Ibuprofeno 400 mg x 20' }, ESPERA);
  await userEvent.clear(cantidad);
  await userEvent.type(cantidad, 'a1-b2e');
  expect(cantidad).toHaveValue('12');
});

test('each kind of change reads as what happened to the product', () => {
  const ok = { tipo: 'success' as const, mensaje: '' };
  expect(mensajeCambio('Gasa', { ...ok, antes: 0, cantidad: 1 })).toEqual({ titulo: 'Se agregó Gasa al carrito: 1 unidad.', detalle: null });
  expect(mensajeCambio('Gasa', { ...ok, antes: 3, cantidad: 5 })).toEqual({ titulo: 'Gasa: de 3 unidades a 5 unidades en el carrito.', detalle: null });
  expect(mensajeCambio('Gasa', { ...ok, antes: 3, cantidad: 0 })).toEqual({ titulo: 'Se quitó Gasa del carrito.', detalle: null });
  expect(mensajeCambio('Gasa', { tipo: 'warning', mensaje: 'La cantidad se ajustó a 6 unidades: se vende en múltiplos de 6.', antes: 0, cantidad: 6 })).toEqual({
    titulo: 'Se agregó Gasa al carrito: 6 unidades.',
    detalle: 'La cantidad se ajustó a 6 unidades: se vende en múltiplos de 6.',
  });
  expect(mensajeCambio('Gasa', { tipo: 'error', mensaje: 'El producto está bloqueado para su farmacia.', antes: 0, cantidad: 2 })).toEqual({
    titulo: 'No se agregó Gasa al carrito.',
    detalle: 'El producto está bloqueado para su farmacia.',
  });
});

test('a quantity being typed asks the amounts with the pending change, then saves it', async () => {
  abrir();
  const cantidad = await screen.findByRole('spinbutton', { name: /Cantidad de/ }, ESPERA);
  await waitFor(() => expect(screen.getByTestId('total-carrito')).toHaveTextContent('$ 200,00'), ESPERA);
  await userEvent.clear(cantidad);
  await userEvent.type(cantidad, '7');
  await waitFor(() => expect(screen.getByTestId('total-carrito')).toHaveTextContent('$ 700,00'), ESPERA);
  expect(screen.getByText('Total (con cambios sin guardar)')).toBeInTheDocument();
  const deltas = servidor.llamadas.filter((l) => l.path === '/api/importe-carrito-delta').map((l) => l.cuerpo);
  expect(deltas.at(-1)).toEqual([{ troquel: 1001, cantidad: 7, ofertaId: 0 }]);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(useCarritoStore.getState().items.map((i) => i.cantidad)).toEqual([7]), ESPERA);
});

/** The calls of the cart and its amounts since `desde`, by path. */
const llamadasCarrito = (desde: number) =>
  servidor.llamadas
    .slice(desde)
    .map((l) => l.path.split('?')[0]!)
    .filter((p) => p.startsWith('/api/carritopersistente/') || p.startsWith('/api/importe-carrito'));

test('a quantity change shows the cart and the totals its answer carries: one call, no second read of the cart or its amounts', async () => {
  abrir();
  const cantidad = await screen.findByRole('spinbutton', { name: 'Cantidad de Ibuprofeno 400 mg x 20' }, ESPERA);
  await waitFor(() => expect(screen.getByTestId('total-carrito')).toHaveTextContent('$ 200,00'), ESPERA);
  const desde = servidor.llamadas.length;
  await userEvent.clear(cantidad);
  await userEvent.type(cantidad, '6{Enter}');
  await waitFor(() => expect(useCarritoStore.getState().version).toBe(1), ESPERA);
  expect(useCarritoStore.getState().items.map((i) => [i.troquel, i.cantidad])).toEqual([[1001, 6]]);
  await waitFor(() => expect(screen.getByText('Total')).toBeInTheDocument(), ESPERA);
  await waitFor(() => expect(screen.getByTestId('total-carrito')).toHaveTextContent('$ 600,00'), ESPERA);
  expect(cantidad).toHaveValue('6');
  // It named the cart and version shown, so the answer carried only the changed line (the fake answers as the API does).
  expect(servidor.llamadas.slice(desde).find((l) => l.path.includes('/ActualizarItemCarrito?'))?.path).toMatch(/carritoId=77&version=0/);
  const llamadas = llamadasCarrito(desde);
  expect(llamadas.filter((p) => p === '/api/carritopersistente/ActualizarItemCarrito')).toHaveLength(1);
  expect(llamadas).not.toContain('/api/carritopersistente/GetItemsCarrito');
  expect(llamadas).not.toContain('/api/importe-carrito');
  // Leaving the field after Enter does not send the same quantity again.
  await userEvent.tab();
  await new Promise((listo) => setTimeout(listo, 200));
  expect(llamadasCarrito(desde).filter((p) => p === '/api/carritopersistente/ActualizarItemCarrito')).toHaveLength(1);
});

test('an answer older than a cart the hub already brought does not replace it', async () => {
  abrir();
  const cantidad = await screen.findByRole('spinbutton', { name: 'Cantidad de Ibuprofeno 400 mg x 20' }, ESPERA);
  await waitFor(() => expect(useCarritoStore.getState().carritoId).toBe(77), ESPERA);
  let soltar: () => void = () => undefined;
  carrito.retenerRespuesta = new Promise<void>((listo) => (soltar = listo));
  await userEvent.clear(cantidad);
  await userEvent.type(cantidad, '6{Enter}');
  await waitFor(() => expect(servidor.llamadas.some((l) => l.path.startsWith('/api/carritopersistente/ActualizarItemCarrito'))).toBe(true), ESPERA);
  // While our answer (version 1) is on its way, a colleague's later change arrives through the hub (version 5).
  act(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 77, version: 5, items: [linea(1001, 9), linea(1002, 1)] }));
  soltar();
  // The answer arrived (its result is the notice), and the newer cart stays.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ibuprofeno 400 mg x 20: de 2 unidades a 6 unidades en el carrito.'), ESPERA);
  expect(useCarritoStore.getState().version).toBe(5);
  expect(useCarritoStore.getState().items.map((i) => [i.troquel, i.cantidad])).toEqual([
    [1001, 9],
    [1002, 1],
  ]);
  await waitFor(() => expect(cantidad).toHaveValue('9'), ESPERA);
});

test('a line is removed and the cart cleared after confirming', async () => {
  carrito.items = [linea(1001, 2), linea(1003, 1)];
  abrir();
  await userEvent.click(await screen.findByRole('button', { name: 'Quitar Amoxicilina 500 mg x 16' }, ESPERA));
  await waitFor(() => expect(screen.queryByTestId('linea-carrito-1003')).not.toBeInTheDocument(), ESPERA);
  await userEvent.click(screen.getByRole('button', { name: 'Vaciar' }));
  expect(await screen.findByText('¿Quitar todos los productos del carrito?', {}, ESPERA)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sí, vaciar' }));
  expect(await screen.findByText('El carrito está vacío', {}, ESPERA)).toBeInTheDocument();
  expect(servidor.llamadas.some((l) => l.path === '/api/carritopersistente/BorrarCarritoCompleto')).toBe(true);
});

test("a colleague's change arriving through the hub shows at once", async () => {
  abrir();
  await screen.findByTestId('linea-carrito-1001', {}, ESPERA);
  act(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 77, items: [linea(1001, 2), linea(1002, 5)] }));
  expect(await screen.findByTestId('linea-carrito-1002', {}, ESPERA)).toBeInTheDocument();
});

test('changes carry the connectionId header so the hub skips our own connection', async () => {
  useTiempoRealStore.setState({ connectionId: 'conexion-7' });
  abrir();
  await userEvent.click(await screen.findByRole('button', { name: 'Agregar de prueba' }));
  await waitFor(() => expect(servidor.llamadas.some((l) => l.path.includes('/ActualizarItemCarrito?'))).toBe(true), ESPERA);
  expect(servidor.llamadas.find((l) => l.path.includes('/ActualizarItemCarrito?'))?.headers.connectionid).toBe('conexion-7');
});

test('the exported text cuts names to 30 characters', () => {
  const texto = textoCarrito([
    { troquel: 1004, nombre: 'Producto con un nombre larguísimo de más de treinta letras', cantidad: 3 },
    { troquel: 1001, nombre: 'Ibuprofeno', cantidad: 12 },
  ]);
  expect(texto.split('\r\n')).toEqual(['1004\tProducto con un nombre larguís\t3', '1001\tIbuprofeno                    \t12']);
});
