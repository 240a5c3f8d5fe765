import { and, eq } from 'drizzle-orm';
import type { Carrito, ResultadoActualizacionCarrito, ResultadoLineaCarrito } from '@portal/shared/contracts';
import { carrito } from '../../../../src/db/schema/index.js';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi, crearProducto } from '../../../support/datos.js';

/**
 * Two users of one pharmacy changing the cart at the same moment: hundreds of calls in flight at once, on different
 * troqueles and on the same one. The final cart must be exactly what the operations add up to.
 */

const entorno = await crearEntorno();
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const usuarios = [clienteApi(entorno.url, () => token('pedidos.demo')), clienteApi(entorno.url, () => token('admin.demo'))] as const;
const P = '/api/carritopersistente';
const DISTINTOS = 150;
const TROQUELES = await Promise.all(Array.from({ length: DISTINTOS }, (_, i) => crearProducto(db, 84_000_001 + i)));
const COMPARTIDO = await crearProducto(db, 84_100_000);
const FIJADO = await crearProducto(db, 84_100_001);

afterAll(() => entorno.cerrar());

const versionCarrito = async () =>
  (await db.select({ version: carrito.version }).from(carrito).where(and(eq(carrito.farmaciaId, 1001), eq(carrito.actual, true))))[0]!.version;

test('hundreds of concurrent changes by two users lose no update', async () => {
  await Promise.all(usuarios.map((u) => u.get(`${P}/GetItemsCarrito`)));
  await usuarios[0].put(`${P}/BorrarCarritoCompleto`);
  const versionInicial = await versionCarrito();

  const IMPORTACIONES = 150;
  const FIJACIONES = 100;
  const llamadas: Promise<{ status: number; body: unknown }>[] = [];
  // Each user sets its own half of the troqueles (quantity = position + 1)…
  TROQUELES.forEach((troquel, i) => {
    llamadas.push(usuarios[i % 2].post<ResultadoActualizacionCarrito>(`${P}/ActualizarItemCarrito`, { troquel, cantidad: i + 1, ofertaid: 0 }));
  });
  // …both add one unit of the same troquel at a time through the importer…
  for (let i = 0; i < IMPORTACIONES; i++) llamadas.push(usuarios[i % 2].post<ResultadoLineaCarrito[]>(`${P}/ImportarCarrito`, [{ troquel: COMPARTIDO, cantidad: 1 }]));
  // …and both set the quantity of one more troquel, each to a value of its own.
  for (let i = 0; i < FIJACIONES; i++) llamadas.push(usuarios[i % 2].post(`${P}/ActualizarItemCarrito`, { troquel: FIJADO, cantidad: 1000 + i, ofertaid: 0 }));

  const respuestas = await Promise.all(llamadas);
  expect(respuestas.filter((r) => r.status !== 200)).toEqual([]);

  const final = (await usuarios[1].get<Carrito>(`${P}/GetItemsCarrito`)).body;
  const cantidades = new Map(final.items.map((i) => [i.troquel, i.cantidad]));
  expect(final.items).toHaveLength(DISTINTOS + 2);
  expect(TROQUELES.filter((t, i) => cantidades.get(t) !== i + 1)).toEqual([]);
  expect(cantidades.get(COMPARTIDO)).toBe(IMPORTACIONES);
  expect(cantidades.get(FIJADO)).toBeGreaterThanOrEqual(1000);
  expect(cantidades.get(FIJADO)).toBeLessThan(1000 + FIJACIONES);
  // Every call changed the cart once, one after another.
  expect(await versionCarrito()).toBe(versionInicial + DISTINTOS + IMPORTACIONES + FIJACIONES);
  // 400 calls take their turns on one cart row: on a loaded machine that is slow, never wrong.
}, 300_000);
