import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { useCarritoStore } from '@portal/shared/client';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';
import { apiPrueba, mostrar, type Respuesta } from '../../../../test/api-prueba.js';
import Inicio from '../Inicio.js';

jest.setTimeout(60_000);
// The grid and each widget's code load lazily, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/** Every widget on one dashboard, against a real HTTP server: first each with data, then each with nothing to show. */

const USUARIO = { ...USUARIO_PRUEBA, farmaciaId: 7, roles: ['Pedidos' as const, 'AccesoDashboard' as const, 'CuentaCorriente' as const, 'Devoluciones' as const] };
const LAYOUT = [
  'saldo-cuenta-corriente:0:0:4:3',
  'ultimos-pedidos:4:0:4:3',
  'recuperador:8:0:4:3',
  'evento:0:3:4:3',
  'recalls:4:3:4:3',
  'banners:8:3:4:3',
  'carrito:0:6:4:3',
];
const ahora = new Date().toISOString();
const hoy = ahora.slice(0, 10);
const enDias = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const recall = (id: number, nombre: string) => ({ id, nombre, estado: 1, fechaCreacion: ahora, fechaPublicacion: ahora, fechaCaducidad: '2026-12-31T12:00:00.000Z' });
const item = (recallId: number, cantidad: number) => ({
  recallId,
  troquel: 100 + recallId,
  prodNombre: 'Producto',
  lotesYVencimientos: [],
  tipoValidacion: 'lote',
  comprados: cantidad ? [{ lote: 'L1', cantidad, devolvibles: cantidad, fechaVencimiento: '2027-01-01' }] : [],
});
const importes = { subtotalCosto: 0, subtotalGravado: 0, subtotalExento: 0, iva: 0, percepcionIIBBGravado: 0, percepcionIIBBExento: 0, percepcionIVA: 0, total: 0 };

const CON_DATOS: Record<string, Respuesta> = {
  'GET /api/CuentaCorriente/composicion/7': {
    body: {
      farmaciaId: 7,
      hoy,
      saldo: 54_233_885.77,
      vencido: 20_000,
      aVencer: 54_213_885.77,
      tramos: [],
      impagos: [
        { farmaciaId: 7, descFC: 'FC A 0001-00000123', idFactura: 1, fechaMovimiento: hoy, fechaVencimiento: enDias(-3), importe: 20_000, pendiente: 20_000 },
        { farmaciaId: 7, descFC: 'FC A 0001-00000124', idFactura: 2, fechaMovimiento: hoy, fechaVencimiento: '2099-03-10', importe: 54_213_885.77, pendiente: 54_213_885.77 },
      ],
    },
  },
  'GET /api/pedidoHistorico/BuscarPedido': {
    body: [{ id: 4521, pedidoGuid: 'g', farmaciaId: 7, fechaAlta: ahora, estadoId: 600, turnoId: 1, userId: 'u', importe: 98_765.4, operador: null, cantidadItems: 3, cantidadItemsTotal: 9, facturasGeneradas: 1 }],
  },
  'GET /api/estado': { body: [{ id: 600, descripcion: 'Facturado' }] },
  'GET /api/recuperador/GetItemsRecuperador': {
    body: [
      { troquel: 555, userId: 'u', fechaPedido: hoy, cantidadARecuperar: 4 },
      { troquel: 556, userId: 'u', fechaPedido: hoy, cantidadARecuperar: 1 },
    ],
  },
  // The names of the listed products; 556 is unknown to the catalogue and keeps its troquel.
  'POST /api/producto/SinFiltro': {
    body: [
      {
        troquel: 555, codigoBarras: '7790000000555', codigoBarras1: null, nombre: 'Amoxidal 500 mg x 16', presentacion: null, descripcionExtendida: null, laboratorioId: 1,
        drogaId: null, panalPami: false, imagen: null, categoriaId: 1, noSeFabricaMas: false, fechaBaja: null, flags: 0, iva105: false, iva21: false, refrigerado: false,
        aptoCeliaco: false, trazable: false, psicofarmaco: false, psicofarmacoNoFacturable: false, categorizable: true,
      },
    ],
  },
  'GET /api/evento/evento-activo': {
    body: { eventoId: 1, nombre: 'Jornada de Actualización', fecha: '15/12/2026 09:00', maxInscriptosPorSocio: 2, direccion: 'Carlos Pellegrini 551', duracion: '4 horas', almuerzo: true, observaciones: null },
  },
  'GET /api/recall/PublicadosYVigentes': { body: [recall(1, 'Recall lote 22 de Amoxidal'), recall(2, 'Recall Ibupirac 600')] },
  'POST /api/recall/ItemsRecalls': { body: [item(1, 0), item(2, 6)] },
  'GET /api/banner': {
    body: { banners: [{ id: 1, linkExterno: null, nombreArchivo: 'b1.svg', textoBusqueda: 'ibuprofeno', tipoBusqueda: 1, urlDestino: null }], bannerIntercalado: null, duracionBanners: null },
  },
  'GET /api/carritopersistente/GetItemsCarrito': {
    body: { carritoId: 1, items: [{ troquel: 123, cantidad: 2, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: ahora }] },
  },
  'GET /api/importe-carrito': { body: { ...importes, total: 2500 } },
  'GET /api/widget/carrito-ultimo-cambio': { body: { usuario: 'Martín Gómez', fecha: '2026-11-20T13:05:00.000Z' } },
};

