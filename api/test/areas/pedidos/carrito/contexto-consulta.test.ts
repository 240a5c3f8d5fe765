import { productoBloqueado } from '../../../../src/db/schema/index.js';
import { leerContexto } from '../../../../src/areas/pedidos/carrito/contexto.js';
import { crearEntorno } from '../../../support/entorno.js';
import { crearProducto } from '../../../support/datos.js';

/**
 * One troquel reads its rule context with its own query (planned once, unlike the array form; see contexto.ts): the
 * rules must see exactly what the query for several troqueles gives, for every kind of product.
 */

const entorno = await crearEntorno();
const db = entorno.baseDatos.db;
afterAll(() => entorno.cerrar());

const CON_TODO = await crearProducto(db, 81_000_001, { drogaId: 1, psicofarmaco: true, trazable: true, fechaBaja: '2025-01-01', precio: 1234.56, iva: 3, min: 2, max: 10, multiplo: 2 });
const SIN_PRECIO = await crearProducto(db, 81_000_002, { precio: null });
const BLOQUEADO = await crearProducto(db, 81_000_003);
await db.insert(productoBloqueado).values({ farmaciaId: 1001, troquel: BLOQUEADO, motivo: 'Prueba' });
const INEXISTENTE = 81_000_999;

test.each([
  ['con todos los datos', CON_TODO],
  ['sin fila de precio', SIN_PRECIO],
  ['bloqueado para la farmacia', BLOQUEADO],
  ['inexistente', INEXISTENTE],
])('el contexto de un troquel %s es el mismo leído solo que junto a otros', async (_caso, troquel) => {
  const solo = await leerContexto(db, 1001, [troquel], false);
  const juntos = await leerContexto(db, 1001, [troquel, CON_TODO, SIN_PRECIO, BLOQUEADO], false);
  expect(solo.farmacia).toEqual(juntos.farmacia);
  expect(solo.covidHabilitado).toBe(juntos.covidHabilitado);
  expect(solo.productos.get(troquel)).toEqual(juntos.productos.get(troquel));
  expect(solo.bloqueados.has(troquel)).toBe(juntos.bloqueados.has(troquel));
  expect([...solo.productos.keys()]).toEqual(troquel === INEXISTENTE ? [] : [troquel]);
});

test('una farmacia inexistente se informa igual con un troquel que con varios', async () => {
  await expect(leerContexto(db, 999_999, [CON_TODO], false)).rejects.toThrow('No se encontró la farmacia.');
  await expect(leerContexto(db, 999_999, [CON_TODO, SIN_PRECIO], false)).rejects.toThrow('No se encontró la farmacia.');
});

test('los datos del producto llegan como los guarda el catálogo', async () => {
  const { productos, bloqueados } = await leerContexto(db, 1001, [CON_TODO], false);
  expect(productos.get(CON_TODO)).toMatchObject({ troquel: CON_TODO, ultimoPrecio: 1234.56, min: 2, max: 10, multiplo: 2, fechaBaja: '2025-01-01', psicofarmaco: true, trazable: true });
  expect(bloqueados.has(BLOQUEADO)).toBe(false);
  expect((await leerContexto(db, 1001, [BLOQUEADO], false)).bloqueados.has(BLOQUEADO)).toBe(true);
});
