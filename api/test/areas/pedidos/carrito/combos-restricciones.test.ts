import type { Carrito, ChequeoRestriccion, ResultadoAgregarComboConCarrito, ResultadoValidacionCombo } from '@portal/shared/contracts';
import { MotivoRechazo, ObservacionCombo, ResultadoChequeo } from '@portal/shared/domain';
import { productoBloqueado } from '../../../../src/db/schema/index.js';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi, crearCombo, crearOferta, crearPedidoHoy, crearProducto } from '../../../support/datos.js';

/** `POST /api/combo/validar`, `AgregarCombo` and the restriction checker, each answer from its rule. */

const entorno = await crearEntorno();
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const como = (userName: string) => clienteApi(entorno.url, () => token(userName));
const pedidos = como('pedidos.demo');
const P = '/api/carritopersistente';

const [R1, R2, P1, P2, FUERA] = await Promise.all([85_000_001, 85_000_002, 85_000_003, 85_000_004, 85_000_005].map((t) => crearProducto(db, t)));
const ESCASO = await crearProducto(db, 85_000_006, { stock: 3 });
const CON_MAXIMO = await crearProducto(db, 85_000_007, { max: 4 });
const BLOQUEADO = await crearProducto(db, 85_000_008);
await db.insert(productoBloqueado).values({ farmaciaId: 1001, troquel: BLOQUEADO });

/** All requirements (R1 × 2, R2 × 1) and every reward (P1 × 1). */
const TODOS = await crearCombo(db, [
  { troquel: R1, cantidad: 2 },
  { troquel: R2, cantidad: 1 },
  { troquel: P1, cantidad: 1, premio: true, descuento: 100 },
]);
/** Some requirements, only one reward among P1 and P2. */
const ALGUNOS = await crearCombo(
  db,
  [
    { troquel: R1, cantidad: 2 },
    { troquel: R2, cantidad: 1 },
    { troquel: P1, cantidad: 1, premio: true },
    { troquel: P2, cantidad: 1, premio: true },
  ],
  { modoRequisito: 1, modoPremio: 1 },
);
/** Five units among R1 and R2 earn P1. */
const CINCO = await crearCombo(
  db,
  [
    { troquel: R1, cantidad: 1 },
    { troquel: R2, cantidad: 1 },
    { troquel: P1, cantidad: 1, premio: true },
  ],
  { modoRequisito: 2, cantidadModo3: 5 },
);
const LIMITES = await crearCombo(db, [
  { troquel: ESCASO, cantidad: 1 },
  { troquel: CON_MAXIMO, cantidad: 1 },
  { troquel: BLOQUEADO, cantidad: 1 },
]);
const INACTIVO = await crearCombo(db, [{ troquel: R1, cantidad: 1 }], { activo: false });
const VENCIDO = await crearCombo(db, [{ troquel: R1, cantidad: 1 }], { vencido: true });
const UNO_POR_DIA = await crearCombo(db, [{ troquel: R2, cantidad: 1 }], { maximoDiario: 1 });

afterAll(() => entorno.cerrar());

const validar = async (comboId: number, items: { troquel: number; cantidad: number }[], cliente = pedidos) => {
  const { status, body } = await cliente.post<ResultadoValidacionCombo>('/api/combo/validar', { comboId, items });
  expect(status).toBe(200);
  return body;
};
const codigos = (r: ResultadoValidacionCombo) => r.observaciones.map((o) => [o.troquel, o.observacion]);

