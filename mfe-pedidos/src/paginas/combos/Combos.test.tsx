import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AgregarCombo from './AgregarCombo.js';
import AgregarCombos from './AgregarCombos.js';
import { explicarPremio, explicarRequisito } from './modos-combo.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';
import { cambiarCarrito, carritoVersionado } from '../../../test/support/apiPedidos.js';

const COMBO = {
  id: 12,
  leyenda: 'Combo invierno',
  inicioVigencia: '2026-11-01T03:00:00.000Z',
  finVigencia: '2026-12-31T03:00:00.000Z',
  troqueles: [
    { troquel: 1001, cantidad: 6, premio: false, descuento: 0 },
    { troquel: 1002, cantidad: 2, premio: false, descuento: 0 },
    { troquel: 1003, cantidad: 1, premio: true, descuento: 100 },
    { troquel: 1004, cantidad: 1, premio: true, descuento: 100 },
  ],
  plazo: 30,
  plazoFijo: null,
  modoRequisito: 0,
  modoPremio: 1,
  cantidadModo3: null,
};

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => {
  api.reiniciar();
  // The catalogue reads the combos with its auxiliary lists, the searcher's and these pages' one source.
  api.responder('GET /api/combo/disponible-con-troqueles', { body: [COMBO, { ...COMBO, id: 13, leyenda: 'Combo raro', modoRequisito: 7, modoPremio: 9 }] });
});

test('the modes are explained, and unknown ones give the SPEC texts', () => {
  expect(explicarRequisito({ modoRequisito: 2, cantidadModo3: 10 })).toBe('Requisito: sumar 10 unidades entre los productos requeridos.');
  expect(explicarRequisito({ modoRequisito: 2, cantidadModo3: 1 })).toBe('Requisito: sumar 1 unidad entre los productos requeridos.');
  expect(explicarRequisito({ modoRequisito: 5, cantidadModo3: null })).toBe('Modo de requisito no soportado');
  expect(explicarPremio({ modoPremio: 1 })).toBe('Premio: elija solo uno de los productos bonificados.');
  expect(explicarPremio({ modoPremio: 4 })).toBe('Modo de premio no soportado');
});

test('the combos page lists the available combos with their conditions and a link to each', async () => {
  mostrarPagina(<AgregarCombos />, '/pedidos/agregar-combos', '/pedidos/agregar-combos');
  expect(await screen.findByText('Combo invierno')).toBeInTheDocument();
  expect(screen.getByText(/Modo de requisito no soportado Modo de premio no soportado/)).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Elegir' })[0]).toHaveAttribute('href', '/pedidos/agregar-combo/12');
});

test('a combos list that failed to load says so with Reintentar, never "no combos", and Reintentar reads it again', async () => {
  api.responder('GET /api/combo/disponible-con-troqueles', { status: 503 });
  mostrarPagina(<AgregarCombos />, '/pedidos/agregar-combos', '/pedidos/agregar-combos');
  expect(await screen.findByText('No se pudieron cargar los combos. Reintente en unos instantes.')).toBeInTheDocument();
  expect(screen.queryByText('No hay combos disponibles en este momento.')).not.toBeInTheDocument();

  api.responder('GET /api/combo/disponible-con-troqueles', { body: [COMBO] });
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Combo invierno')).toBeInTheDocument();
  expect(screen.queryByText('No se pudieron cargar los combos. Reintente en unos instantes.')).not.toBeInTheDocument();
});

test('validating sends only the lines with a quantity over 0 and shows each observation as the API names it', async () => {
  api.responder('POST /api/combo/validar', {
    body: {
      multiplo: 0,
      observaciones: [
        { troquel: 1002, observacion: 2, mensaje: 'Ibupirac 600 mg x 10: Cantidad incorrecta (el combo lleva 2 por vez, la misma cantidad de veces en cada producto requerido)' },
        { troquel: 0, observacion: 12, mensaje: 'El combo no se encuentra vigente' },
      ],
    },
  });
  const { container } = mostrarPagina(<AgregarCombo />, '/pedidos/agregar-combo/:comboId/:troquel?', '/pedidos/agregar-combo/12/1002');
  expect(await screen.findByRole('heading', { name: 'Combo invierno' })).toBeInTheDocument();
  expect(screen.getByText('Requisito: todos los productos requeridos, en las cantidades indicadas.')).toBeInTheDocument();
  expect(screen.getByText('Premio: elija solo uno de los productos bonificados.')).toBeInTheDocument();
  expect(await screen.findByText('Producto buscado')).toBeInTheDocument();
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();

  const premio = await screen.findByRole('spinbutton', { name: 'Cantidad de Producto con un nombre larguísimo de más de treinta letras' });
  await userEvent.clear(premio);
  await userEvent.type(premio, '1');
  await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
  expect(await screen.findByText('Ibupirac 600 mg x 10: Cantidad incorrecta (el combo lleva 2 por vez, la misma cantidad de veces en cada producto requerido)')).toBeInTheDocument();
  expect(screen.getByText('El combo no se encuentra vigente')).toBeInTheDocument();
  // A product with a bonus shows its mark among the combo's lines.
  expect(within(screen.getByText('Ibupirac 600 mg x 10').closest('tr') as HTMLElement).getByText('Bono PAP')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/combo/validar')[0]).toEqual({
    comboId: 12,
    items: [
      { troquel: 1001, cantidad: 6 },
      { troquel: 1002, cantidad: 2 },
      { troquel: 1004, cantidad: 1 },
    ],
  });
});

