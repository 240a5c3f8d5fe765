import { randomUUID } from 'node:crypto';
import { avanzarDevoluciones } from '../../../../src/areas/devoluciones/devolucion/estados-job.js';
import { suiteApi } from '../../../support/suite-api.js';
import { facturaNueva, filas } from '../../../support/devoluciones.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * Issue 27: no kind of return (general, recall, expired) takes more of a product or of a lot than was shipped to the
 * pharmacy, net of its earlier returns; parallel requests see each other; the returns job credits nothing beyond it.
 */
const api = suiteApi();

interface Comprado {
  lote: string;
  cantidad: number;
  devolvibles: number;
}
interface ItemRecall {
  troquel: number;
  prodNombre: string;
  tipoValidacion: 'lote' | 'serie';
  comprados: Comprado[];
  lotesYVencimientos: { lote: string }[];
}

/** Recall 1's product with lot check that admin.demo's pharmacy bought, and what it may still return of its lot. */
async function loteRetiradoComprado() {
  const items = (await api.como('admin.demo', 'GET', '/api/recall/ItemsRecall/1')).body as ItemRecall[];
  const item = items.find((i) => i.tipoValidacion === 'lote' && i.comprados.some((c) => c.devolvibles > 0))!;
  const comprado = item.comprados.find((c) => c.devolvibles > 0)!;
  return { item, comprado };
}

const recall = (userName: string, items: unknown[]) => api.como(userName, 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items });

/** Approved and credited units of the pharmacy's returns of a lot, as the returns job left them. */
const acreditadas = async (farmaciaId: number, troquel: number, lote: string) =>
  (
    await filas<{ n: number }>(
      api.entorno.app.db,
      `select coalesce(sum(di.cant_aprobada), 0)::int as n from devolucion_item di join devolucion d on d.id = di.devolucion_id
        where d.farmacia_id = ${farmaciaId} and di.troquel = ${troquel} and di.nro_lote = '${lote}' and d.estado_id = 600`,
    )
  )[0]!.n;

/** An expired-product return of 1001 pending for the job, written straight into the tables (as before the limit existed). */
async function devolucionSinLimite(troquel: number, lote: string, unidades: number): Promise<number> {
  const db = api.entorno.app.db;
  const [d] = await filas<{ id: number }>(
    db,
    `insert into devolucion (guid, tipo, farmacia_id, sucursal, estado_id, cantidad_items_total) values ('${randomUUID()}', 2, 1001, 1, 200, ${unidades}) returning id`,
  );
  await db.execute(
    `insert into devolucion_item (devolucion_id, troquel, prod_nombre, cantidad_items, nro_lote, estado_validacion, farmacia_id, sucursal, motivo_devolucion_id)
      values (${d!.id}, ${troquel}, 'x', ${unidades}, '${lote}', 9, 1001, 1, 1)`,
  );
  return Number(d!.id);
}

/** Runs the returns job until nothing moves (pending → approved → sent to the laboratory → credited). */
async function correrJobHastaElFinal() {
  for (let i = 0; i < 10; i++) if ((await avanzarDevoluciones(api.entorno.app, reloj.ahora(), 1000)).movidas === 0) return;
}

