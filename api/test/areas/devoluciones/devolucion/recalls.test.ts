import { randomUUID } from 'node:crypto';
import { suiteApi } from '../../../support/suite-api.js';
import { crearUsuario, facturaNueva, filas } from '../../../support/devoluciones.js';

/** Recalls and recall returns over the demo seed: recall 1 in force, 2 past its term, 3 in preparation, 4 deleted. */
const api = suiteApi();

interface ItemRecall {
  recallId: number;
  troquel: number;
  tipoValidacion: 'lote' | 'serie';
  comprados: { lote: string; cantidad: number; devolvibles: number }[];
  lotesYVencimientos: { lote: string }[];
}

/**
 * A traceable product pharmacy 1001 was just shipped (a fresh invoice of the fulfilment job), which the test adds to
 * recall 1 with the lot of that shipment; a unit of the same product shipped with another lot is not recalled.
 */
async function serieEnRecall() {
  const caso = await facturaNueva(api);
  const troquel = caso.serie.troquel;
  const [despachado] = await filas<{ lote: string }>(api.entorno.app.db, `select lote from lote_despachado where factura_id = ${caso.facturaId} and troquel = ${troquel} limit 1`);
  const lote = despachado!.lote;
  await api.entorno.app.db.execute(
    `insert into recall_item (recall_id, troquel, lotes_y_vencimientos) values (1, ${troquel}, '[{"lote":"${lote}","fechaVencimiento":"2030-01-31"}]'::jsonb)
      on conflict (recall_id, troquel) do update set lotes_y_vencimientos = excluded.lotes_y_vencimientos`,
  );
  const serieDeOtroLote = 'SOTROLOTE0001';
  await api.entorno.app.db.execute(
    `insert into lote_despachado (farmacia_id, factura_id, troquel, lote, nro_serie, cantidad, fecha_vencimiento) values (1001, ${caso.facturaId}, ${troquel}, 'LOTRO1', '${serieDeOtroLote}', 1, '2028-01-31')`,
  );
  return { troquel, lote, series: caso.series, serieDeOtroLote };
}

describe('recalls', () => {
  test('the recalls in force list their products with the pharmacy own purchases of the recalled lots first', async () => {
    const vigentes = await api.como('admin.demo', 'GET', '/api/recall/PublicadosYVigentes');
    expect(vigentes.body.map((r: { id: number }) => r.id)).toEqual([1]);
    const items = (await api.como('admin.demo', 'GET', '/api/recall/ItemsRecall/1')).body as ItemRecall[];
    expect(items[0]!.comprados.length).toBeGreaterThan(0);
    expect((await api.como('admin.demo', 'GET', '/api/recall/3')).status).toBe(404);
    const presencia = await api.como('admin.demo', 'POST', '/api/recall/VerificarPresenciaTroquelEnRecall', { troqueles: [items[0]!.troquel] });
    expect(presencia.body).toEqual([{ troquel: items[0]!.troquel, recallIds: [1] }]);
  });

  test('ItemsRecalls gives only the products of published recalls in force: none of one past its term, in preparation or deleted', async () => {
    const todos = (await api.como('admin.demo', 'POST', '/api/recall/ItemsRecalls', { recallIds: [1, 2, 3, 4] })).body as ItemRecall[];
    expect(new Set(todos.map((i) => i.recallId))).toEqual(new Set([1]));
    expect((await api.como('admin.demo', 'POST', '/api/recall/ItemsRecalls', { recallIds: [3, 4] })).body).toEqual([]);
    const [enBase] = await filas<{ n: number }>(api.entorno.app.db, 'select count(*)::int as n from recall_item where recall_id in (3, 4)');
    expect(enBase!.n).toBeGreaterThan(0);
  });
});