test('adding the combo puts it in the cart, whose panel shows its lines, and offers the summary', async () => {
  api.responder('POST /api/carritopersistente/AgregarCombo', (cuerpo) => {
    const { items } = cuerpo as { items: { troquel: number; cantidad: number }[] };
    cambiarCarrito(api.carrito, () => items.map((i) => ({ ...i, ofertaId: 0, comboId: 12, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' })));
    return { body: { agregado: true, multiplo: 1, observaciones: [], carrito: carritoVersionado(api.carrito) } };
  });
  mostrarPagina(<AgregarCombo />, '/pedidos/agregar-combo/:comboId/:troquel?', '/pedidos/agregar-combo/12');
  await userEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
  // What was added, by product.
  const hecho = await screen.findByText('Se agregó al carrito el combo «Combo invierno», 1 vez.');
  const aviso = hecho.closest('.ant-alert') as HTMLElement;
  // Named once the catalogue answers ("Troquel 1001" until then).
  expect(await within(aviso).findByText('6 unidades de Ibuprofeno 400 mg x 20')).toBeInTheDocument();
  expect(await within(aviso).findByText('2 unidades de Ibupirac 600 mg x 10')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir al resumen del pedido' })).toHaveAttribute('href', '/pedidos/resumen');
  await waitFor(() => expect(api.cuerpos('POST /api/carritopersistente/AgregarCombo')).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: /Carrito$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Carrito' });
  const linea = await within(panel).findByTestId('linea-carrito-1001');
  expect(linea).toHaveTextContent('Ibuprofeno 400 mg x 20');
  expect(within(linea).getByText('Combo 12')).toBeInTheDocument();
});

test('a combo with a single reward starts it at its minimum, with several to choose from they start at 0', async () => {
  const unPremio = {
    ...COMBO,
    id: 14,
    leyenda: 'Combo de un premio',
    troqueles: [
      { troquel: 1001, cantidad: 6, premio: false, descuento: 0 },
      { troquel: 1003, cantidad: 2, premio: true, descuento: 50 },
    ],
  };
  api.responder('GET /api/combo/disponible-con-troqueles', { body: [COMBO, unPremio] });
  api.responder('POST /api/carritopersistente/AgregarCombo', (cuerpo) => {
    const { items } = cuerpo as { items: { troquel: number; cantidad: number }[] };
    cambiarCarrito(api.carrito, () => items.map((i) => ({ ...i, ofertaId: 0, comboId: 14, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' })));
    return { body: { agregado: true, multiplo: 1, observaciones: [], carrito: carritoVersionado(api.carrito) } };
  });
  const { unmount } = mostrarPagina(<AgregarCombo />, '/pedidos/agregar-combo/:comboId/:troquel?', '/pedidos/agregar-combo/14');
  // The reward's line shows the 2 the combo takes of it, not 0.
  expect(await screen.findByRole('spinbutton', { name: 'Cantidad de Amoxicilina 500 mg x 16' })).toHaveValue('2');
  expect(screen.getByRole('spinbutton', { name: 'Cantidad de Ibuprofeno 400 mg x 20' })).toHaveValue('6');
  await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
  const hecho = await screen.findByText('Se agregó al carrito el combo «Combo de un premio», 1 vez.');
  expect(await within(hecho.closest('.ant-alert') as HTMLElement).findByText('2 unidades de Amoxicilina 500 mg x 16')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/carritopersistente/AgregarCombo')[0]).toMatchObject({
    comboId: 14,
    items: [
      { troquel: 1001, cantidad: 6 },
      { troquel: 1003, cantidad: 2 },
    ],
  });
  unmount();

  // Two rewards, only one to choose: none is chosen for the user.
  mostrarPagina(<AgregarCombo />, '/pedidos/agregar-combo/:comboId/:troquel?', '/pedidos/agregar-combo/12');
  expect(await screen.findByRole('spinbutton', { name: 'Cantidad de Amoxicilina 500 mg x 16' })).toHaveValue('0');
  expect(screen.getByRole('spinbutton', { name: 'Cantidad de Producto con un nombre larguísimo de más de treinta letras' })).toHaveValue('0');
});

test('an unknown combo says it is not available', async () => {
  mostrarPagina(<AgregarCombo />, '/pedidos/agregar-combo/:comboId/:troquel?', '/pedidos/agregar-combo/99');
  expect(await screen.findByText('El combo no existe o ya no está disponible.')).toBeInTheDocument();
});