describe('combo/validar', () => {
  test('mode all: the same multiple of every requirement and every reward; items with 0 units do not count', async () => {
    expect(await validar(TODOS, [{ troquel: R1, cantidad: 4 }, { troquel: R2, cantidad: 2 }, { troquel: P1, cantidad: 2 }, { troquel: FUERA, cantidad: 0 }])).toEqual({
      multiplo: 2,
      observaciones: [],
    });
    const mal = await validar(TODOS, [{ troquel: R1, cantidad: 3 }, { troquel: R2, cantidad: 1 }, { troquel: P1, cantidad: 1 }]);
    expect(mal.multiplo).toBe(0);
    // Each observation names its product and says what the combo expects of it.
    expect(mal.observaciones).toEqual([
      {
        troquel: R1,
        observacion: 2,
        mensaje: `Producto de prueba ${R1}: Cantidad incorrecta (el combo lleva 2 por vez, la misma cantidad de veces en cada producto requerido)`,
      },
    ]);
    expect(codigos(await validar(TODOS, [{ troquel: R1, cantidad: 2 }, { troquel: R2, cantidad: 1 }]))).toEqual([[P1, 2]]);
  });

  test('mode some with only one reward', async () => {
    expect(await validar(ALGUNOS, [{ troquel: R1, cantidad: 2 }, { troquel: P2, cantidad: 1 }])).toEqual({ multiplo: 1, observaciones: [] });
    expect(codigos(await validar(ALGUNOS, [{ troquel: R1, cantidad: 2 }, { troquel: P1, cantidad: 1 }, { troquel: P2, cantidad: 1 }]))).toEqual([
      [P1, 2],
      [P2, 2],
    ]);
    const sinPremio = await validar(ALGUNOS, [{ troquel: R1, cantidad: 2 }]);
    // It names the rewards to choose from (issue 16, defect 7).
    expect(sinPremio.observaciones).toEqual([
      { troquel: 0, observacion: 2, mensaje: `Productos bonificados: Cantidad incorrecta (elija uno: Producto de prueba ${P1} o Producto de prueba ${P2})` },
    ]);
  });

  test('mode reach quantity counts units among the requirements', async () => {
    expect(await validar(CINCO, [{ troquel: R1, cantidad: 3 }, { troquel: R2, cantidad: 2 }, { troquel: P1, cantidad: 1 }])).toEqual({ multiplo: 1, observaciones: [] });
    const cuatro = await validar(CINCO, [{ troquel: R1, cantidad: 3 }, { troquel: R2, cantidad: 1 }, { troquel: P1, cantidad: 1 }]);
    expect(codigos(cuatro)).toEqual([
      [R1, 2],
      [R2, 2],
    ]);
    expect(cuatro.observaciones[1]!.mensaje).toBe(`Producto de prueba ${R2}: Cantidad incorrecta (los productos requeridos suman de a 5 unidades)`);
  });

  test('missing, inactive and expired combos', async () => {
    expect(await validar(99_999, [{ troquel: R1, cantidad: 1 }])).toEqual({ multiplo: 0, observaciones: [{ troquel: 0, observacion: 1, mensaje: 'Combo inexistente' }] });
    expect((await validar(INACTIVO, [{ troquel: R1, cantidad: 1 }])).observaciones).toEqual([{ troquel: 0, observacion: 11, mensaje: 'El combo no se encuentra activo' }]);
    expect((await validar(VENCIDO, [{ troquel: R1, cantidad: 1 }])).observaciones).toEqual([{ troquel: 0, observacion: 12, mensaje: 'El combo no se encuentra vigente' }]);
  });

  test('product rules: not in the combo, insufficient availability, max stock, blocked', async () => {
    const r = await validar(LIMITES, [
      { troquel: ESCASO, cantidad: 4 },
      { troquel: CON_MAXIMO, cantidad: 5 },
      { troquel: BLOQUEADO, cantidad: 1 },
      { troquel: FUERA, cantidad: 1 },
    ]);
    expect(r.observaciones.filter((o) => o.observacion !== ObservacionCombo.CantidadIncorrecta)).toEqual([
      { troquel: ESCASO, observacion: 3, mensaje: `Producto de prueba ${ESCASO}: Disponibilidad insuficiente` },
      { troquel: CON_MAXIMO, observacion: 4, mensaje: `Producto de prueba ${CON_MAXIMO}: Stock máximo superado (máximo 4 por pedido)` },
      { troquel: BLOQUEADO, observacion: 5, mensaje: `Producto de prueba ${BLOQUEADO}: Producto bloqueado` },
      { troquel: FUERA, observacion: 7, mensaje: `Producto de prueba ${FUERA}: Producto inválido (no es parte del combo)` },
    ]);
  });

  test("daily maxima count today's orders of the pharmacy", async () => {
    await crearPedidoHoy(db, 1001, [{ troquel: CON_MAXIMO, cantidad: 3 }, { troquel: R2, cantidad: 1, comboId: UNO_POR_DIA }]);
    expect(codigos(await validar(LIMITES, [{ troquel: ESCASO, cantidad: 1 }, { troquel: CON_MAXIMO, cantidad: 2 }]))).toContainEqual([CON_MAXIMO, 6]);
    expect((await validar(UNO_POR_DIA, [{ troquel: R2, cantidad: 1 }])).observaciones).toEqual([{ troquel: 0, observacion: 10, mensaje: 'Máximo diario del combo superado' }]);
    // Another pharmacy's orders do not count.
    expect(await validar(UNO_POR_DIA, [{ troquel: R2, cantidad: 1 }], como('otra.demo'))).toEqual({ multiplo: 1, observaciones: [] });
  });

  test('a blocked member pharmacy cannot buy', async () => {
    const r = await validar(TODOS, [{ troquel: R1, cantidad: 2 }, { troquel: R2, cantidad: 1 }, { troquel: P1, cantidad: 1 }], como('bloqueada.demo'));
    expect(r.observaciones).toEqual([{ troquel: 0, observacion: 9, mensaje: 'El socio no puede comprar' }]);
  });

  test('400 without comboId or with a negative quantity', async () => {
    expect((await pedidos.post('/api/combo/validar', { items: [] })).status).toBe(400);
    expect((await pedidos.post('/api/combo/validar', { comboId: TODOS, items: [{ troquel: R1, cantidad: -2 }] })).status).toBe(400);
  });
});