const VACIOS: Record<string, Respuesta> = {
  'GET /api/pedidoHistorico/BuscarPedido': { body: [] },
  'GET /api/recuperador/GetItemsRecuperador': { body: [] },
  'GET /api/evento/evento-activo': { status: 204 },
  'GET /api/recall/PublicadosYVigentes': { body: [] },
  'GET /api/banner': { body: { banners: [], bannerIntercalado: null, duracionBanners: null } },
  'GET /api/carritopersistente/GetItemsCarrito': { body: { carritoId: 1, items: [] } },
  'GET /api/widget/carrito-ultimo-cambio': { body: { usuario: null, fecha: null } },
};

let respuestas: Record<string, Respuesta>;
let api: Awaited<ReturnType<typeof apiPrueba>>;

beforeAll(async () => {
  const rutas: Record<string, () => Respuesta> = {};
  for (const clave of new Set([...Object.keys(CON_DATOS), ...Object.keys(VACIOS)])) rutas[clave] = () => respuestas[clave] ?? CON_DATOS[clave]!;
  api = await apiPrueba({
    ...rutas,
    'GET /api/homePersonalizado': { body: true },
    'GET /api/widget/widgets': { body: LAYOUT.map((e) => e.split(':')[0]) },
    'GET /api/widget/layout': { body: LAYOUT },
  });
});
afterAll(() => api.cerrar());

const widget = (nombre: string) => within(document.querySelector<HTMLElement>(`[data-widget="${nombre}"]`)!);
/** The grid and its widgets' frames (their code loads lazily). */
const tablero = () => waitFor(() => expect(document.querySelectorAll('[data-widget]')).toHaveLength(LAYOUT.length));

test('every widget shows its own data, with its link onwards', async () => {
  respuestas = CON_DATOS;
  mostrar(<Inicio />, USUARIO, '/', { maxWidgetsDashboard: 10 });
  await tablero();
  // Debt: balance, overdue and the next due date from today on (not the overdue one).
  expect(await screen.findByText('10/03/2099')).toBeInTheDocument();
  expect(widget('saldo-cuenta-corriente').getByText(/Próximo vencimiento/)).toBeInTheDocument();
  // The balance reads as the blocked and no-balance pages and the debt page read it.
  expect(widget('saldo-cuenta-corriente').getByText('Debe $ 54.233.885,77')).toBeInTheDocument();
  expect(widget('saldo-cuenta-corriente').getByRole('link', { name: 'Ver la cuenta corriente' })).toHaveAttribute('href', '/cc/composicion-de-la-deuda');
  // Last orders with their state.
  expect(await widget('ultimos-pedidos').findByRole('link', { name: 'Pedido 4521' })).toHaveAttribute('href', '/historico/pedido/4521');
  expect(widget('ultimos-pedidos').getByText('Facturado')).toBeInTheDocument();
  // Recoverer.
  expect(await widget('recuperador').findByText('Amoxidal 500 mg x 16: 4 u.', { exact: false })).toBeInTheDocument();
  expect(widget('recuperador').getByText('Troquel 556: 1 u.', { exact: false })).toBeInTheDocument();
  // Active event.
  expect(await widget('evento').findByText('Jornada de Actualización')).toBeInTheDocument();
  expect(widget('evento').getByRole('link', { name: 'Inscribir al equipo' })).toHaveAttribute('href', '/eventos');
  // Recalls: the one whose lots the pharmacy bought first.
  await widget('recalls').findByText('Recall Ibupirac 600');
  const recalls = widget('recalls').getAllByRole('listitem');
  expect(recalls[0]).toHaveTextContent('Recall Ibupirac 600');
  expect(recalls[0]).toHaveTextContent('Su farmacia compró 6 u.');
  expect(recalls[1]).toHaveTextContent('Sin compras de estos lotes');
  expect(api.cuerpos('POST /api/recall/ItemsRecalls').at(-1)).toEqual({ recallIds: [1, 2] });
  // Banners: the carousel.
  expect(await widget('banners').findByRole('link', { name: /busca «ibuprofeno» en el buscador de productos/ })).toBeInTheDocument();
  // Cart: who changed it last.
  expect(await widget('carrito').findByText(/Último cambio: 20\/11\/2026 10:05 por Martín Gómez/)).toBeInTheDocument();
});

