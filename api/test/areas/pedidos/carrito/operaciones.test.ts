import type { Carrito, ResultadoActualizacionCarrito, ResultadoAgregarComboConCarrito, ResultadoCambioCarrito, ResultadoLineaCarrito, ResultadoLineasCarrito } from '@portal/shared/contracts';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi, crearProducto, crearUsuario } from '../../../support/datos.js';

/** The cart endpoints of SPEC §7 over real HTTP: what each leaves in the cart, blocking, bad input and who may call. */

const entorno = await crearEntorno();
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const como = (userName: string) => clienteApi(entorno.url, () => token(userName));
const pedidos = como('pedidos.demo');
const admin = como('admin.demo');
const otra = como('otra.demo');
const P = '/api/carritopersistente';

const [A, B, C, MAX_5] = [
  await crearProducto(db, 81_000_001),
  await crearProducto(db, 81_000_002),
  await crearProducto(db, 81_000_003),
  await crearProducto(db, 81_000_004, { max: 5 }),
];
await crearUsuario(db, 'consultor.operaciones', 1001, ['ConsultorStock']);

const items = async (cliente = pedidos) => (await cliente.get<Carrito>(`${P}/GetItemsCarrito`)).body.items;
const cantidades = async (cliente = pedidos) => Object.fromEntries((await items(cliente)).map((i) => [i.troquel, i.cantidad]));

afterAll(() => entorno.cerrar());
beforeEach(async () => {
  await admin.post(`${P}/Bloquear`, { valor: false });
  await admin.put(`${P}/BorrarCarritoCompleto`);
});

test('GetCarritoIdActual gives every user of a pharmacy the same cart, created on first use, and another pharmacy its own', async () => {
  const [deUno, deOtro, deOtra] = await Promise.all([pedidos.get<number>(`${P}/GetCarritoIdActual`), admin.get<number>(`${P}/GetCarritoIdActual`), otra.get<number>(`${P}/GetCarritoIdActual`)]);
  expect([deUno.status, deOtro.status, deOtra.status]).toEqual([200, 200, 200]);
  expect(deUno.body).toBe(deOtro.body);
  expect(deOtra.body).not.toBe(deUno.body);
  const carrito = await pedidos.get<Carrito>(`${P}/GetItemsCarrito`);
  expect(carrito.body).toEqual({ carritoId: deUno.body, version: expect.any(Number), items: [] });
});

test("another pharmacy never sees or touches this cart: the cart comes from the token", async () => {
  await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 2, ofertaid: 0 });
  expect(await items(otra)).toEqual([]);
  await otra.put(`${P}/BorrarCarritoCompleto`);
  await otra.put(`${P}/BorrarItemCarrito/${A}`);
  expect(await cantidades()).toEqual({ [A]: 2 });
});

test('ActualizarItemCarritoRecomendado marks the line; a troquel not in the cart answers 20', async () => {
  await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 2, ofertaid: 0 });
  const { body } = await pedidos.post<ResultadoActualizacionCarrito>(`${P}/ActualizarItemCarritoRecomendado`, { troquel: A, recomendado: true });
  expect(body).toMatchObject({ codigo: 0, cantidad: 2 });
  expect((await items())[0]).toMatchObject({ troquel: A, recomendado: true });
  // Changing the quantity keeps the mark.
  await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 3, ofertaid: 0 });
  expect((await items())[0]).toMatchObject({ troquel: A, cantidad: 3, recomendado: true });
  expect((await pedidos.post<ResultadoActualizacionCarrito>(`${P}/ActualizarItemCarritoRecomendado`, { troquel: B, recomendado: true })).body).toMatchObject({
    codigo: 20,
    mensaje: 'El producto no está en el carrito.',
  });
});

