import { eq } from 'drizzle-orm';
import type { Carrito, CodigoResultadoAgregarItem, ResultadoActualizacionCarrito, ResultadoCambioCarrito } from '@portal/shared/contracts';
import { FlagProducto } from '@portal/shared/domain';
import { parametroSistema, productoBloqueado, usuario } from '../../../../src/db/schema/index.js';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi, crearFarmacia, crearOferta, crearProducto, crearUsuario } from '../../../support/datos.js';

/** Each add-result code of SPEC §4 from the rule that produces it, over real HTTP with real tokens. */

const entorno = await crearEntorno();
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const como = (userName: string) => clienteApi(entorno.url, () => token(userName));
const pedidos = como('pedidos.demo');
const RUTA = '/api/carritopersistente/ActualizarItemCarrito';

/** The call's result code and fields; the cart and amounts it also answers are checked in operaciones.test.ts and importes.test.ts. */
const actualizar = async (cliente = pedidos, troquel: number, cantidad: number, ofertaid = 0) => {
  const { status, body } = await cliente.post<ResultadoCambioCarrito>(RUTA, { troquel, cantidad, ofertaid });
  const { carrito: _carrito, importes: _importes, ...resultado } = body;
  return { status, body: resultado as ResultadoActualizacionCarrito };
};
const lineaDe = async (troquel: number, cliente = pedidos) =>
  (await cliente.get<Carrito>('/api/carritopersistente/GetItemsCarrito')).body.items.find((i) => i.troquel === troquel && i.comboId === 0);

// Pharmacies whose type or GLN the rules look at, each with an ordering user.
await crearFarmacia(db, 5101, { tipoFarmacia: 1 });
await crearFarmacia(db, 5102, { tipoFarmacia: 3 });
await crearFarmacia(db, 5103, { gln: null });
await crearUsuario(db, 'botiquin.prueba', 5101, ['Pedidos']);
await crearUsuario(db, 'perfumeria.prueba', 5102, ['Pedidos']);
await crearUsuario(db, 'singln.prueba', 5103, ['Pedidos']);
await crearUsuario(db, 'consultor.prueba', 1001, ['ConsultorStock']);

const NORMAL = await crearProducto(db, 80_000_001, { precio: 1000 });
const AJUSTABLE = await crearProducto(db, 80_000_002, { min: 2, multiplo: 2, max: 10 });
const DE_A_6 = await crearProducto(db, 80_000_013, { multiplo: 6, max: 10 });
const DE_BAJA = await crearProducto(db, 80_000_003, { fechaBaja: '2025-01-01' });
const PSICOFARMACO = await crearProducto(db, 80_000_004, { drogaId: 1, psicofarmaco: true, flags: FlagProducto.Psicofarmaco });
const MEDICAMENTO = await crearProducto(db, 80_000_005, { drogaId: 1 });
const NO_FACTURABLE = await crearProducto(db, 80_000_006, {
  drogaId: 1,
  psicofarmaco: true,
  psicofarmacoNoFacturable: true,
  flags: FlagProducto.Psicofarmaco | FlagProducto.PsicofarmacoNoFacturable,
});
const PANAL_PAMI = await crearProducto(db, 80_000_007, { panalPami: true, iva: 3 });
const BLOQUEADO = await crearProducto(db, 80_000_008);
const CON_OFERTAS = await crearProducto(db, 80_000_009, { precio: 1000 });
const SIN_CARGO = await crearProducto(db, 80_000_010, { precio: 0 });
const TRAZABLE = await crearProducto(db, 80_000_011, { drogaId: 1, trazable: true, flags: FlagProducto.Trazable });
const COVID = await crearProducto(db, 80_000_012, { nombre: 'Test rápido antígeno COVID-19 x 1', iva: 3 });
await db.insert(productoBloqueado).values({ farmaciaId: 1001, troquel: BLOQUEADO, motivo: 'Prueba' });
const PAMI_OFERTA = await crearOferta(db, [{ troquel: PANAL_PAMI, descuento: 10 }]);
const OFERTA_DE_6 = await crearOferta(db, [{ troquel: CON_OFERTAS, descuento: 20, cantidadMinima: 6 }]);
const OFERTA_DE_1 = await crearOferta(db, [{ troquel: CON_OFERTAS, descuento: 10 }]);
const OFERTA_VENCIDA = await crearOferta(db, [{ troquel: CON_OFERTAS, descuento: 30 }], { vencida: true });
const OFERTA_EXCESIVA = await crearOferta(db, [{ troquel: NORMAL, descuento: 60 }]);

afterAll(() => entorno.cerrar());

test('0: a product no rule stops goes into the cart with its quantity', async () => {
  const { status, body } = await actualizar(pedidos, NORMAL, 3);
  expect(status).toBe(200);
  expect(body).toEqual({ codigo: 0, mensaje: 'Producto actualizado en el carrito.', tipo: 'success', nuevoOfertaId: 0, cantidad: 3 });
  expect(await lineaDe(NORMAL)).toMatchObject({ cantidad: 3, ofertaId: 0, comboId: 0, recomendado: false });
  expect((await actualizar(pedidos, NORMAL, 5)).body.cantidad).toBe(5);
  expect((await lineaDe(NORMAL))?.cantidad).toBe(5);
});