test('a balance in the pharmacy’s favour reads as an amount a favor, without a minus sign', async () => {
  const llamadasAntes = api.cuerpos('POST /api/recall/ItemsRecalls').length;
  const composicion = CON_DATOS['GET /api/CuentaCorriente/composicion/7']!.body as object;
  respuestas = { ...CON_DATOS, 'GET /api/CuentaCorriente/composicion/7': { body: { ...composicion, saldo: -1234.5, vencido: 0, aVencer: 0, impagos: [] } } };
  mostrar(<Inicio />, USUARIO, '/', { maxWidgetsDashboard: 10 });
  await tablero();
  expect(await widget('saldo-cuenta-corriente').findByText('$ 1.234,50 a favor')).toBeInTheDocument();
  expect(widget('saldo-cuenta-corriente').getByText('sin vencimientos pendientes')).toBeInTheDocument();
  // The recalls widget's second call done before the next test counts its own.
  await waitFor(() => expect(api.cuerpos('POST /api/recall/ItemsRecalls').length).toBeGreaterThan(llamadasAntes));
});

test('each widget with nothing to show says so in its own words', async () => {
  respuestas = VACIOS;
  const llamadasAntes = api.cuerpos('POST /api/recall/ItemsRecalls').length;
  mostrar(<Inicio />, USUARIO, '/', { maxWidgetsDashboard: 10 });
  await tablero();
  expect(await widget('ultimos-pedidos').findByText('Todavía no hay pedidos.')).toBeInTheDocument();
  expect(await widget('recuperador').findByText('No hay productos para recuperar.')).toBeInTheDocument();
  expect(await widget('evento').findByText('No hay eventos con inscripción abierta.')).toBeInTheDocument();
  expect(await widget('recalls').findByText('No hay recalls vigentes.')).toBeInTheDocument();
  expect(await widget('banners').findByText('No hay banners.')).toBeInTheDocument();
  expect(await widget('carrito').findByText('El carrito está vacío.')).toBeInTheDocument();
  // No recalls: no call for their items.
  expect(api.cuerpos('POST /api/recall/ItemsRecalls')).toHaveLength(llamadasAntes);
});

test('a widget whose call fails shows its own error with a retry, the others their data', async () => {
  respuestas = { ...CON_DATOS, 'GET /api/recall/PublicadosYVigentes': { status: 500, body: { title: 'Error', status: 500, mensaje: 'Falla', errors: {} } } };
  mostrar(<Inicio />, USUARIO, '/', { maxWidgetsDashboard: 10 });
  await tablero();
  expect(await widget('recalls').findByText('No se pudieron cargar los datos.')).toBeInTheDocument();
  expect(widget('recalls').getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(await widget('evento').findByText('Jornada de Actualización')).toBeInTheDocument();
});

test('the cart widget follows the shared cart: when a colleague changes it, it reads its totals again', async () => {
  useCarritoStore.getState().limpiar();
  respuestas = { ...CON_DATOS, 'GET /api/carritopersistente/GetItemsCarrito': { body: { carritoId: 1, version: 4, items: [] } } };
  mostrar(<Inicio />, USUARIO, '/', { maxWidgetsDashboard: 10 });
  await tablero();
  expect(await widget('carrito').findByText('El carrito está vacío.')).toBeInTheDocument();
  const lecturas = api.cuerpos('GET /api/carritopersistente/GetItemsCarrito').length;
  // An older cart in the shell's store (a late message) does not make the widget ask again.
  act(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 1, version: 3, items: [] }));

  // The hub brings the colleague's change to the shell's store.
  const linea = { troquel: 123, cantidad: 2, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: ahora };
  respuestas = { ...CON_DATOS, 'GET /api/carritopersistente/GetItemsCarrito': { body: { carritoId: 1, version: 5, items: [linea] } } };
  act(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 1, version: 5, items: [linea] }));

  expect(await widget('carrito').findByText(/1 línea, 2 unidades/)).toBeInTheDocument();
  expect(widget('carrito').getByText(/2\.500,00/)).toBeInTheDocument();
  expect(api.cuerpos('GET /api/carritopersistente/GetItemsCarrito')).toHaveLength(lecturas + 1);
});
