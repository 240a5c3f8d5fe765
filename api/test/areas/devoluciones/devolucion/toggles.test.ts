import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { TOGGLES_DEVOLUCION_POR_DEFECTO } from '@portal/shared/domain';
import { leerConfig } from '../../../../src/config.js';
import { suiteApi } from '../../../support/suite-api.js';
import { facturaNueva, filas, type FacturaDePrueba } from '../../../support/devoluciones.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * The return toggles the other way round from their defaults (the API's own configuration, `DEVOLUCION_*`): lots
 * strict, invoices not connected to the return, and a 30-day shortage window; and shortages (`Faltante en la entrega`,
 * `pedido/FaltanteDisponiblePorTroquel`) recorded by the pharmacy's order control.
 */
const api = suiteApi({
  config: { devoluciones: { conectarFacturaConDevolucion: false, cargaLoteEnDevolucionEstricta: true, maxDiasAnteriorFacturaParaDevolucion: 30, maxDiasAnteriorFacturaParaDevolucionFaltantes: 30 } },
});

test('the API reads the toggles from its environment, and its defaults are the site config.json ones', async () => {
  expect(leerConfig({ DEVOLUCION_CARGA_LOTE_ESTRICTA: 'true', DEVOLUCION_CONECTAR_FACTURA: '0', DEVOLUCION_MAX_DIAS: '10', DEVOLUCION_MAX_DIAS_FALTANTES: 'x' }).devoluciones).toEqual({
    cargaLoteEnDevolucionEstricta: true,
    conectarFacturaConDevolucion: false,
    maxDiasAnteriorFacturaParaDevolucion: 10,
    maxDiasAnteriorFacturaParaDevolucionFaltantes: 7,
  });
  const sitio = JSON.parse(await readFile(new URL('../../../../../host/public/config.json', import.meta.url), 'utf8')) as { toggles: Record<string, unknown> };
  for (const [clave, valor] of Object.entries(TOGGLES_DEVOLUCION_POR_DEFECTO)) expect([clave, sitio.toggles[clave]]).toEqual([clave, valor]);
  expect(leerConfig({}).devoluciones).toEqual(TOGGLES_DEVOLUCION_POR_DEFECTO);
});

let caso: FacturaDePrueba;
/** A lot of the same product the pharmacy bought on another (older) invoice. */
const OTRO_LOTE = 'LOTRAFACT1';
beforeAll(async () => {
  caso = await facturaNueva(api, 6);
  const [vieja] = await filas<{ id: number }>(api.entorno.app.db, `select id from factura where farmacia_id = 1001 and pedido_id is not null and id <> ${caso.facturaId} order by id limit 1`);
  await api.entorno.app.db.execute(
    `insert into lote_despachado (farmacia_id, factura_id, troquel, lote, cantidad, fecha_vencimiento) values (1001, ${Number(vieja!.id)}, ${caso.lote.troquel}, '${OTRO_LOTE}', 5, '2027-12-31')`,
  );
});

test('strict lots: a lot line needs a lot per unit; unconnected invoice: a lot the pharmacy bought on another invoice is accepted', async () => {
  const nueva = (lotes: string[]) => api.como('admin.demo', 'POST', '/api/devolucion/nueva', { guid: randomUUID(), facturaId: caso.facturaId, items: [{ pedidoDetId: caso.lote.pedidoDetId, cantidad: 2, motivoDevolucionId: 1, lotes }] });
  const sinLotes = await nueva([caso.loteDespachado]);
  expect(sinLotes.status).toBe(400);
  expect(sinLotes.body.mensaje).toMatch(/^Línea 1 .*ingrese un lote por unidad \(2\)\./);
  const nunca = await nueva([caso.loteDespachado, 'LNUNCA1']);
  expect(nunca.body.mensaje).toMatch(/LNUNCA1 — Lote incorrecto/);
  const enFactura = await api.como('admin.demo', 'POST', '/api/devolucion/VerificarLote', { facturaId: caso.facturaId, items: [{ troquel: caso.lote.troquel, valor: OTRO_LOTE }] });
  expect(enFactura.body[0].estado).toBe(3);
  const hecha = await nueva([caso.loteDespachado, OTRO_LOTE]);
  expect(hecha.status).toBe(200);
  const items = (await api.como('admin.demo', 'GET', `/api/devolucion/detalle/${hecha.body.id}`)).body as { nroLote: string; cantidadItems: number; estadoValidacion: number }[];
  expect(items.map((i) => [i.nroLote, i.cantidadItems, i.estadoValidacion]).sort()).toEqual([[caso.loteDespachado, 1, 9], [OTRO_LOTE, 1, 9]].sort());
});

test('a repeated lot in one line is detected and kept as one lot with its units', async () => {
  const hecha = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', {
    guid: randomUUID(),
    facturaId: caso.facturaId,
    items: [{ pedidoDetId: caso.lote.pedidoDetId, cantidad: 2, motivoDevolucionId: 1, lotes: [caso.loteDespachado, ` 00${caso.loteDespachado.toLowerCase()}`] }],
  });
  expect(hecha.status).toBe(200);
  expect((await api.como('admin.demo', 'GET', `/api/devolucion/detalle/${hecha.body.id}`)).body.map((i: { nroLote: string; cantidadItems: number }) => [i.nroLote, i.cantidadItems])).toEqual([[caso.loteDespachado, 2]]);
});