test('0 with 0 units removes the line', async () => {
  await actualizar(pedidos, NORMAL, 2);
  const { body } = await actualizar(pedidos, NORMAL, 0);
  expect(body).toMatchObject({ codigo: 0, cantidad: 0, mensaje: 'Producto quitado del carrito.' });
  expect(await lineaDe(NORMAL)).toBeUndefined();
});

test('quantities follow the minimum, the multiple and the maximum, and say so', async () => {
  expect((await actualizar(pedidos, AJUSTABLE, 1)).body).toEqual({
    codigo: 0,
    tipo: 'warning',
    mensaje: 'La cantidad se ajustó a 2 unidades: el mínimo por pedido es 2.',
    nuevoOfertaId: 0,
    cantidad: 2,
  });
  expect((await actualizar(pedidos, AJUSTABLE, 5)).body).toMatchObject({ cantidad: 6, mensaje: 'La cantidad se ajustó a 6 unidades: se vende en múltiplos de 2.' });
  expect((await actualizar(pedidos, AJUSTABLE, 15)).body).toMatchObject({ cantidad: 10, mensaje: 'La cantidad se ajustó a 10 unidades: el máximo por pedido es 10.' });
  expect((await lineaDe(AJUSTABLE))?.cantidad).toBe(10);
});

test('a quantity moved by the multiple says the multiple, and the maximum only when it also acted', async () => {
  // 7 goes up to 12 by the multiple of 6, which passes the maximum of 10: 6, because of both.
  expect((await actualizar(pedidos, DE_A_6, 7)).body).toMatchObject({
    cantidad: 6,
    tipo: 'warning',
    mensaje: 'La cantidad se ajustó a 6 unidades: se vende en múltiplos de 6 y el máximo por pedido es 10.',
  });
  expect((await actualizar(pedidos, DE_A_6, 5)).body).toMatchObject({ cantidad: 6, mensaje: 'La cantidad se ajustó a 6 unidades: se vende en múltiplos de 6.' });
  expect((await actualizar(pedidos, DE_A_6, 12)).body).toMatchObject({
    cantidad: 6,
    mensaje: 'La cantidad se ajustó a 6 unidades: el máximo por pedido es 10 y se vende en múltiplos de 6.',
  });
  expect((await actualizar(pedidos, DE_A_6, 6)).body).toMatchObject({ cantidad: 6, tipo: 'success' });
});

test('a line whose author no longer exists (deleted while its token held) is a 401, never a database error behind a 200 with code 10', async () => {
  await crearUsuario(db, 'efimero.prueba', 1001, ['Pedidos']);
  const efimero = como('efimero.prueba');
  await efimero.get('/api/carritopersistente/GetCarritoIdActual');
  await db.delete(usuario).where(eq(usuario.userName, 'efimero.prueba'));
  const { status, body } = await actualizar(efimero, NORMAL, 1);
  expect([status, body.mensaje]).toEqual([401, 'Sesión inválida o vencida.']);
  expect(await lineaDe(NORMAL)).toBeUndefined();
});

test.each([
  ['an unknown troquel', 99_999_999],
  ['a product with fechaBaja', DE_BAJA],
])('20: %s is a missing product and changes nothing', async (_caso, troquel) => {
  const { body } = await actualizar(pedidos, troquel, 1);
  expect(body).toMatchObject({ codigo: 20, tipo: 'error', mensaje: 'El producto no existe o fue dado de baja.', cantidad: 1 });
  expect(await lineaDe(troquel)).toBeUndefined();
});

test('30: a first-aid kit may not order a billable psychotropic (a pharmacy may)', async () => {
  expect((await actualizar(como('botiquin.prueba'), PSICOFARMACO, 1)).body).toMatchObject({ codigo: 30, mensaje: 'Los botiquines no pueden pedir psicofármacos.' });
  expect((await actualizar(pedidos, PSICOFARMACO, 1)).body.codigo).toBe(0);
});

test('31: a perfumery may not order a medicine, but may order the rest', async () => {
  const perfumeria = como('perfumeria.prueba');
  expect((await actualizar(perfumeria, MEDICAMENTO, 1)).body).toMatchObject({ codigo: 31, mensaje: 'Las perfumerías y droguerías no pueden pedir medicamentos.' });
  expect((await actualizar(perfumeria, NORMAL, 1)).body.codigo).toBe(0);
});

test('40: a psychotropic that is not billable is refused to everyone', async () => {
  expect((await actualizar(pedidos, NO_FACTURABLE, 1)).body).toMatchObject({ codigo: 40, tipo: 'error' });
  expect(await lineaDe(NO_FACTURABLE)).toBeUndefined();
});

