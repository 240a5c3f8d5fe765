import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';
import { apiPrueba, mostrar } from '../../../test/api-prueba.js';
import Inicio from './Inicio.js';

jest.setTimeout(120_000);
// Lazily loaded page code and antd take a while on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const USUARIO = { ...USUARIO_PRUEBA, farmaciaId: 7, roles: ['Pedidos' as const, 'AccesoDashboard' as const] };
const ahora = new Date();
const enUnaHora = new Date(ahora.getTime() + 3_600_000);

let api: Awaited<ReturnType<typeof apiPrueba>>;
let layout: string[];
let personalizado = true;

beforeAll(async () => {
  api = await apiPrueba({
    'GET /api/homePersonalizado': () => ({ body: personalizado }),
    'GET /api/farmacia/7': {
      body: {
        id: 7,
        nombre: 'Farmacia Central',
        razonSocial: 'Central SRL',
        descuento: 8,
        plazo: 30,
        saldo: 0,
        direccion: 'Av. Corrientes 1234',
        localidad: 'CABA',
        codPostal: 'C1043',
        cuit: '30-12345678-9',
        ingresosBrutos: '901-123456-7',
        directorTecnico: 'Ana Pérez',
        sucursal: 1,
        fechaVencimiento: null,
        tipoContribuyente: 1,
        tipoFarmacia: 0,
        nroReparto: 1,
        gln: null,
      },
    },
    'GET /api/widget/widgets': { body: ['carrito', 'proximo-cierre', 'bonos', 'novedades'] },
    'GET /api/widget/layout': () => ({ body: layout }),
    'PUT /api/widget/layout': (cuerpo) => {
      if ((cuerpo as string[]).length === 0) return { status: 400, body: { title: 'Solicitud incorrecta', status: 400, mensaje: 'Sin widgets.', errors: {} } };
      layout = cuerpo as string[];
      return { body: layout };
    },
    'GET /api/farmacia/InfoHoras': { body: { horaServidor: ahora.toISOString(), cierreReparto: enUnaHora.toISOString(), repartoCerradoRecientemente: false } },
    'GET /api/novedad/7': { status: 204 },
    'GET /api/farmacia/7/cantBonos': { status: 500, body: { title: 'Error', status: 500, mensaje: 'Falla', errors: {} } },
    'GET /api/widget/carrito-ultimo-cambio': { body: { usuario: 'Martín Gómez', fecha: ahora.toISOString() } },
    'GET /api/carritopersistente/GetItemsCarrito': {
      body: { carritoId: 1, items: [{ troquel: 123, cantidad: 3, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: ahora.toISOString() }] },
    },
    'GET /api/importe-carrito': {
      body: { subtotalCosto: 0, subtotalGravado: 0, subtotalExento: 0, iva: 0, percepcionIIBBGravado: 0, percepcionIIBBExento: 0, percepcionIVA: 0, total: 1500 },
    },
  });
});
afterAll(() => api.cerrar());

const widget = (nombre: string) => document.querySelector<HTMLElement>(`[data-widget="${nombre}"]`);

test('each widget loads on its own: data, empty and error states side by side', async () => {
  layout = ['proximo-cierre:0:0:4:3', 'novedades:4:0:4:3', 'bonos:8:0:4:2', 'carrito:0:3:4:3'];
  mostrar(<Inicio />, USUARIO);
  expect(await screen.findByText(/^Faltan (59|1 h)/)).toBeInTheDocument();
  // The welcome names the pharmacy the user works for.
  expect(await screen.findByTestId('farmacia-del-usuario')).toHaveTextContent('Farmacia Central');
  expect(await screen.findByText('No hay novedades.')).toBeInTheDocument();
  expect(await within(widget('bonos')!).findByText('No se pudieron cargar los datos.')).toBeInTheDocument();
  expect(await within(widget('carrito')!).findByText(/1 línea, 3 unidades/)).toBeInTheDocument();
  expect(within(widget('carrito')!).getByRole('link', { name: 'Continuar el pedido' })).toHaveAttribute('href', '/pedidos/nuevo');
  // Not editable unless the toggle says so.
  expect(screen.queryByRole('button', { name: /Editar tablero/ })).toBeNull();
});

