import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Carrito } from '@portal/shared/contracts';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteHub, HttpTransportType, registrar } from '../../../support/hub-cliente.js';
import { clienteApi, crearProducto } from '../../../support/datos.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * The broadcast under concurrent changes: answers reach the API out of order and it sends carts built from the line
 * each change wrote, so what the pharmacy's connections receive must still never go back in time, end equal to the
 * stored cart, and leave no author without the others' changes. Also a change this process never heard of (made by
 * another API process) reaches everyone.
 */

const entorno = await crearEntorno({ config: { hub: { keepAliveMs: 250, canalRedis: `portal:hub:carrito:${randomUUID()}` } } });
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const P = '/api/carritopersistente';
const CANTIDAD = 120;
const TROQUELES = await Promise.all(Array.from({ length: CANTIDAD }, (_, i) => crearProducto(db, 85_000_001 + i)));
const AJENO = await crearProducto(db, 85_100_000);

afterAll(() => entorno.cerrar());

const troquelesDe = (c: Carrito) => new Set(c.items.map((i) => i.troquel));
const contiene = (mayor: Set<number>, menor: Set<number>) => [...menor].every((t) => mayor.has(t));

/** Waits (up to 15 s) until `cumple` holds; the hub delivers after the HTTP answers. */
async function hasta(cumple: () => boolean): Promise<void> {
  const limite = performance.now() + 15_000;
  while (!cumple() && performance.now() < limite) await new Promise((r) => setTimeout(r, 25));
}

test('concurrent changes: every connection ends with the stored cart, never receives an older one, and no author misses another', async () => {
  const conexiones = await Promise.all(
    ['pedidos.demo', 'admin.demo', 'admin.demo'].map(async (u) => clienteHub(entorno.url, { transporte: HttpTransportType.WebSockets, token: await token(u) })),
  );
  const [autorA, autorB, observador] = conexiones as [(typeof conexiones)[0], (typeof conexiones)[0], (typeof conexiones)[0]];
  const [deA, deB, delObservador] = [autorA, autorB, observador].map((c) => registrar(c, 'ActualizarCarrito'));
  await Promise.all(conexiones.map((c) => c.start()));
  try {
    const api = (userName: string, connectionId: string) => clienteApi(entorno.url, () => token(userName), { connectionId });
    const [apiA, apiB] = [api('pedidos.demo', autorA.connectionId!), api('admin.demo', autorB.connectionId!)];
    await clienteApi(entorno.url, () => token('admin.demo')).put(`${P}/BorrarCarritoCompleto`);
    await hasta(() => delObservador.recibidos.some(([c]) => (c as Carrito).items.length === 0));
    const desde = delObservador.recibidos.length;

    // Each author adds its own half of the lines, all at once: lines are only added, so carts only grow.
    const propios = [new Set<number>(), new Set<number>()];
    const respuestas = await Promise.all(
      TROQUELES.map((troquel, i) => {
        propios[i % 2]!.add(troquel);
        return (i % 2 ? apiB : apiA).post(`${P}/ActualizarItemCarrito`, { troquel, cantidad: i + 1, ofertaid: 0 });
      }),
    );
    expect(respuestas.filter((r) => r.status !== 200)).toEqual([]);
    const final = (await apiA.get<Carrito>(`${P}/GetItemsCarrito`)).body;
    expect(final.items).toHaveLength(CANTIDAD);
    const todos = troquelesDe(final);

    const ultimo = (r: typeof deA) => r.recibidos.at(-1)?.[0] as Carrito | undefined;
    await hasta(() => ultimo(delObservador)?.items.length === CANTIDAD);
    expect(ultimo(delObservador)).toEqual(final);
    // Never an older cart after a newer one.
    const vistos = delObservador.recibidos.slice(desde).map(([c]) => troquelesDe(c as Carrito));
    expect(vistos.filter((v, i) => i > 0 && !contiene(v, vistos[i - 1]!))).toEqual([]);

    // Each author: what it received plus what it did itself is the whole cart.
    for (const [registro, suyos] of [
      [deA, propios[0]!],
      [deB, propios[1]!],
    ] as const) {
      const completo = () => contiene(new Set([...troquelesDe(ultimo(registro) ?? { carritoId: 0, items: [] }), ...suyos]), todos);
      await hasta(completo);
      expect(completo()).toBe(true);
    }

    // Another API process writes a line (its own way: the same database function), then this one changes the cart:
    // the version this process never heard of is read, and the cart sent holds both.
    await db.execute(sql`select carrito_fijar_linea(1001, ${AJENO}, 3, 0, null, ${reloj.ahora().toISOString()}::timestamptz, false)`);
    await apiA.post(`${P}/ActualizarItemCarrito`, { troquel: TROQUELES[0], cantidad: 50, ofertaid: 0 });
    const conAjeno = (c: Carrito | undefined) => Boolean(c?.items.some((i) => i.troquel === AJENO && i.cantidad === 3));
    await hasta(() => conAjeno(ultimo(delObservador)) && conAjeno(ultimo(deB)));
    expect(ultimo(delObservador)).toEqual((await apiB.get<Carrito>(`${P}/GetItemsCarrito`)).body);
    expect(conAjeno(ultimo(deB))).toBe(true);
  } finally {
    await Promise.all(conexiones.map((c) => c.stop()));
  }
}, 120_000);