describe('recall returns', () => {
  test('a return of a bought lot is accepted once per guid; a lot outside the recall or a recall not in force is a Spanish 400', async () => {
    const item = ((await api.como('admin.demo', 'GET', '/api/recall/ItemsRecall/1')).body as ItemRecall[]).find((i) => i.tipoValidacion === 'lote' && i.comprados.length > 0);
    const linea = { troquel: item!.troquel, cantidad: 2, lote: item!.comprados[0]!.lote.toLowerCase() };
    const verificacion = await api.como('admin.demo', 'POST', '/api/devolucion/VerificarNroSerieEnRecall', { recallId: 1, items: [{ troquel: item!.troquel, valor: linea.lote }, { troquel: item!.troquel, valor: 'OTRO1' }] });
    expect(verificacion.body.map((v: { estado: number }) => v.estado)).toEqual([9, 6]);
    const fueraDelRecall = await api.como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items: [linea, { ...linea, lote: 'OTRO1' }] });
    expect(fueraDelRecall.status).toBe(400);
    expect(fueraDelRecall.body.mensaje).toMatch(/^Línea 2 .*Incorrecto por recall/);
    const vencido = await api.como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 2, items: [linea] });
    expect([vencido.status, vencido.body.mensaje]).toEqual([400, 'El recall 2 no está vigente.']);

    const guid = randomUUID();
    const [a, b] = await Promise.all([1, 2].map(() => api.como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', { guid, recallId: 1, items: [linea] })));
    expect([a!.status, b!.status, a!.body.id === b!.body.id]).toEqual([200, 200, true]);
    expect(a!.body).toMatchObject({ tipo: 1, recallId: 1, estadoId: 200, cantidadItemsTotal: 2 });
    const historia = await api.como('admin.demo', 'GET', `/api/devolucionRecall/Buscar?filters=recallId==1`);
    expect(historia.body.map((d: { id: number }) => d.id)).toContain(a!.body.id);

    const pedido = await api.como('admin.demo', 'GET', `/api/devolucionRecall/pedidoRecall/${a!.body.id}`);
    expect(pedido.status).toBe(200);
    expect(pedido.body).toMatchObject({ devolucion: { id: a!.body.id }, recall: { id: 1, nombre: expect.stringMatching(/^Recall /) }, items: [expect.objectContaining({ troquel: item!.troquel, cantidadItems: 2, nroLote: linea.lote.toUpperCase() })] });
    for (const path of [`/api/devolucionRecall/${a!.body.id}`, `/api/devolucionRecall/detalle/${a!.body.id}`, `/api/devolucionRecall/pedidoRecall/${a!.body.id}`]) {
      expect([path, (await api.como('otra.demo', 'GET', path)).status]).toEqual([path, 404]);
    }
    const ajena = await api.como('otra.demo', 'POST', '/api/devolucionRecall/Nueva', { guid, recallId: 1, items: [linea] });
    expect([ajena.status, ajena.body.mensaje]).toEqual([404, 'No se encontró la devolución.']);
    expect((await api.como('admin.demo', 'GET', '/api/devolucionRecall/pedidoRecall/abc')).status).toBe(400);
    expect((await api.como('pedidos.demo', 'GET', `/api/devolucionRecall/pedidoRecall/${a!.body.id}`)).status).toBe(403);
  });

  test('a traceable product goes back one serial per unit, checked against what was shipped to the pharmacy and the recall lots, never twice', async () => {
    const caso = await serieEnRecall();
    const [s1, s2] = caso.series;
    const r = await api.como('admin.demo', 'POST', '/api/devolucion/VerificarNroSerieEnRecall', {
      recallId: 1,
      items: [
        { troquel: caso.troquel, valor: s1 },
        { troquel: caso.troquel, valor: caso.serieDeOtroLote },
        { troquel: caso.troquel, valor: 'S999999999001' },
      ],
    });
    expect(r.body.map((v: { estado: number; lote: string | null }) => [v.estado, v.lote])).toEqual([
      [9, caso.lote],
      [6, 'LOTRO1'],
      [4, null],
    ]);
    expect((await api.como('otra.demo', 'POST', '/api/devolucion/VerificarNroSerieEnRecall', { recallId: 1, items: [{ troquel: caso.troquel, valor: s1 }] })).body[0].estado).toBe(4);

    const dosUnidades = await api.como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items: [{ troquel: caso.troquel, cantidad: 2, nroSerie: s1 }] });
    expect(dosUnidades.status).toBe(400);
    expect(dosUnidades.body.mensaje).toMatch(/^Línea 1 .*un número de serie identifica una sola unidad/);
    const sinSerie = await api.como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items: [{ troquel: caso.troquel, cantidad: 1, lote: caso.lote }] });
    expect(sinSerie.body.mensaje).toMatch(/^Línea 1 .*ingrese el número de serie de la unidad/);
    const dosVeces = await api.como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', {
      guid: randomUUID(),
      recallId: 1,
      items: [{ troquel: caso.troquel, cantidad: 1, nroSerie: s1 }, { troquel: caso.troquel, cantidad: 1, nroSerie: s1 }],
    });
    expect(dosVeces.body.mensaje).toMatch(/^Línea 2 .*Número de serie duplicado/);

    const hecha = await api.como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', {
      guid: randomUUID(),
      recallId: 1,
      items: [{ troquel: caso.troquel, cantidad: 1, nroSerie: s1 }, { troquel: caso.troquel, cantidad: 1, nroSerie: s2 }],
    });
    expect(hecha.status).toBe(200);
    const detalle = (await api.como('admin.demo', 'GET', `/api/devolucionRecall/detalle/${hecha.body.id}`)).body as { nroSerie: string; nroLote: string; cantidadItems: number }[];
    expect(detalle.map((i) => [i.nroSerie, i.nroLote, i.cantidadItems])).toEqual([
      [s1, caso.lote, 1],
      [s2, caso.lote, 1],
    ]);
    const otraVez = await api.como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items: [{ troquel: caso.troquel, cantidad: 1, nroSerie: s1 }] });
    expect(otraVez.status).toBe(400);
    expect(otraVez.body.mensaje).toMatch(new RegExp(`^Línea 1 \\(${caso.troquel} .+\\): ${s1} — Número de serie duplicado\\.$`));
  });

  test('a user with section 41 and not 11 makes a recall return start to end', async () => {
    await crearUsuario(api.entorno.app.db, 'recalls.solo', 1001, ['Devoluciones'], [41]);
    // A lot the pharmacy bought and still has units of (the file's other tests returned some).
    const item = ((await api.como('recalls.solo', 'GET', '/api/recall/ItemsRecall/1')).body as ItemRecall[]).find((i) => i.tipoValidacion === 'lote' && i.comprados.some((c) => c.devolvibles > 0));
    const lote = item!.comprados.find((c) => c.devolvibles > 0)!.lote;
    expect((await api.como('recalls.solo', 'POST', '/api/devolucion/VerificarNroSerieEnRecall', { recallId: 1, items: [{ troquel: item!.troquel, valor: lote }] })).body[0].estado).toBe(9);
    const hecha = await api.como('recalls.solo', 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items: [{ troquel: item!.troquel, cantidad: 1, lote }] });
    expect(hecha.status).toBe(200);
    expect((await api.como('recalls.solo', 'GET', `/api/devolucionRecall/estado/${hecha.body.id}`)).body.estado).toBe('Pendiente OK');
    expect((await api.como('recalls.solo', 'GET', '/api/devolucion/estados')).status).toBe(200);
  });
});