describe('recall returns within what was shipped', () => {
  test('9,999 units of a bought lot are refused naming the line and what is left; exactly what is left is taken, then nothing more', async () => {
    const { item, comprado } = await loteRetiradoComprado();
    const verificacion = await api.como('admin.demo', 'POST', '/api/devolucion/VerificarNroSerieEnRecall', { recallId: 1, items: [{ troquel: item.troquel, valor: comprado.lote }] });
    expect(verificacion.body[0]).toMatchObject({ estado: 9, disponibles: comprado.devolvibles });

    const demasiado = await recall('admin.demo', [{ troquel: item.troquel, cantidad: 9999, lote: comprado.lote }]);
    expect(demasiado.status).toBe(400);
    expect(demasiado.body.mensaje).toBe(
      `Línea 1 (${item.troquel} ${item.prodNombre}): pide 9999 unidades y sólo ${comprado.devolvibles === 1 ? 'queda 1 unidad' : `quedan ${comprado.devolvibles} unidades`} para devolver del lote ${comprado.lote} (${comprado.cantidad} ${comprado.cantidad === 1 ? 'unidad despachada' : 'unidades despachadas'}).`,
    );
    expect(demasiado.body.errors['items.0.cantidad']).toEqual([`Máximo ${comprado.devolvibles}.`]);

    const justo = await recall('admin.demo', [{ troquel: item.troquel, cantidad: comprado.devolvibles, lote: comprado.lote }]);
    expect(justo.status).toBe(200);
    const otra = await recall('admin.demo', [{ troquel: item.troquel, cantidad: 1, lote: comprado.lote }]);
    expect(otra.status).toBe(400);
    expect(otra.body.mensaje).toMatch(new RegExp(`ya se devolvieron todas las unidades del lote ${comprado.lote}`));
    const despues = ((await api.como('admin.demo', 'GET', '/api/recall/ItemsRecall/1')).body as ItemRecall[]).find((i) => i.troquel === item.troquel)!;
    expect(despues.comprados.find((c) => c.lote === comprado.lote)!.devolvibles).toBe(0);
  });

  test("a recalled lot the pharmacy never bought is refused, and so is another pharmacy's lot", async () => {
    const db = api.entorno.app.db;
    // A lot shipped to pharmacy 1002 only, on one of its invoices, that recall 1 withdraws.
    const item = ((await api.como('admin.demo', 'GET', '/api/recall/ItemsRecall/1')).body as ItemRecall[]).find((i) => i.tipoValidacion === 'lote')!;
    const [factura] = await filas<{ id: number }>(db, `select id from factura where farmacia_id = 1002 and pedido_id is not null order by id desc limit 1`);
    const ajeno = { troquel: item.troquel, lote: 'LSOLO1002' };
    await db.execute(`insert into lote_despachado (farmacia_id, factura_id, troquel, lote, cantidad, fecha_vencimiento) values (1002, ${factura!.id}, ${ajeno.troquel}, '${ajeno.lote}', 3, '2028-01-31')`);
    await db.execute(
      `update recall_item set lotes_y_vencimientos = lotes_y_vencimientos || '[{"lote":"${ajeno.lote}","fechaVencimiento":"2028-01-31"}]'::jsonb where recall_id = 1 and troquel = ${ajeno.troquel}`,
    );
    const verificacion = await api.como('admin.demo', 'POST', '/api/devolucion/VerificarNroSerieEnRecall', { recallId: 1, items: [{ troquel: ajeno.troquel, valor: ajeno.lote }] });
    expect(verificacion.body[0]).toMatchObject({ estado: 3, disponibles: null });
    const r = await recall('admin.demo', [{ troquel: ajeno.troquel, cantidad: 1, lote: ajeno.lote }]);
    expect(r.status).toBe(400);
    expect(r.body.mensaje).toBe(`Línea 1 (${ajeno.troquel} ${item.prodNombre}): ${ajeno.lote} — Lote incorrecto.`);
    const [{ n }] = await filas<{ n: number }>(db, `select count(*)::int as n from devolucion d join devolucion_item di on di.devolucion_id = d.id where d.farmacia_id = 1001 and di.nro_lote = '${ajeno.lote}'`);
    expect(n).toBe(0);
    // For the pharmacy it was shipped to, the same lot is valid, with what it may still return of it.
    const propia = await api.como('otra.demo', 'POST', '/api/devolucion/VerificarNroSerieEnRecall', { recallId: 1, items: [{ troquel: ajeno.troquel, valor: ajeno.lote }] });
    expect(propia.body[0]).toMatchObject({ estado: 9, disponibles: expect.any(Number) });
  });

  test('six parallel requests, each for every unit left, are one return: the others are refused, and the job credits at most what was shipped', async () => {
    const caso = await facturaNueva(api, 3);
    // The test's own shipment is recalled: 3 units of its lot, none returned.
    await api.entorno.app.db.execute(
      `insert into recall_item (recall_id, troquel, lotes_y_vencimientos) values (1, ${caso.lote.troquel}, '[{"lote":"${caso.loteDespachado}","fechaVencimiento":"2030-01-31"}]'::jsonb)
        on conflict (recall_id, troquel) do update set lotes_y_vencimientos = excluded.lotes_y_vencimientos`,
    );
    const linea = { troquel: caso.lote.troquel, cantidad: 3, lote: caso.loteDespachado };
    const respuestas = await Promise.all(Array.from({ length: 6 }, () => recall('admin.demo', [linea])));
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const r of respuestas.filter((x) => x.status === 400)) expect(r.body.mensaje).toMatch(/ya se devolvieron todas las unidades del lote/);
    await correrJobHastaElFinal();
    const [{ despachadas }] = await filas<{ despachadas: number }>(api.entorno.app.db, `select sum(cantidad)::int as despachadas from lote_despachado where farmacia_id = 1001 and troquel = ${caso.lote.troquel} and lote = '${caso.loteDespachado}'`);
    expect(await acreditadas(1001, caso.lote.troquel, caso.loteDespachado)).toBe(despachadas);
  });
});

