import type { Carrito, ImportesCarrito, ItemCarrito, ResultadoCambioLineaCarrito } from '@portal/shared/contracts';
import { aplicarCambiosCarrito, type CarritoMostrado } from '@portal/shared/domain';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi, crearFarmacia, crearProducto, crearUsuario } from '../../../support/datos.js';

/**
 * A quantity change that names the cart and version its page shows is answered what changed since (`cambios`), not
 * the whole cart; a page applying it (the front's own rule, `aplicarCambiosCarrito`) shows exactly the cart a read gives.
 */

const entorno = await crearEntorno();
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const como = (userName: string) => clienteApi(entorno.url, () => token(userName));
const P = '/api/carritopersistente';

await crearFarmacia(db, 5301);
await crearFarmacia(db, 5302);
await crearUsuario(db, 'ana.cambios', 5301, ['Pedidos']);
await crearUsuario(db, 'beto.cambios', 5301, ['Pedidos']);
await crearUsuario(db, 'otra.cambios', 5302, ['Pedidos']);
const ana = como('ana.cambios');
const beto = como('beto.cambios');
const otra = como('otra.cambios');
const [X, Y, Z] = [await crearProducto(db, 83_000_001), await crearProducto(db, 83_000_002), await crearProducto(db, 83_000_003)];

afterAll(() => entorno.cerrar());
beforeEach(async () => {
  await ana.put(`${P}/BorrarCarritoCompleto`);
});

type Cliente = typeof ana;
const leer = async (cliente: Cliente) => (await cliente.get<Carrito>(`${P}/GetItemsCarrito`)).body;
const pagina = async (cliente: Cliente): Promise<CarritoMostrado> => {
  const { carritoId, version, items } = await leer(cliente);
  return { carritoId, version: version ?? null, items };
};
/** Lines as a set: a removed and re-added line may sit elsewhere on a page than in the read (same content). */
const contenido = (items: readonly ItemCarrito[]) => [...items].sort((a, b) => a.troquel - b.troquel || a.comboId - b.comboId);

/** A quantity change naming what `vista` shows; the answer. */
async function cambiar(cliente: Cliente, vista: CarritoMostrado, troquel: number, cantidad: number, ruta = 'ActualizarItemCarrito', extra = '') {
  const consulta = vista.version === null ? extra : `carritoId=${vista.carritoId}&version=${vista.version}${extra ? `&${extra}` : ''}`;
  return cliente.post<ResultadoCambioLineaCarrito>(`${P}/${ruta}?${consulta}`, { troquel, cantidad, ofertaid: 0 });
}

/** The page after an answer, as the front applies it (reading the cart when the changes do not follow on). */
async function mostrar(cliente: Cliente, vista: CarritoMostrado, respuesta: ResultadoCambioLineaCarrito): Promise<CarritoMostrado> {
  if (respuesta.carrito) return { carritoId: respuesta.carrito.carritoId, version: respuesta.carrito.version ?? null, items: respuesta.carrito.items };
  const aplicado = aplicarCambiosCarrito(vista, respuesta.cambios!);
  if (aplicado.resultado === 'aplicado') return { ...vista, version: respuesta.cambios!.version, items: aplicado.items };
  return pagina(cliente);
}

test('a page naming the version it shows gets only the changed line, and applying it gives the cart a read gives', async () => {
  await ana.post(`${P}/ActualizarItemCarrito`, { troquel: Y, cantidad: 4, ofertaid: 0 });
  const vista = await pagina(ana);
  const { status, body } = await cambiar(ana, vista, X, 3);
  expect(status).toBe(200);
  expect(body).toMatchObject({ codigo: 0, cantidad: 3 });
  expect(body.carrito).toBeUndefined();
  expect(body.cambios).toEqual({
    carritoId: vista.carritoId,
    desdeVersion: vista.version,
    version: vista.version! + 1,
    troqueles: [X],
    items: [expect.objectContaining({ troquel: X, cantidad: 3, comboId: 0 })],
  });
  const despues = await mostrar(ana, vista, body);
  expect(despues).toEqual(await pagina(ana));
  // Removing the line answers the troquel with no lines.
  const quitar = await cambiar(ana, despues, X, 0);
  expect(quitar.body.cambios).toMatchObject({ troqueles: [X], items: [] });
  expect(await mostrar(ana, despues, quitar.body)).toEqual(await pagina(ana));
});

test("a colleague's changes made since the page's version come in the same answer", async () => {
  const deAna = await pagina(ana);
  await cambiar(beto, await pagina(beto), Y, 2);
  await beto.post(`${P}/AgregarItemCarrito`, { troquel: Z, cantidad: 1, ofertaid: 0 });
  const { body } = await cambiar(ana, deAna, X, 5);
  expect(body.cambios).toMatchObject({ desdeVersion: deAna.version, version: deAna.version! + 3 });
  expect([...body.cambios!.troqueles].sort()).toEqual([X, Y, Z].sort());
  const despues = await mostrar(ana, deAna, body);
  expect(contenido(despues.items)).toEqual(contenido((await leer(ana)).items));
});

