import { randomUUID } from 'node:crypto';
import { avanzarDevoluciones } from '../../../../src/areas/devoluciones/devolucion/estados-job.js';
import { suiteApi } from '../../../support/suite-api.js';
import { facturaNueva, filas, type FacturaDePrueba, type Linea } from '../../../support/devoluciones.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * The returns state job (SPEC §4) with the API's default toggles (lots not strict): 200 → 220 → 550 → 600 with a
 * credit note; 500 when nothing is approved; 700 when the return is rejected as a whole.
 */
const api = suiteApi();

let caso: FacturaDePrueba;
beforeAll(async () => {
  caso = await facturaNueva(api);
});

const estadoDe = async (api_: string, id: number) => (await api.como('admin.demo', 'GET', `${api_}/estado/${id}`)).body as { estadoId: number; notaCreditoId: number | null };
const correr = () => avanzarDevoluciones(api.entorno.app, reloj.ahora(), 1000);

test('moves a new return 200 → 220 → 550 → 600 and credits it with a credit note in the current account', async () => {
  const { facturaId, simple: linea } = caso;
  const nueva = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', { guid: randomUUID(), facturaId, items: [{ pedidoDetId: linea.pedidoDetId, cantidad: 1, motivoDevolucionId: 3 }] });
  expect(nueva.status).toBe(200);
  const estados: number[] = [];
  for (let paso = 0; paso < 3; paso += 1) {
    await correr();
    estados.push((await estadoDe('/api/devolucion', nueva.body.id)).estadoId);
  }
  expect(estados).toEqual([220, 550, 600]);
  const { notaCreditoId } = await estadoDe('/api/devolucion', nueva.body.id);
  const [nota] = (await api.como('admin.demo', 'POST', '/api/factura/BuscarPorId', { facturaIds: [notaCreditoId] })).body;
  expect([3, 8]).toContain(nota.tipoComprobanteId);
  expect(nota.total).toBeGreaterThan(0);
  const movimientos = await filas<{ importe: string }>(api.entorno.app.db, `select importe from movimiento_cuenta where factura_id = ${Number(notaCreditoId)}`);
  expect(movimientos.map((r) => Number(r.importe))).toEqual([-nota.total]);
});

test('a return whose units all went without their lot (strict off) has no approved items: 500, nothing credited', async () => {
  const { facturaId, lote: linea } = caso;
  const nueva = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', { guid: randomUUID(), facturaId, items: [{ pedidoDetId: linea.pedidoDetId, cantidad: 1, motivoDevolucionId: 3, lotes: [] }] });
  expect(nueva.status).toBe(200);
  const [item] = (await api.como('admin.demo', 'GET', `/api/devolucion/detalle/${nueva.body.id}`)).body;
  expect(item).toMatchObject({ estadoValidacion: 0, nroLote: null, cantidadItems: 1 });
  await correr();
  expect(await estadoDe('/api/devolucion', nueva.body.id)).toMatchObject({ estadoId: 500, notaCreditoId: null });
  const [despues] = (await api.como('admin.demo', 'GET', `/api/devolucion/detalle/${nueva.body.id}`)).body;
  expect(despues).toMatchObject({ respuestaId: 5 });
  await correr();
  expect((await estadoDe('/api/devolucion', nueva.body.id)).estadoId).toBe(500);
  // Units of a return without approved items may be returned again.
  const otra = ((await api.como('admin.demo', 'GET', `/api/factura/${facturaId}/itemsParaDevolver`)).body as Linea[]).find((l) => l.pedidoDetId === linea.pedidoDetId)!;
  expect(otra.cantDisponible).toBe(linea.cantDisponible);
});

test('a recall return whose recall the laboratory withdrew before it was processed is rejected as a whole: 700, nothing approved or credited', async () => {
  const item = ((await api.como('admin.demo', 'GET', '/api/recall/ItemsRecall/1')).body as { troquel: number; tipoValidacion: string; lotesYVencimientos: { lote: string }[] }[]).find((i) => i.tipoValidacion === 'lote');
  const nueva = await api.como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items: [{ troquel: item!.troquel, cantidad: 1, lote: item!.lotesYVencimientos[0]!.lote }] });
  expect(nueva.status).toBe(200);
  await api.entorno.app.db.execute('update recall set estado = 2 where id = 1');
  try {
    await correr();
    expect(await estadoDe('/api/devolucionRecall', nueva.body.id)).toMatchObject({ estadoId: 700, notaCreditoId: null });
    const items = (await api.como('admin.demo', 'GET', `/api/devolucionRecall/detalle/${nueva.body.id}`)).body as { estadoValidacion: number; respuestaId: number }[];
    expect(items.map((i) => [i.estadoValidacion, i.respuestaId])).toEqual([[9, 5]]);
    const [aprobadas] = await filas<{ n: number }>(api.entorno.app.db, `select coalesce(sum(cant_aprobada), 0)::int as n from devolucion_item where devolucion_id = ${Number(nueva.body.id)}`);
    expect(aprobadas!.n).toBe(0);
  } finally {
    await api.entorno.app.db.execute('update recall set estado = 1 where id = 1');
  }
});