test('a blocked pharmacy is told on its first page why it cannot order, and its cart widget leads to its history', async () => {
  layout = ['carrito:0:0:4:3'];
  mostrar(<Inicio />, { ...USUARIO, roles: [...USUARIO.roles, 'FarmaciaBloqueada' as const] });
  const aviso = 'La farmacia está bloqueada: puede consultar su histórico y sus controles, pero no hacer pedidos ni modificar el carrito.';
  expect(await screen.findByRole('alert')).toHaveTextContent(aviso);
  const historico = await screen.findByRole('link', { name: 'Ver el histórico de pedidos' });
  expect(historico).toHaveAttribute('href', '/historico/buscar');
  expect(widget('carrito')).toContainElement(historico);
  expect(within(widget('carrito')!).getByText(aviso)).toBeInTheDocument();
  expect(within(widget('carrito')!).queryByRole('link', { name: 'Continuar el pedido' })).toBeNull();
});

test('with activarDashboardEditable the user removes and adds widgets up to the maximum and saves the layout', async () => {
  layout = ['proximo-cierre:0:0:4:3', 'novedades:4:0:4:3'];
  const usuario = userEvent.setup({ delay: null });
  mostrar(<Inicio />, USUARIO, '/', { activarDashboardEditable: true, maxWidgetsDashboard: 2 });
  await usuario.click(await screen.findByRole('button', { name: /Editar tablero/ }));
  expect(screen.getByText(/^2 de 2 widgets \(máximo alcanzado\)\. Arrastre/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Carrito actual/ })).toBeDisabled();
  await usuario.click(screen.getByRole('button', { name: 'Quitar Novedades' }));
  expect(widget('novedades')).toBeNull();
  // The keyboard moves a widget: focus its handle, arrow right.
  screen.getByRole('button', { name: 'Mover Próximo cierre de reparto' }).focus();
  await usuario.keyboard('{ArrowRight}');
  await usuario.click(screen.getByRole('button', { name: /Carrito actual/ }));
  expect(await within(widget('carrito')!).findByText(/1 línea/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Bonos pendientes/ })).toBeDisabled();
  await usuario.click(screen.getByRole('button', { name: 'Guardar tablero' }));
  expect(await screen.findByRole('button', { name: /Editar tablero/ })).toBeInTheDocument();
  const guardado = api.cuerpos('PUT /api/widget/layout').at(-1) as string[];
  expect(guardado.map((e) => e.split(':')[0])).toEqual(['proximo-cierre', 'carrito']);
  expect(guardado[0]).toBe('proximo-cierre:1:0:4:3');
});