test('BorrarItemCarrito removes one troquel and BorrarCarritoCompleto all of them', async () => {
  for (const troquel of [A, B, C]) await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel, cantidad: 1, ofertaid: 0 });
  const borrado = await pedidos.put<Carrito>(`${P}/BorrarItemCarrito/${B}`);
  expect(borrado.status).toBe(200);
  expect(borrado.body.items.map((i) => i.troquel)).toEqual([A, C]);
  const vacio = await pedidos.put<Carrito>(`${P}/BorrarCarritoCompleto`);
  expect(vacio.body.items).toEqual([]);
  expect(await items()).toEqual([]);
});

test('the carts BorrarItemCarrito and BorrarCarritoCompleto answer carry the version after the change, as GetItemsCarrito does', async () => {
  await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 1, ofertaid: 0 });
  await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: B, cantidad: 1, ofertaid: 0 });
  const antes = (await pedidos.get<Carrito>(`${P}/GetItemsCarrito`)).body.version!;
  const sinA = (await pedidos.put<Carrito>(`${P}/BorrarItemCarrito/${A}`)).body;
  expect(sinA.version).toBe(antes + 1);
  const vacio = (await pedidos.put<Carrito>(`${P}/BorrarCarritoCompleto`)).body;
  expect(vacio.version).toBe(antes + 2);
  // Nothing left to remove: the answer still says which version it is.
  expect((await pedidos.put<Carrito>(`${P}/BorrarCarritoCompleto`)).body.version).toBe(antes + 2);
  expect((await pedidos.get<Carrito>(`${P}/GetItemsCarrito`)).body.version).toBe(antes + 2);
});

test('every change answers the cart with its version, as GetItemsCarrito reads it right after, keeping its result fields', async () => {
  const leido = async () => (await pedidos.get<Carrito>(`${P}/GetItemsCarrito`)).body;
  const fijado = (await pedidos.post<ResultadoCambioCarrito>(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 2, ofertaid: 0 })).body;
  expect(fijado).toMatchObject({ codigo: 0, tipo: 'success', cantidad: 2, nuevoOfertaId: 0 });
  expect(fijado.carrito).toEqual(await leido());
  expect(fijado.carrito.items).toEqual([expect.objectContaining({ troquel: A, cantidad: 2 })]);

  const sumado = (await pedidos.post<ResultadoCambioCarrito>(`${P}/AgregarItemCarrito`, { troquel: A, cantidad: 3, ofertaid: 0 })).body;
  expect(sumado).toMatchObject({ codigo: 0, cantidad: 5 });
  expect(sumado.carrito).toEqual(await leido());
  expect(sumado.carrito.version).toBe(fijado.carrito.version! + 1);

  const marcado = (await pedidos.post<ResultadoCambioCarrito>(`${P}/ActualizarItemCarritoRecomendado`, { troquel: A, recomendado: true })).body;
  expect(marcado.carrito).toEqual(await leido());
  expect(marcado.carrito.items[0]).toMatchObject({ troquel: A, recomendado: true });

  const masivo = (await pedidos.put<ResultadoLineasCarrito>(`${P}/ActualizarItemsMasivo?conCarrito=true`, [{ troquel: B, cantidad: 1, ofertaId: 0 }, { troquel: C, cantidad: 1, ofertaId: 0 }])).body;
  expect(masivo.resultados.map((r) => [r.troquel, r.codigo])).toEqual([[B, 0], [C, 0]]);
  expect(masivo.carrito).toEqual(await leido());

  const importado = (await pedidos.post<ResultadoLineasCarrito>(`${P}/ImportarCarrito?conCarrito=true`, [{ troquel: B, cantidad: 2 }])).body;
  expect(importado.resultados).toEqual([expect.objectContaining({ troquel: B, codigo: 0, cantidad: 3 })]);
  expect(importado.carrito).toEqual(await leido());

  // Without the flag the bulk calls answer the array alone, as older pages read it.
  expect(Array.isArray((await pedidos.post(`${P}/ImportarCarrito?conCarrito=false`, [{ troquel: B, cantidad: 1 }])).body)).toBe(true);

  const combo = (await pedidos.post<ResultadoAgregarComboConCarrito>(`${P}/AgregarCombo`, { comboId: 999_999, items: [] })).body;
  expect(combo.agregado).toBe(false);
  expect(combo.carrito).toEqual(await leido());

  // Refused by the rules or by the role, nothing changes: the answer is the cart as it is, same version.
  const antes = await leido();
  expect((await pedidos.post<ResultadoCambioCarrito>(`${P}/ActualizarItemCarrito`, { troquel: 99_999_997, cantidad: 1, ofertaid: 0 })).body).toMatchObject({ codigo: 20, carrito: antes });
  const consultor = como('consultor.operaciones');
  expect((await consultor.post<ResultadoCambioCarrito>(`${P}/AgregarItemCarrito`, { troquel: A, cantidad: 1, ofertaid: 0 })).body).toMatchObject({ carrito: antes });
  expect(await leido()).toEqual(antes);
});

