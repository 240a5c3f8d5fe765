/** @jest-environment ./src/paginas/favoritos/entorno-red.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AgregarCombo from './AgregarCombo.js';
import AgregarCombos from './AgregarCombos.js';
import { explicarPremio, explicarRequisito } from './modos-combo.js';
import { iniciarServidorPrueba, mostrarPagina, precio, producto, responderCatalogo, type ServidorPrueba } from '../favoritos/servidor-prueba.js';

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

let servidor: ServidorPrueba;
beforeEach(async () => {
  servidor = await iniciarServidorPrueba();
  responderCatalogo(
    servidor,
    [producto(1001, 'Ibuprofeno 400'), producto(1002, 'Paracetamol 500'), producto(1003, 'Termómetro digital'), producto(1004, 'Alcohol en gel')],
    [precio(1001, 1000), precio(1002, 800), precio(1003, 5000), precio(1004, 1200)],
  );
  servidor.responder('GET /api/combo/disponible-con-troqueles', { body: [COMBO, { ...COMBO, id: 13, leyenda: 'Combo raro', modoRequisito: 7, modoPremio: 9 }] });
});
afterEach(() => servidor.cerrar());

test('the modes are explained, and unknown ones give the SPEC texts', () => {
  expect(explicarRequisito({ modoRequisito: 2, cantidadModo3: 10 })).toBe('Requisito: sumar 10 unidades entre los productos requeridos.');
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

test('validating sends only the lines with a quantity over 0 and shows each observation with its SPEC text', async () => {
  servidor.responder('POST /api/combo/validar', {
    body: { multiplo: 0, observaciones: [{ troquel: 1002, observacion: 3, mensaje: 'x' }, { troquel: 0, observacion: 12, mensaje: 'y' }] },
  });
  const { container } = mostrarPagina(<AgregarCombo />, '/pedidos/agregar-combo/:comboId/:troquel?', '/pedidos/agregar-combo/12/1002');
  expect(await screen.findByRole('heading', { name: 'Combo invierno' })).toBeInTheDocument();
  expect(screen.getByText('Requisito: todos los productos requeridos, en las cantidades indicadas.')).toBeInTheDocument();
  expect(screen.getByText('Premio: elija solo uno de los productos bonificados.')).toBeInTheDocument();
  expect(await screen.findByText('Producto buscado')).toBeInTheDocument();
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();

  const premio = screen.getByRole('spinbutton', { name: 'Cantidad de 1004' });
  await userEvent.clear(premio);
  await userEvent.type(premio, '1');
  await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
  expect(await screen.findByText('Paracetamol 500: Disponibilidad insuficiente')).toBeInTheDocument();
  expect(screen.getByText('El combo no se encuentra vigente')).toBeInTheDocument();
  expect(servidor.solicitudes.find((s) => s.path === '/api/combo/validar')?.body).toEqual({
    comboId: 12,
    items: [
      { troquel: 1001, cantidad: 6 },
      { troquel: 1002, cantidad: 2 },
      { troquel: 1004, cantidad: 1 },
    ],
  });
});

test('adding the combo puts it in the cart and offers the summary', async () => {
  servidor.responder('POST /api/carritopersistente/AgregarCombo', { body: { agregado: true, multiplo: 1, observaciones: [] } });
  mostrarPagina(<AgregarCombo />, '/pedidos/agregar-combo/:comboId/:troquel?', '/pedidos/agregar-combo/12');
  await userEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
  expect(await screen.findByText('Combo agregado al carrito.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir al resumen del pedido' })).toHaveAttribute('href', '/pedidos/resumen');
  await waitFor(() => expect(servidor.solicitudes.filter((s) => s.path === '/api/carritopersistente/AgregarCombo')).toHaveLength(1));
});

test('an unknown combo says it is not available', async () => {
  mostrarPagina(<AgregarCombo />, '/pedidos/agregar-combo/:comboId/:troquel?', '/pedidos/agregar-combo/99');
  expect(await screen.findByText('El combo no existe o ya no está disponible.')).toBeInTheDocument();
});
