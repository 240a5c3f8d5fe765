import { eq } from 'drizzle-orm';
import type { Carrito, ResultadoEscaneo } from '@portal/shared/contracts';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import { producto } from '../../../../src/areas/pedidos/producto/tablas.js';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi, crearProducto, crearUsuario } from '../../../support/datos.js';

/** Scan anywhere (issue 17): `POST /api/carritopersistente/Escanear` adds one unit of the product a code names. */

const entorno = await crearEntorno();
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const como = (userName: string) => clienteApi(entorno.url, () => token(userName));
const pedidos = como('pedidos.demo');
const admin = como('admin.demo');
const otra = como('otra.demo');
const P = '/api/carritopersistente';

const A = await crearProducto(db, 8_200_001, { nombre: 'Paracetamol Escaneo 500 mg x 20', precio: 2000 });
const MAX_2 = await crearProducto(db, 8_200_002, { max: 2 });
await db.update(producto).set({ codigoBarras1: '77912345' }).where(eq(producto.troquel, A));
await crearUsuario(db, 'consultor.escaneo', 1001, ['ConsultorStock']);
const ean13 = String(7790000000000 + A).slice(0, 13);

const cantidadEnCarrito = async (cliente: typeof pedidos, troquel: number) =>
  (await cliente.get<Carrito>(`${P}/GetItemsCarrito`)).body.items.find((i) => i.troquel === troquel && i.comboId === 0)?.cantidad ?? 0;

afterAll(() => entorno.cerrar());
beforeEach(async () => {
  await admin.post(`${P}/Bloquear`, { valor: false });
  await admin.put(`${P}/BorrarCarritoCompleto`);
  await otra.put(`${P}/BorrarCarritoCompleto`);
});

test('the troquel, the EAN-13 (also padded to 14 digits) and the second barcode each add one unit, naming the product and its price', async () => {
  const codigos = [String(A), ean13, `0${ean13}`, '77912345'];
  const respuestas: ResultadoEscaneo[] = [];
  for (const codigo of codigos) {
    const r = await pedidos.post<ResultadoEscaneo>(`${P}/Escanear`, { codigo });
    expect(r.status).toBe(200);
    respuestas.push(r.body);
  }
  expect(respuestas.map((r) => [r.troquel, r.cantidadAnterior, r.resultado.cantidad, r.resultado.codigo])).toEqual([
    [A, 0, 1, CodigoResultadoCarrito.Ok],
    [A, 1, 2, CodigoResultadoCarrito.Ok],
    [A, 2, 3, CodigoResultadoCarrito.Ok],
    [A, 3, 4, CodigoResultadoCarrito.Ok],
  ]);
  expect(respuestas[0]).toMatchObject({ nombre: 'Paracetamol Escaneo 500 mg x 20', valor: expect.any(Number), stock: 'normal' });
  expect(respuestas[0]!.valor).toBeGreaterThan(0);
  expect(await cantidadEnCarrito(admin, A)).toBe(4);
  // Each answer also carries the cart with its version, so the shell shows it without reading it again.
  const ultima = respuestas.at(-1) as ResultadoEscaneo & { carrito: Carrito };
  expect(ultima.carrito).toEqual((await pedidos.get<Carrito>(`${P}/GetItemsCarrito`)).body);
});

test('the normal add rules apply: past the maximum the quantity is kept at it and the message says why', async () => {
  for (let i = 0; i < 2; i++) await pedidos.post(`${P}/Escanear`, { codigo: String(MAX_2) });
  const r = await pedidos.post<ResultadoEscaneo>(`${P}/Escanear`, { codigo: String(MAX_2) });
  expect(r.status).toBe(200);
  expect(r.body.cantidadAnterior).toBe(2);
  expect(r.body.resultado.cantidad).toBe(2);
  expect(r.body.resultado.mensaje).toMatch(/\S/);
  expect(await cantidadEnCarrito(pedidos, MAX_2)).toBe(2);
});

test('an unknown code says so in Spanish and adds nothing; a malformed one is a 400 naming the field', async () => {
  const desconocido = await pedidos.post<{ mensaje: string }>(`${P}/Escanear`, { codigo: '7799999999999' });
  expect(desconocido.status).toBe(404);
  expect(desconocido.body.mensaje).toBe('No hay ningún producto con el código 7799999999999.');
  for (const codigo of ['12345', 'abc1234567', 7791234567890]) {
    const malo = await pedidos.post<{ mensaje: string; errors: Record<string, string[]> }>(`${P}/Escanear`, { codigo });
    expect(malo.status).toBe(400);
    expect(Object.keys(malo.body.errors)).toContain('codigo');
  }
  expect((await pedidos.get<Carrito>(`${P}/GetItemsCarrito`)).body.items).toEqual([]);
});

test('a user who may only look at the cart gets code 120 and nothing changes; another pharmacy scans into its own cart', async () => {
  const consultor = como('consultor.escaneo');
  const r = await consultor.post<ResultadoEscaneo>(`${P}/Escanear`, { codigo: String(A) });
  expect(r.status).toBe(200);
  expect(r.body.resultado.codigo).toBe(CodigoResultadoCarrito.UsuarioSinPermisos);
  expect(await cantidadEnCarrito(pedidos, A)).toBe(0);

  expect((await otra.post(`${P}/Escanear`, { codigo: String(A) })).status).toBe(200);
  expect(await cantidadEnCarrito(otra, A)).toBe(1);
  expect(await cantidadEnCarrito(pedidos, A)).toBe(0);
});