test('50: a PAMI diaper needs its offer', async () => {
  expect((await actualizar(pedidos, PANAL_PAMI, 2)).body).toMatchObject({ codigo: 50, mensaje: 'Los pañales PAMI sólo se pueden pedir con una oferta vigente.' });
  expect(await lineaDe(PANAL_PAMI)).toBeUndefined();
  expect((await actualizar(pedidos, PANAL_PAMI, 2, PAMI_OFERTA)).body.codigo).toBe(0);
  expect(await lineaDe(PANAL_PAMI)).toMatchObject({ cantidad: 2, ofertaId: PAMI_OFERTA });
});

test('60: a product blocked for the pharmacy', async () => {
  expect((await actualizar(pedidos, BLOQUEADO, 1)).body).toMatchObject({ codigo: 60, mensaje: 'El producto está bloqueado para su farmacia.' });
  expect((await actualizar(como('otra.demo'), BLOQUEADO, 1)).body.codigo).toBe(0);
});

test('70: an offer that takes the price below half the distributor price is refused', async () => {
  expect((await actualizar(pedidos, NORMAL, 1, OFERTA_EXCESIVA)).body).toMatchObject({ codigo: 70, mensaje: 'El precio resultante no respeta el precio mínimo de venta.' });
  expect(await lineaDe(NORMAL)).toBeUndefined();
});

test('80: a product without charge is a gift the cart does not take loose', async () => {
  expect((await actualizar(pedidos, SIN_CARGO, 1)).body).toMatchObject({ codigo: 80, mensaje: 'No se aceptan productos sin cargo fuera de un combo.' });
});

test('90: a pharmacy without GLN may not order a traceable product', async () => {
  expect((await actualizar(como('singln.prueba'), TRAZABLE, 1)).body).toMatchObject({ codigo: 90, tipo: 'error' });
  expect((await actualizar(pedidos, TRAZABLE, 1)).body.codigo).toBe(0);
});

test('100: a quantity below the offer minimum keeps the line without it and suggests the offer that fits', async () => {
  const { body } = await actualizar(pedidos, CON_OFERTAS, 2, OFERTA_DE_6);
  expect(body).toMatchObject({ codigo: 100, tipo: 'warning', nuevoOfertaId: OFERTA_DE_1, cantidad: 2 });
  expect(await lineaDe(CON_OFERTAS)).toMatchObject({ cantidad: 2, ofertaId: 0 });
  expect((await actualizar(pedidos, CON_OFERTAS, 6, OFERTA_DE_6)).body).toMatchObject({ codigo: 0, nuevoOfertaId: 0 });
  expect(await lineaDe(CON_OFERTAS)).toMatchObject({ cantidad: 6, ofertaId: OFERTA_DE_6 });
});

test('110: an expired offer keeps the line without it and names the best current one', async () => {
  const { body } = await actualizar(pedidos, CON_OFERTAS, 6, OFERTA_VENCIDA);
  expect(body).toEqual({
    codigo: 110,
    tipo: 'warning',
    mensaje: 'La oferta ya no está vigente: el producto se agregó sin la oferta.',
    nuevoOfertaId: OFERTA_DE_6,
    cantidad: 6,
  });
  expect(await lineaDe(CON_OFERTAS)).toMatchObject({ cantidad: 6, ofertaId: 0 });
});

test('120: a user with only ConsultorStock reads the cart but changing it answers code 120, not 403', async () => {
  const consultor = como('consultor.prueba');
  const antes = await consultor.get<Carrito>('/api/carritopersistente/GetItemsCarrito');
  expect(antes.status).toBe(200);
  const { status, body } = await actualizar(consultor, NORMAL, 4);
  expect(status).toBe(200);
  expect(body).toMatchObject({ codigo: 120, tipo: 'error', mensaje: 'Su usuario no tiene permisos para modificar el carrito.' });
  expect((await consultor.get<Carrito>('/api/carritopersistente/GetItemsCarrito')).body).toEqual(antes.body);
});

test('130: COVID tests only while parameter 304 enables them', async () => {
  expect((await actualizar(pedidos, COVID, 1)).body).toMatchObject({ codigo: 130, mensaje: 'La venta de tests de COVID no está habilitada.' });
  await db.update(parametroSistema).set({ valor: '1' }).where(eq(parametroSistema.id, 304));
  try {
    expect((await actualizar(pedidos, COVID, 1)).body.codigo).toBe(0);
  } finally {
    await db.update(parametroSistema).set({ valor: '0' }).where(eq(parametroSistema.id, 304));
  }
});

test('CodigoResultadoAgregarItem lists every code with its Spanish message', async () => {
  const { status, body } = await pedidos.get<CodigoResultadoAgregarItem[]>('/api/carritopersistente/CodigoResultadoAgregarItem');
  expect(status).toBe(200);
  expect(body.map((c) => c.codigo)).toEqual([0, 10, 20, 30, 31, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130]);
  expect(body.find((c) => c.codigo === 90)).toEqual({ codigo: 90, tipo: 'error', mensaje: 'Su farmacia no tiene GLN registrado: no puede pedir productos trazables.' });
});