test('AgregarItemCarrito answers the changes too, and the amounts asked are those of the cart they lead to', async () => {
  await ana.post(`${P}/ActualizarItemCarrito`, { troquel: Y, cantidad: 2, ofertaid: 0 });
  const vista = await pagina(ana);
  const { body } = await cambiar(ana, vista, Y, 3, 'AgregarItemCarrito', 'conImportes=true');
  expect(body.cambios).toMatchObject({ troqueles: [Y], items: [expect.objectContaining({ troquel: Y, cantidad: 5 })] });
  expect(body.importes).toEqual((await ana.get<ImportesCarrito>('/api/importe-carrito')).body);
  expect(await mostrar(ana, vista, body)).toEqual(await pagina(ana));
});

test('the whole cart when the changes since are not known: another cart id, a version ahead, a version before the cart was emptied', async () => {
  await ana.post(`${P}/ActualizarItemCarrito`, { troquel: X, cantidad: 1, ofertaid: 0 });
  const vista = await pagina(ana);
  const completo = async (respuesta: Promise<{ body: ResultadoCambioLineaCarrito }>) => {
    const { body } = await respuesta;
    expect(body.cambios).toBeUndefined();
    expect(body.carrito).toEqual(await leer(ana));
  };
  await completo(cambiar(ana, { ...vista, carritoId: vista.carritoId! + 1000 }, X, 2));
  await completo(cambiar(ana, { ...vista, version: vista.version! + 50 }, X, 3));
  const antesDeVaciar = await pagina(ana);
  await beto.put(`${P}/BorrarCarritoCompleto`);
  await completo(cambiar(ana, antesDeVaciar, Y, 1));
  // Without naming a version, as older callers do: the whole cart.
  await completo(ana.post(`${P}/ActualizarItemCarrito`, { troquel: Y, cantidad: 2, ofertaid: 0 }));
});

test("another pharmacy naming this pharmacy's cart and version gets its own cart whole, nothing of this one", async () => {
  await ana.post(`${P}/ActualizarItemCarrito`, { troquel: X, cantidad: 7, ofertaid: 0 });
  const deAna = await pagina(ana);
  const { status, body } = await cambiar(otra, deAna, Y, 1);
  expect(status).toBe(200);
  expect(body.cambios).toBeUndefined();
  expect(body.carrito!.carritoId).not.toBe(deAna.carritoId);
  expect(body.carrito!.items.map((i) => i.troquel)).toEqual([Y]);
  expect((await leer(ana)).items.map((i) => [i.troquel, i.cantidad])).toEqual([[X, 7]]);
});

test('a version without its cart, or either not a number, is refused in Spanish and changes nothing', async () => {
  const antes = await leer(ana);
  const sinCarrito = await ana.post<{ mensaje: string; errors: Record<string, string[]> }>(`${P}/ActualizarItemCarrito?version=3`, { troquel: X, cantidad: 1, ofertaid: 0 });
  expect(sinCarrito.status).toBe(400);
  expect(JSON.stringify(sinCarrito.body)).toContain('Envíe carritoId y version juntos.');
  const texto = await ana.post<{ mensaje: string; errors: Record<string, string[]> }>(`${P}/AgregarItemCarrito?carritoId=1&version=abc`, { troquel: X, cantidad: 1, ofertaid: 0 });
  expect(texto.status).toBe(400);
  expect(JSON.stringify(texto.body)).toContain('version debe ser un número entero.');
  const negativa = await ana.post<{ mensaje: string; errors: Record<string, string[]> }>(`${P}/AgregarItemCarrito?carritoId=-1&version=2`, { troquel: X, cantidad: 1, ofertaid: 0 });
  expect(negativa.status).toBe(400);
  expect(JSON.stringify(negativa.body)).toContain('carritoId no puede ser negativo.');
  expect(await leer(ana)).toEqual(antes);
});

test('two pages changing in turns, each knowing only its own answers, always end showing the cart a read gives', async () => {
  const paginas = new Map<Cliente, CarritoMostrado>([
    [ana, await pagina(ana)],
    [beto, await pagina(beto)],
  ]);
  // A fixed walk through sets, adds and removals by either user (a seeded sequence, so a failure repeats).
  let semilla = 7;
  const azar = (n: number) => ((semilla = (semilla * 1_103_515_245 + 12_345) % 2_147_483_648) % n);
  for (let paso = 0; paso < 30; paso++) {
    const cliente = azar(2) === 0 ? ana : beto;
    const vista = paginas.get(cliente)!;
    const troquel = [X, Y, Z][azar(3)]!;
    const ruta = azar(3) === 0 ? 'AgregarItemCarrito' : 'ActualizarItemCarrito';
    const cantidad = ruta === 'AgregarItemCarrito' ? 1 + azar(3) : azar(4);
    const { status, body } = await cambiar(cliente, vista, troquel, cantidad, ruta);
    expect(status).toBe(200);
    const despues = await mostrar(cliente, vista, body);
    paginas.set(cliente, despues);
    const leido = await leer(cliente);
    expect({ paso, version: despues.version, items: contenido(despues.items) }).toEqual({ paso, version: leido.version, items: contenido(leido.items) });
  }
});