describe('the returns job never credits beyond what was shipped', () => {
  test('a return written past the limit (as before it existed) is approved only up to what is left, the rest refused with its reason', async () => {
    const caso = await facturaNueva(api, 2);
    const db = api.entorno.app.db;
    // What is left of the lot (other tests of this file may have returned some of the same product's month batch).
    const [antes] = (await api.como('admin.demo', 'POST', '/api/devolucion/VerificarLote', { items: [{ troquel: caso.lote.troquel, valor: caso.loteDespachado }] })).body;
    const quedaban = antes.disponibles as number;
    expect(quedaban).toBeGreaterThanOrEqual(2);
    const [{ despachadas }] = await filas<{ despachadas: number }>(db, `select sum(cantidad)::int as despachadas from lote_despachado where farmacia_id = 1001 and troquel = ${caso.lote.troquel} and lote = '${caso.loteDespachado}'`);
    // Written straight into the tables, as returns made before the limit existed: 9,999 units of the lot.
    const d = await devolucionSinLimite(caso.lote.troquel, caso.loteDespachado, 9999);
    await correrJobHastaElFinal();
    const [item] = await filas<{ cant_aprobada: number; respuesta: string; estado_id: number }>(
      db,
      `select di.cant_aprobada, r.descripcion as respuesta, d.estado_id from devolucion_item di join devolucion d on d.id = di.devolucion_id
        left join respuesta_item r on r.id = di.respuesta_id where d.id = ${d}`,
    );
    expect(item).toEqual({ cant_aprobada: quedaban, respuesta: 'Aprobado parcialmente', estado_id: 600 });
    // A second one of the same lot finds nothing left: refused whole, with the reason, and nothing credited.
    const e = await devolucionSinLimite(caso.lote.troquel, caso.loteDespachado, 1);
    await correrJobHastaElFinal();
    const [segundo] = await filas<{ cant_aprobada: number; respuesta: string; estado_id: number; nota: number | null }>(
      db,
      `select di.cant_aprobada, r.descripcion as respuesta, d.estado_id, d.nota_credito_id as nota from devolucion_item di join devolucion d on d.id = di.devolucion_id
        left join respuesta_item r on r.id = di.respuesta_id where d.id = ${e}`,
    );
    expect(segundo).toEqual({ cant_aprobada: 0, respuesta: 'Supera lo despachado a la farmacia', estado_id: 500, nota: null });
    expect(await acreditadas(1001, caso.lote.troquel, caso.loteDespachado)).toBeLessThanOrEqual(despachadas);
  });
});

describe('general returns within what was shipped', () => {
  test('a lot returned in full by an expired-product return leaves nothing of it to a general return of its invoice', async () => {
    const caso = await facturaNueva(api, 2);
    const vencida = await api.como('admin.demo', 'POST', '/api/DevolucionVencido/Nueva', {
      guid: randomUUID(),
      items: [{ troquel: caso.lote.troquel, cantidad: 2, nroLote: caso.loteDespachado, nroSerie: null, fechaVencimiento: reloj.hoy(), trazableSinNroSerie: false }],
    });
    expect(vencida.status).toBe(200);
    const general = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', {
      guid: randomUUID(),
      facturaId: caso.facturaId,
      items: [{ pedidoDetId: caso.lote.pedidoDetId, cantidad: 1, motivoDevolucionId: 1, lotes: [caso.loteDespachado] }],
    });
    expect(general.status).toBe(400);
    expect(general.body.mensaje).toMatch(/ya se devolvieron todas las unidades/);
  });
});

describe('expired-product returns only of what the pharmacy bought', () => {
  test('a troquel the pharmacy never bought is refused when typed and when sent', async () => {
    const [nunca] = await filas<{ troquel: number }>(
      api.entorno.app.db,
      // Bought by pharmacy 1002, never by 1001: another pharmacy's purchase does not count.
      `select p.troquel from producto p where true
         and not exists (select 1 from factura_item fi join factura f on f.id = fi.factura_id where f.farmacia_id = 1001 and fi.troquel = p.troquel)
         and exists (select 1 from factura_item fi join factura f on f.id = fi.factura_id where f.farmacia_id = 1002 and f.pedido_id is not null and fi.troquel = p.troquel)
       order by p.troquel limit 1`,
    );
    const troquel = Number(nunca!.troquel);
    const producto = await api.como('admin.demo', 'GET', `/api/DevolucionVencido/Producto/${troquel}`);
    expect(producto.status).toBe(404);
    expect(producto.body.mensaje).toMatch(new RegExp(`^La farmacia no compró el troquel ${troquel} \\(.+\\) a la distribuidora: no puede devolverlo\\.$`));
    const r = await api.como('admin.demo', 'POST', '/api/DevolucionVencido/Nueva', {
      guid: randomUUID(),
      items: [{ troquel, cantidad: 1, nroLote: 'LV123', nroSerie: null, fechaVencimiento: reloj.hoy(), trazableSinNroSerie: true }],
    });
    expect(r.status).toBe(400);
    expect(r.body.mensaje).toMatch(/^Línea 1 \(\d+ .+\): la farmacia no compró este producto a la distribuidora\.$/);
    // The pharmacy that bought it may return it.
    expect((await api.como('otra.demo', 'GET', `/api/DevolucionVencido/Producto/${troquel}`)).status).toBe(200);
  });
});