test('AgregarItemCarrito adds to what the line holds at that moment: adds by two users at once all count', async () => {
  await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 2, ofertaid: 0 });
  const respuestas = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? admin : pedidos).post<ResultadoCambioCarrito>(`${P}/AgregarItemCarrito`, { troquel: A, cantidad: 3, ofertaid: 0 })),
  );
  expect(respuestas.map((r) => r.status)).toEqual(Array(20).fill(200));
  expect(await cantidades()).toEqual({ [A]: 62 });
  // Each answer's cart holds its own add: the quantities answered are all different, the last is the total.
  expect(new Set(respuestas.map((r) => r.body.cantidad)).size).toBe(20);
  expect(Math.max(...respuestas.map((r) => r.body.carrito.items[0]!.cantidad))).toBe(62);
  // Past the most a line holds it is refused, naming what is left.
  const demasiado = await pedidos.post<{ mensaje: string }>(`${P}/AgregarItemCarrito`, { troquel: A, cantidad: 99_990, ofertaid: 0 });
  expect(demasiado.status).toBe(400);
  expect(demasiado.body.mensaje).toMatch(/máximo por producto es 99\.999/);
  expect((await pedidos.post(`${P}/AgregarItemCarrito`, { troquel: A, cantidad: 0, ofertaid: 0 })).status).toBe(400);
});

test('ActualizarItemsMasivo sets every line in one call and answers a result per line', async () => {
  await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: C, cantidad: 4, ofertaid: 0 });
  const { status, body } = await pedidos.put<ResultadoLineaCarrito[]>(`${P}/ActualizarItemsMasivo`, [
    { troquel: A, cantidad: 2, ofertaId: 0 },
    { troquel: 99_999_999, cantidad: 1, ofertaId: 0 },
    { troquel: MAX_5, cantidad: 9, ofertaId: 0 },
    { troquel: C, cantidad: 0, ofertaId: 0 },
  ]);
  expect(status).toBe(200);
  expect(body.map((r) => [r.troquel, r.codigo, r.cantidad])).toEqual([
    [A, 0, 2],
    [99_999_999, 20, 1],
    [MAX_5, 0, 5],
    [C, 0, 0],
  ]);
  expect(await cantidades()).toEqual({ [A]: 2, [MAX_5]: 5 });
});

test('ImportarCarrito adds the imported units to those already in the cart, line by line', async () => {
  await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 2, ofertaid: 0 });
  const { body } = await pedidos.post<ResultadoLineaCarrito[]>(`${P}/ImportarCarrito`, [
    { troquel: A, cantidad: 3 },
    { troquel: B, cantidad: 1 },
    { troquel: B, cantidad: 1 },
    { troquel: 99_999_998, cantidad: 1 },
  ]);
  expect(body.map((r) => [r.troquel, r.codigo, r.cantidad])).toEqual([
    [A, 0, 5],
    [B, 0, 1],
    [B, 0, 2],
    [99_999_998, 20, 1],
  ]);
  expect(await cantidades()).toEqual({ [A]: 5, [B]: 2 });
});