test('a shortage the pharmacy recorded in its order control can be claimed once, without lot, within the shortage window', async () => {
  const facturadas = 6;
  const caso2 = { facturaId: caso.facturaId, pedidoId: caso.pedidoId, pedidoDetId: caso.lote.pedidoDetId, troquel: caso.lote.troquel };
  const consulta = `/api/pedido/FaltanteDisponiblePorTroquel?troquel=${caso2.troquel}&facturaId=${caso2.facturaId}`;
  expect((await api.como('admin.demo', 'GET', consulta)).body).toEqual([]);
  const reclamo = { guid: randomUUID(), facturaId: caso2.facturaId, items: [{ pedidoDetId: caso2.pedidoDetId, cantidad: 1, motivoDevolucionId: 8 }] };
  const sinControl = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', reclamo);
  expect(sinControl.status).toBe(400);
  expect(sinControl.body.mensaje).toMatch(/^Línea 1 .*no hay faltantes registrados en el control del pedido para reclamar\./);

  // The pharmacy controls the remito and counts one unit less of the product.
  await api.entorno.app.db.execute(`insert into control_pedido (farmacia_id, estado, nro_remito) select 1001, 2, r.id from remito r where r.pedido_id = ${caso2.pedidoId} limit 1`);
  await api.entorno.app.db.execute(
    `insert into control_pedido_item (control_pedido_id, troquel, prod_nombre, laboratorio_nombre, cant_controlada, cant_preparada, pedido_id, farmacia_id)
       select max(id), ${caso2.troquel}, 'x', 'x', ${facturadas - 1}, ${facturadas}, ${caso2.pedidoId}, 1001 from control_pedido`,
  );
  const faltante = await api.como('admin.demo', 'GET', consulta);
  expect(faltante.body).toEqual([expect.objectContaining({ facturaId: caso2.facturaId, pedidoDetId: caso2.pedidoDetId, cantFaltante: 1, cantReclamada: 0, cantDisponible: 1 })]);
  const demasiado = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', { ...reclamo, items: [{ ...reclamo.items[0], cantidad: 2 }] });
  expect(demasiado.body.mensaje).toMatch(/sólo quedan 1 unidades faltantes para reclamar\./);
  const hecho = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', reclamo);
  expect(hecho.status).toBe(200);
  expect((await api.como('admin.demo', 'GET', `/api/devolucion/detalle/${hecho.body.id}`)).body).toEqual([expect.objectContaining({ motivoDevolucionId: 8, nroLote: null, estadoValidacion: 9, cantidadItems: 1 })]);
  expect((await api.como('admin.demo', 'GET', consulta)).body).toEqual([expect.objectContaining({ cantReclamada: 1, cantDisponible: 0 })]);
  const otraVez = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', { ...reclamo, guid: randomUUID() });
  expect(otraVez.status).toBe(400);
  expect((await api.como('otra.demo', 'GET', consulta)).status).toBe(404);
  expect((await api.como('pedidos.demo', 'GET', consulta)).status).toBe(403);
});

test('strict lots: an expired-product return takes only lots shipped to the pharmacy, within their units', async () => {
  const linea = (nroLote: string, cantidad: number) => ({ troquel: caso.lote.troquel, cantidad, nroLote, nroSerie: null, fechaVencimiento: reloj.hoy(), trazableSinNroSerie: false });
  const nunca = await api.como('admin.demo', 'POST', '/api/DevolucionVencido/Nueva', { guid: randomUUID(), items: [linea('LNUNCA1', 1)] });
  expect(nunca.status).toBe(400);
  expect(nunca.body.mensaje).toMatch(/^Línea 1 \(\d+ .+\): el lote LNUNCA1 no se despachó a la farmacia\.$/);
  // What is left of the lot or its product after this file's other returns, as the check says it.
  const [verificado] = (await api.como('admin.demo', 'POST', '/api/devolucion/VerificarLote', { items: [{ troquel: caso.lote.troquel, valor: OTRO_LOTE }] })).body;
  const quedan = verificado.disponibles as number;
  expect(quedan).toBeGreaterThan(0);
  const demasiado = await api.como('admin.demo', 'POST', '/api/DevolucionVencido/Nueva', { guid: randomUUID(), items: [linea(OTRO_LOTE, quedan + 1)] });
  expect(demasiado.status).toBe(400);
  expect(demasiado.body.mensaje).toMatch(new RegExp(`pide ${quedan + 1} unidades y sólo (queda|quedan) ${quedan} (unidad|unidades) para devolver`));
  expect((await api.como('admin.demo', 'POST', '/api/DevolucionVencido/Nueva', { guid: randomUUID(), items: [linea(OTRO_LOTE, quedan)] })).status).toBe(200);
});
