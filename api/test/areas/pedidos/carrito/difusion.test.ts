import { randomUUID } from 'node:crypto';
import { actualizacionCarritoSchema, type Carrito } from '@portal/shared/contracts';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteHub, HttpTransportType, registrar } from '../../../support/hub-cliente.js';
import { clienteApi, crearProducto } from '../../../support/datos.js';

/** Every cart change reaches the pharmacy's other hub connections as `ActualizarCarrito`, with the official client. */

// With REDIS_URL set the hub goes through Redis: a channel of its own keeps other suites' messages out.
const entorno = await crearEntorno({ config: { hub: { keepAliveMs: 250, pollMs: 1_000, desconexionMs: 3_000, canalRedis: `portal:hub:carrito:${randomUUID()}` } } });
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const P = '/api/carritopersistente';
const A = await crearProducto(db, 83_000_001);
const B = await crearProducto(db, 83_000_002);

afterAll(() => entorno.cerrar());

/** The first `ActualizarCarrito` the connection got (or gets) whose cart satisfies `cumple`. */
async function esperar(registro: ReturnType<typeof registrar>, cumple: (c: Carrito) => boolean): Promise<Carrito> {
  for (let n = 1; ; n++) {
    const [carrito] = (await registro.hasta(n))[n - 1] as [Carrito];
    if (cumple(carrito)) return carrito;
  }
}

describe.each([
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
] as const)('with %s', (_nombre, transporte) => {
  test("the change reaches the pharmacy's other connection, not its author's, and never another pharmacy", async () => {
    const conexiones = await Promise.all(
      ['pedidos.demo', 'admin.demo', 'otra.demo'].map(async (u) => clienteHub(entorno.url, { transporte, token: await token(u) })),
    );
    const [autor, colega, otraFarmacia] = conexiones as [(typeof conexiones)[0], (typeof conexiones)[0], (typeof conexiones)[0]];
    const [deAutor, deColega, deOtra] = [autor, colega, otraFarmacia].map((c) => registrar(c, 'ActualizarCarrito'));
    await Promise.all(conexiones.map((c) => c.start()));
    try {
      const api = (userName: string, connectionId: string | null) =>
        clienteApi(entorno.url, () => token(userName), connectionId ? { connectionId } : {});
      await api('admin.demo', null).put(`${P}/BorrarCarritoCompleto`);

      await api('pedidos.demo', autor.connectionId).post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 4, ofertaid: 0 });
      const soloA = (c: Carrito) => c.items.length === 1 && c.items[0]!.troquel === A && c.items[0]!.cantidad === 4;
      const recibido = actualizacionCarritoSchema.parse(await esperar(deColega, soloA));
      expect(recibido.items).toEqual([expect.objectContaining({ troquel: A, cantidad: 4, ofertaId: 0, comboId: 0, recomendado: false })]);
      expect(recibido).toEqual((await api('admin.demo', null).get<Carrito>(`${P}/GetItemsCarrito`)).body);
      // The version travels with the cart, the same in the message and in the read, so a client can drop older carts.
      expect(recibido.version).toEqual(expect.any(Number));

      // Messages arrive in send order: once the colleague's later change reached the author, its own would be there too.
      await api('admin.demo', colega.connectionId).post(`${P}/ActualizarItemCarrito`, { troquel: B, cantidad: 1, ofertaid: 0 });
      const delColega = await esperar(deAutor, (c) => c.items.some((i) => i.troquel === B));
      expect(delColega.version).toBeGreaterThan(recibido.version!);
      expect(delColega.items.map((i) => [i.troquel, i.cantidad])).toEqual([
        [A, 4],
        [B, 1],
      ]);
      expect(deAutor.recibidos.map(([c]) => c as Carrito).filter(soloA)).toEqual([]);

      await api('otra.demo', null).post(`${P}/ActualizarItemCarrito`, { troquel: A, cantidad: 9, ofertaid: 0 });
      const deLaOtra = await esperar(deOtra, (c) => c.items.some((i) => i.troquel === A && i.cantidad === 9));
      expect(deLaOtra.carritoId).not.toBe(recibido.carritoId);
      await api('otra.demo', null).put(`${P}/BorrarCarritoCompleto`);
      expect(deOtra.recibidos.filter(([c]) => (c as Carrito).carritoId === recibido.carritoId)).toEqual([]);
      expect(deColega.recibidos.filter(([c]) => (c as Carrito).carritoId !== recibido.carritoId)).toEqual([]);
    } finally {
      await Promise.all(conexiones.map((c) => c.stop()));
    }
  });
});
