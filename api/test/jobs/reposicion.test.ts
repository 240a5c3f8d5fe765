import type { AvisoRecuperador, ItemRecuperador, Pedido } from '@portal/shared/contracts';
import { procesarPedidosPendientes } from '../../src/jobs/cumplimiento.js';
import { reponerFaltantes } from '../../src/jobs/reposicion.js';
import { clienteHub, HttpTransportType, registrar } from '../support/hub-cliente.js';
import { suiteApi } from '../support/suite-api.js';
import { fijarStock, prepararCarrito, productosPedibles, stockDe } from '../support/pedido.js';

/**
 * The recoverer across rounds (issue 17): a shortage of the fulfilment job waits in the recoverer; goods received bring
 * the product back; the pharmacy's open pages hear it live and the recoverer says the item can be ordered again.
 */
// The operator's secret of this suite's API (POST /operador/reposicion), read when the app starts.
const TOKEN_OPERADOR = (process.env.OPERATOR_TOKEN ??= 'operador-reposicion');
const suite = suiteApi();
const como = suite.como;

test("the seed leaves a product of 1001's recoverer out of stock; the operator's goods received bring it back at once and tell 1001's pages; without the token 401", async () => {
  const db = suite.entorno.app.db;
  // Recoverers are per user: the waiting product is in one of the pharmacy's users'.
  const esperando = await Promise.all(['admin.demo', 'pedidos.demo'].map((u) => como<ItemRecuperador[]>(u, 'GET', '/api/recuperador/GetItemsRecuperador')));
  const sinStock = esperando.flatMap((r) => r.body).filter((i) => i.conStock === false).map((i) => i.troquel);
  expect(sinStock.length).toBeGreaterThan(0);
  expect((await stockDe(db, [sinStock[0]!])).get(sinStock[0]!)).toBe(0);

  expect((await suite.llamar('POST', '/operador/reposicion')).status).toBe(401);
  const colega = clienteHub(suite.entorno.url, { transporte: HttpTransportType.WebSockets, token: await suite.token('admin.demo') });
  const avisos = registrar(colega, 'RecuperadorConStock');
  await colega.start();
  try {
    const r = await suite.llamar<{ repuestos: number[]; farmaciasAvisadas: number[] }>('POST', '/operador/reposicion', { headers: { 'x-operador-token': TOKEN_OPERADOR } });
    expect(r.status).toBe(200);
    expect(r.body.repuestos).toContain(sinStock[0]);
    expect(r.body.farmaciasAvisadas).toContain(1001);
    const [[aviso]] = await avisos.hasta(1);
    expect((aviso as AvisoRecuperador).productos.map((p) => p.troquel)).toContain(sinStock[0]);
  } finally {
    await colega.stop();
  }
  expect((await stockDe(db, [sinStock[0]!])).get(sinStock[0]!)).toBeGreaterThan(0);
});

test('a short line waits in the recoverer, the restock brings it back, the pharmacy hears it and another pharmacy does not', async () => {
  const db = suite.entorno.app.db;
  await como('pedidos.demo', 'POST', '/api/recuperador/VaciarRecuperador');
  const [escaso] = await productosPedibles(db, 1, 300);
  await fijarStock(db, escaso!, 1);
  const carritoId = await prepararCarrito(db, 1001, [{ troquel: escaso!, cantidad: 4 }]);
  const pedido = await como<Pedido>('pedidos.demo', 'POST', '/api/pedido/Confirmar', { turnoId: 1, procesarBonos: false, carritoId });
  expect(pedido.status).toBe(200);
  await procesarPedidosPendientes(suite.entorno.app);

  const antes = await como<ItemRecuperador[]>('pedidos.demo', 'GET', '/api/recuperador/GetItemsRecuperador');
  expect(antes.body.find((i) => i.troquel === escaso)).toMatchObject({ cantidadARecuperar: 3, conStock: false });

  const colega = clienteHub(suite.entorno.url, { transporte: HttpTransportType.WebSockets, token: await suite.token('admin.demo') });
  const otra = clienteHub(suite.entorno.url, { transporte: HttpTransportType.WebSockets, token: await suite.token('otra.demo') });
  const [avisos, avisosOtra] = [registrar(colega, 'RecuperadorConStock'), registrar(otra, 'RecuperadorConStock')];
  await Promise.all([colega.start(), otra.start()]);
  try {
    const resultado = await reponerFaltantes(suite.entorno.app);
    expect(resultado.repuestos).toContain(escaso);
    expect(resultado.farmaciasAvisadas).toContain(1001);
    const [[aviso]] = await avisos.hasta(1);
    expect((aviso as AvisoRecuperador).productos).toContainEqual({ troquel: escaso, nombre: expect.stringMatching(/\S/), cantidadARecuperar: 3 });
    // Pharmacy 1002 hears only of what its own users wait for (the seed gives them some), never of 1001's product.
    await new Promise((r) => setTimeout(r, 300));
    const deOtra = avisosOtra.recibidos.flatMap(([a]) => (a as AvisoRecuperador).productos.map((p) => p.troquel));
    expect(deOtra).not.toContain(escaso);
    expect(avisosOtra.recibidos.length).toBe(resultado.farmaciasAvisadas.includes(1002) ? 1 : 0);
  } finally {
    await Promise.all([colega.stop(), otra.stop()]);
  }

  expect((await stockDe(db, [escaso!])).get(escaso!)).toBeGreaterThanOrEqual(9);
  const despues = await como<ItemRecuperador[]>('pedidos.demo', 'GET', '/api/recuperador/GetItemsRecuperador');
  expect(despues.body.find((i) => i.troquel === escaso)).toMatchObject({ cantidadARecuperar: 3, conStock: true });

  // Nothing left without stock: a second run restocks and tells nothing.
  expect(await reponerFaltantes(suite.entorno.app)).toEqual({ repuestos: [], farmaciasAvisadas: [] });
});