test('a blocked cart refuses every change with a Spanish 409 until Bloquear unblocks it', async () => {
  await pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 1, ofertaid: 0 });
  expect(await admin.post(`${P}/Bloquear`, { valor: true })).toMatchObject({ status: 200, body: { bloqueado: true } });
  const intentos = await Promise.all([
    pedidos.post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 7, ofertaid: 0 }),
    pedidos.put(`${P}/BorrarCarritoCompleto`),
    pedidos.put(`${P}/BorrarItemCarrito/${A}`),
    pedidos.put(`${P}/ActualizarItemsMasivo`, [{ troquel: B, cantidad: 1, ofertaId: 0 }]),
    pedidos.post(`${P}/ImportarCarrito`, [{ troquel: B, cantidad: 1 }]),
    pedidos.post(`${P}/ActualizarItemCarritoRecomendado`, { troquel: A, recomendado: true }),
    pedidos.post(`${P}/AgregarItemCarrito`, { troquel: A, cantidad: 1, ofertaid: 0 }),
  ]);
  for (const intento of intentos) {
    expect(intento).toMatchObject({ status: 409, body: { mensaje: 'El carrito está bloqueado: desbloquéelo para modificarlo.' } });
  }
  expect(await cantidades()).toEqual({ [A]: 1 });
  expect(await pedidos.post(`${P}/Bloquear`, { valor: false })).toMatchObject({ status: 200, body: { bloqueado: false } });
  expect((await pedidos.post<ResultadoActualizacionCarrito>(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 7, ofertaid: 0 })).body.codigo).toBe(0);
});

test.each([
  ['without troquel', `${P}/ActualizarItemCarrito`, { cantidad: 1 }, 'troquel'],
  ['with a negative quantity', `${P}/ActualizarItemCarrito`, { troquel: 1, cantidad: -1 }, 'cantidad'],
  ['with a text quantity', `${P}/ActualizarItemCarrito`, { troquel: 1, cantidad: 'dos' }, 'cantidad'],
  ['recommended that is not a boolean', `${P}/ActualizarItemCarritoRecomendado`, { troquel: 1, recomendado: 'si' }, 'recomendado'],
  ['Bloquear without valor', `${P}/Bloquear`, {}, 'valor'],
  ['an empty import', `${P}/ImportarCarrito`, [], 'body'],
  ['a combo without id', `${P}/AgregarCombo`, { items: [] }, 'comboId'],
])('400 in Spanish %s', async (_caso, ruta, body, campo) => {
  const { status, body: error } = await pedidos.post<{ mensaje: string; errors: Record<string, string[]> }>(ruta, body);
  expect(status).toBe(400);
  expect(Object.keys(error.errors)).toContain(campo);
  expect(error.mensaje).toMatch(/^(Revise|Los datos)/);
});

test('400 for a troquel in the path that is not a number, and for a bulk body that is not a list', async () => {
  expect((await pedidos.put(`${P}/BorrarItemCarrito/abc`)).status).toBe(400);
  expect((await pedidos.put(`${P}/ActualizarItemsMasivo`, { troquel: A })).status).toBe(400);
});

test('401 without a token, 403 without Pedidos or ConsultorStock, and 403 for the searcher on calls without a result code', async () => {
  const anonimo = await fetch(`${entorno.url}${P}/GetItemsCarrito`);
  expect(anonimo.status).toBe(401);
  const cuenta = como('cuenta.demo');
  expect((await cuenta.get(`${P}/GetItemsCarrito`)).status).toBe(403);
  expect((await cuenta.post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 1 })).status).toBe(403);
  const consultor = como('consultor.operaciones');
  expect((await consultor.put(`${P}/BorrarCarritoCompleto`)).status).toBe(403);
  expect((await consultor.post(`${P}/Bloquear`, { valor: true })).status).toBe(403);
});