test("Mayús + flechas on a widget's handle resize it, within the grid and never below 2 × 2, and the saved layout keeps the size", async () => {
  layout = ['proximo-cierre:0:0:4:3', 'novedades:8:0:4:2'];
  const usuario = userEvent.setup({ delay: null });
  mostrar(<Inicio />, USUARIO, '/', { activarDashboardEditable: true });
  await usuario.click(await screen.findByRole('button', { name: /Editar tablero/ }));
  screen.getByRole('button', { name: 'Mover Próximo cierre de reparto' }).focus();
  // Two columns wider, one row taller.
  await usuario.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
  // Novedades sits at the right edge: wider stops at column 12, narrower and shorter stop at 2.
  screen.getByRole('button', { name: 'Mover Novedades' }).focus();
  await usuario.keyboard('{Shift>}{ArrowRight}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
  await usuario.click(screen.getByRole('button', { name: 'Guardar tablero' }));
  expect(await screen.findByRole('button', { name: /Editar tablero/ })).toBeInTheDocument();
  const guardado = api.cuerpos('PUT /api/widget/layout').at(-1) as string[];
  expect(guardado).toContain('proximo-cierre:0:0:6:4');
  expect(guardado.find((e) => e.startsWith('novedades:'))).toMatch(/^novedades:8:\d+:4:2$/);
});

test('a layout the server refuses keeps the draft open and says why', async () => {
  layout = ['novedades:0:0:4:3'];
  const usuario = userEvent.setup({ delay: null });
  mostrar(<Inicio />, USUARIO, '/', { activarDashboardEditable: true });
  await usuario.click(await screen.findByRole('button', { name: /Editar tablero/ }));
  await usuario.click(screen.getByRole('button', { name: 'Quitar Novedades' }));
  await usuario.click(screen.getByRole('button', { name: 'Guardar tablero' }));
  expect(await screen.findByText('Su tablero no tiene widgets.')).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Guardar tablero' });
  expect(api.notificados.at(-1)).toBe('Sin widgets.');
  expect(layout).toEqual(['novedades:0:0:4:3']);
});

test('a layout saved with more widgets than maxWidgetsDashboard shows only the first ones, and editing starts from those', async () => {
  layout = ['proximo-cierre:0:0:4:3', 'novedades:4:0:4:3', 'carrito:8:0:4:3'];
  const usuario = userEvent.setup({ delay: null });
  mostrar(<Inicio />, USUARIO, '/', { activarDashboardEditable: true, maxWidgetsDashboard: 2 });
  expect(await screen.findByText('No hay novedades.')).toBeInTheDocument();
  expect(widget('proximo-cierre')).not.toBeNull();
  expect(widget('carrito')).toBeNull();
  await usuario.click(screen.getByRole('button', { name: /Editar tablero/ }));
  expect(screen.getByText(/^2 de 2 widgets \(máximo alcanzado\)/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Carrito actual/ })).toBeDisabled();
  await usuario.click(screen.getByRole('button', { name: 'Guardar tablero' }));
  expect(await screen.findByRole('button', { name: /Editar tablero/ })).toBeInTheDocument();
  expect((api.cuerpos('PUT /api/widget/layout').at(-1) as string[]).map((e) => e.split(':')[0])).toEqual(['proximo-cierre', 'novedades']);
});

/** How many times each of these calls was made so far. */
const llamadas = (...rutas: string[]) => rutas.map((r) => api.cuerpos(r).length);
const DATOS_DE_WIDGETS = ['GET /api/farmacia/InfoHoras', 'GET /api/novedad/7', 'GET /api/carritopersistente/GetItemsCarrito', 'GET /api/importe-carrito'];

test('the data of every widget is asked for once, as soon as the layout is known, and not again when the widget mounts', async () => {
  layout = ['proximo-cierre:0:0:4:3', 'novedades:4:0:4:3', 'carrito:0:3:4:3'];
  const antes = llamadas(...DATOS_DE_WIDGETS);
  mostrar(<Inicio />, USUARIO);
  expect(await screen.findByText(/1 línea, 3 unidades/)).toBeInTheDocument();
  expect(await screen.findByText('No hay novedades.')).toBeInTheDocument();
  expect(await screen.findByText(/^Faltan (59|1 h)/)).toBeInTheDocument();
  expect(llamadas(...DATOS_DE_WIDGETS).map((n, i) => n - antes[i]!)).toEqual([1, 1, 1, 1]);
});

test('with parameter 310 off (homePersonalizado false) the home is the pharmacy card, and no data of the widgets is asked for', async () => {
  personalizado = false;
  const antes = llamadas(...DATOS_DE_WIDGETS);
  try {
    mostrar(<Inicio />, USUARIO);
    expect(await screen.findByRole('heading', { name: 'Farmacia Central' })).toBeInTheDocument();
    expect(screen.getByText('Su farmacia')).toBeInTheDocument();
    expect(screen.getByText('Av. Corrientes 1234, CABA')).toBeInTheDocument();
    expect(document.querySelector('[data-widget]')).toBeNull();
    expect(llamadas(...DATOS_DE_WIDGETS)).toEqual(antes);
  } finally {
    personalizado = true;
  }
});