describe('AgregarCombo', () => {
  beforeEach(async () => {
    await pedidos.put(`${P}/BorrarCarritoCompleto`);
  });

  test('a valid combo puts its lines in the cart; adding it again replaces them', async () => {
    const items = [{ troquel: R1, cantidad: 2 }, { troquel: R2, cantidad: 1 }, { troquel: P1, cantidad: 1 }];
    const agregado = (await pedidos.post<ResultadoAgregarComboConCarrito>(`${P}/AgregarCombo`, { comboId: TODOS, items })).body;
    expect(agregado).toEqual({ agregado: true, multiplo: 1, observaciones: [], carrito: (await pedidos.get<Carrito>(`${P}/GetItemsCarrito`)).body });
    const doble = items.map((i) => ({ ...i, cantidad: i.cantidad * 2 }));
    expect((await pedidos.post<ResultadoAgregarComboConCarrito>(`${P}/AgregarCombo`, { comboId: TODOS, items: doble })).body.multiplo).toBe(2);
    const { body } = await pedidos.get<Carrito>(`${P}/GetItemsCarrito`);
    expect(body.items.map((i) => [i.troquel, i.cantidad, i.comboId])).toEqual([
      [R1, 4, TODOS],
      [R2, 2, TODOS],
      [P1, 2, TODOS],
    ]);
  });

  test('a troquel already loose in the cart is observation 102 and nothing is added', async () => {
    await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: R2, cantidad: 1, ofertaid: 0 });
    const { body } = await pedidos.post<ResultadoAgregarComboConCarrito>(`${P}/AgregarCombo`, {
      comboId: TODOS,
      items: [{ troquel: R1, cantidad: 2 }, { troquel: R2, cantidad: 1 }, { troquel: P1, cantidad: 1 }],
    });
    const carrito = (await pedidos.get<Carrito>(`${P}/GetItemsCarrito`)).body;
    expect(body).toEqual({
      agregado: false,
      multiplo: 1,
      observaciones: [{ troquel: R2, observacion: 102, mensaje: `Producto de prueba ${R2}: Verifique no tener los mismos troqueles en el carrito` }],
      carrito,
    });
    expect(carrito.items.map((i) => i.troquel)).toEqual([R2]);
  });
});

