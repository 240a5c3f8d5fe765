import { eq } from 'drizzle-orm';
import type { ItemRecuperador, Pedido, VencidosRecuperador } from '@portal/shared/contracts';
import { procesarPedidosPendientes } from '../../../../src/jobs/cumplimiento.js';
import { vencerFaltantesViejos } from '../../../../src/jobs/reposicion.js';
import { parametroSistema, recuperadorItem } from '../../../../src/db/schema/index.js';
import { suiteApi } from '../../../support/suite-api.js';
import { fijarStock, prepararCarrito, productosPedibles } from '../../../support/pedido.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * Recoverer items expire (issue 17): a shortage of the fulfilment job waits the days of parameter 1140, then leaves the
 * recoverer with a record the user can read (`GET /api/recuperador/Vencidos`); nobody else sees it.
 */
const suite = suiteApi();
const como = suite.como;
const DIA_MS = 86_400_000;
const enDias = (dias: number) => new Date(reloj.ahoraMs() + dias * DIA_MS);

/** pedidos.demo orders 4 of a product with 1 in stock: the fulfilment job leaves 3 in its recoverer. Answers the troquel. */
async function faltanteDeHoy(desde: number): Promise<number> {
  const db = suite.entorno.app.db;
  const [escaso] = await productosPedibles(db, 1, desde);
  await fijarStock(db, escaso!, 1);
  const carritoId = await prepararCarrito(db, 1001, [{ troquel: escaso!, cantidad: 4 }]);
  expect((await como<Pedido>('pedidos.demo', 'POST', '/api/pedido/Confirmar', { turnoId: 1, procesarBonos: false, carritoId })).status).toBe(200);
  await procesarPedidosPendientes(suite.entorno.app);
  return escaso!;
}

const recuperador = async (userName: string) => (await como<ItemRecuperador[]>(userName, 'GET', '/api/recuperador/GetItemsRecuperador')).body;
const vencidos = async (userName: string) => (await como<VencidosRecuperador>(userName, 'GET', '/api/recuperador/Vencidos')).body;

test("the seed leaves a dated record of expired items in 1001's recoverers and keeps only the last 30 days in them", async () => {
  // vencida.demo cannot sign in (its password expired); the other three of 1001 that order.
  const usuarios = ['admin.demo', 'pedidos.demo', 'archivos.demo'];
  const registros = await Promise.all(usuarios.map(vencidos));
  expect(registros.map((r) => [r.diasVencimiento, r.diasRegistro])).toEqual(usuarios.map(() => [30, 90]));
  const items = registros.flatMap((r) => r.items);
  expect(items.length).toBeGreaterThan(0);
  // Day by day, as the job would have expired them: the record has more than one date, none older than 90 days.
  expect(new Set(items.map((i) => i.fechaVencimiento.slice(0, 10))).size).toBeGreaterThan(1);
  for (const i of items) expect(Date.parse(i.fechaVencimiento)).toBeGreaterThan(reloj.ahoraMs() - 91 * DIA_MS);
  const limite = new Date(reloj.ahoraMs() - 31 * DIA_MS).toISOString().slice(0, 10);
  for (const u of usuarios) for (const item of await recuperador(u)) expect(item.fechaPedido >= limite).toBe(true);
});

test('a shortage of the fulfilment job waits 30 days, on the 31st it expires with a record, once even with two runs at once', async () => {
  const db = suite.entorno.app.db;
  await como('pedidos.demo', 'POST', '/api/recuperador/VaciarRecuperador');
  const escaso = await faltanteDeHoy(320);
  expect((await recuperador('pedidos.demo')).find((i) => i.troquel === escaso)).toMatchObject({ cantidadARecuperar: 3 });

  await vencerFaltantesViejos(suite.entorno.app, enDias(30));
  expect((await recuperador('pedidos.demo')).map((i) => i.troquel)).toContain(escaso);
  expect((await vencidos('pedidos.demo')).items.map((i) => i.troquel)).not.toContain(escaso);

  // Two API processes' jobs at the same moment: every item (the seed's too, all younger than 31 days) leaves once and is
  // recorded once.
  const enRecuperadores = await db.$count(recuperadorItem);
  const [a, b] = await Promise.all([vencerFaltantesViejos(suite.entorno.app, enDias(31)), vencerFaltantesViejos(suite.entorno.app, enDias(31))]);
  expect(a + b).toBe(enRecuperadores);
  expect(await db.$count(recuperadorItem)).toBe(0);
  expect((await recuperador('pedidos.demo')).map((i) => i.troquel)).not.toContain(escaso);
  const registro = (await vencidos('pedidos.demo')).items.filter((i) => i.troquel === escaso);
  expect(registro).toEqual([{ troquel: escaso, fechaPedido: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), cantidadARecuperar: 3, fechaVencimiento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
  expect(Date.parse(registro[0]!.fechaVencimiento)).toBeGreaterThan(reloj.ahoraMs() + 30 * DIA_MS);

  // The record is the user's own: a colleague of the pharmacy, another pharmacy and a user without Pedidos do not get it.
  expect((await vencidos('admin.demo')).items.map((i) => i.troquel)).not.toContain(escaso);
  expect((await vencidos('otra.demo')).items.map((i) => i.troquel)).not.toContain(escaso);
  expect((await como('cuenta.demo', 'GET', '/api/recuperador/Vencidos')).status).toBe(403);
  expect((await suite.llamar('GET', '/api/recuperador/Vencidos')).status).toBe(401);
});

test('parameter 1140 sets the days: with 5, a shortage expires on the sixth day', async () => {
  const db = suite.entorno.app.db;
  await db.update(parametroSistema).set({ valor: '5' }).where(eq(parametroSistema.id, 1140));
  try {
    await como('pedidos.demo', 'POST', '/api/recuperador/VaciarRecuperador');
    const escaso = await faltanteDeHoy(340);
    expect((await vencidos('pedidos.demo')).diasVencimiento).toBe(5);
    expect(await vencerFaltantesViejos(suite.entorno.app, enDias(5))).toBe(0);
    expect(await vencerFaltantesViejos(suite.entorno.app, enDias(6))).toBe(1);
    expect((await recuperador('pedidos.demo')).map((i) => i.troquel)).not.toContain(escaso);
  } finally {
    await db.update(parametroSistema).set({ valor: '30' }).where(eq(parametroSistema.id, 1140));
  }
});