describe('ChequeadorRestriccionesProductoControllerChequear', () => {
  const RUTA = '/api/pedido/ChequeadorRestriccionesProductoControllerChequear';

  test('each line gets its result, rejection reason and accepted quantity', async () => {
    const LIMITADO = await crearProducto(db, 85_000_101);
    const oferta = await crearOferta(db, [
      { troquel: R1, descuento: 10, cantidadMinima: 3, cantidadMaxima: 10 },
      { troquel: LIMITADO, descuento: 10, cantidadDisponible: 5 },
    ]);
    const vencida = await crearOferta(db, [{ troquel: R1, descuento: 10 }], { vencida: true });
    const deNoSocios = await crearOferta(db, [{ troquel: R1, descuento: 10 }], { excluyeSocios: true });
    const items = [
      { troquel: R1, cantidad: 4, ofertaId: oferta, comboId: 0 },
      { troquel: R1, cantidad: 2, ofertaId: oferta, comboId: 0 },
      { troquel: R1, cantidad: 12, ofertaId: oferta, comboId: 0 },
      { troquel: LIMITADO, cantidad: 8, ofertaId: oferta, comboId: 0 },
      { troquel: R2, cantidad: 1, ofertaId: oferta, comboId: 0 },
      { troquel: R1, cantidad: 1, ofertaId: vencida, comboId: 0 },
      { troquel: R1, cantidad: 1, ofertaId: deNoSocios, comboId: 0 },
      { troquel: BLOQUEADO, cantidad: 1, ofertaId: 0, comboId: 0 },
      { troquel: CON_MAXIMO, cantidad: 9, ofertaId: 0, comboId: 0 },
      { troquel: R1, cantidad: 2, ofertaId: 0, comboId: TODOS },
      { troquel: R2, cantidad: 1, ofertaId: 0, comboId: TODOS },
      { troquel: R1, cantidad: 1, ofertaId: 0, comboId: ALGUNOS },
    ];
    const { status, body } = await pedidos.post<ChequeoRestriccion[]>(RUTA, { items });
    expect(status).toBe(200);
    const { Aceptado, OfertaNoDisponible, ProductoNoDisponible, ComboNoDisponible } = ResultadoChequeo;
    const M = MotivoRechazo;
    expect(body.map((r) => [r.troquel, r.resultadoChequeo, r.motivoRechazo, r.cantidadPedida, r.cantidadAceptada])).toEqual([
      [R1, Aceptado, M.Aceptado, 4, 4],
      [R1, OfertaNoDisponible, M.CondicionesNoCumplidas, 2, 0],
      [R1, OfertaNoDisponible, M.SuperaMaximoOferta, 12, 10],
      [LIMITADO, OfertaNoDisponible, M.SuperaCantidadLimitadaOferta, 8, 5],
      [R2, OfertaNoDisponible, M.ProductoAusenteEnOferta, 1, 0],
      [R1, OfertaNoDisponible, M.OfertaNoVigente, 1, 0],
      // Pharmacy 1001 belongs to a group: its users are members (socios).
      [R1, OfertaNoDisponible, M.SociosNoPuedenPedirOferta, 1, 0],
      [BLOQUEADO, ProductoNoDisponible, M.CondicionesNoCumplidas, 1, 0],
      [CON_MAXIMO, ProductoNoDisponible, M.SuperaStockMaximo, 9, 4],
      // The combo TODOS lacks its reward: both of its lines fall with it.
      [R1, ComboNoDisponible, M.CondicionesComboNoCumplidas, 2, 0],
      [R2, ComboNoDisponible, M.CondicionesComboNoCumplidas, 1, 0],
      [R1, ComboNoDisponible, M.CondicionesComboNoCumplidas, 1, 0],
    ]);
    expect(body[0]).toEqual({ troquel: R1, ofertaId: oferta, comboId: 0, cantidadPedida: 4, cantidadAceptada: 4, resultadoChequeo: 0, motivoRechazo: 0 });
  });

  test('a complete combo is accepted; bad bodies are 400 and the searcher alone gets 403', async () => {
    const { body } = await pedidos.post<ChequeoRestriccion[]>(RUTA, {
      items: [
        { troquel: R1, cantidad: 2, comboId: TODOS },
        { troquel: R2, cantidad: 1, comboId: TODOS },
        { troquel: P1, cantidad: 1, comboId: TODOS },
      ],
    });
    expect(body.map((r) => r.resultadoChequeo)).toEqual([0, 0, 0]);
    expect((await pedidos.post(RUTA, { items: [{ troquel: R1, cantidad: 0 }] })).status).toBe(400);
    expect((await pedidos.post(RUTA, {})).status).toBe(400);
    expect((await como('cuenta.demo').post(RUTA, { items: [] })).status).toBe(403);
  });
});
