import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { procesarPedidosPendientes } from '../../../../src/jobs/cumplimiento.js';
import { avanzarDevoluciones } from '../../../../src/areas/devoluciones/devolucion/estados-job.js';
import * as reloj from '../../../../src/reloj.js';
import { fijarStock, prepararCarrito } from '../../../support/pedido.js';
import { suiteApi } from '../../../support/suite-api.js';
import { filas } from '../../../support/devoluciones.js';

/**
 * The ledger holds by construction (issue 27): whatever sequence of orders, shipments, returns of the three kinds (with
 * any quantity, any lot, another pharmacy's lots, parallel duplicates) and runs of the jobs, for every pharmacy
 * - the units credited never pass the units shipped, per product and per lot;
 * - its balance is minus the sum of its movements;
 * - every fiscal document (invoice, credit note, debit note) adds up: its lines to its net and VAT, and net + VAT +
 *   perceptions to its total.
 * fast-check draws the sequences; the state carries over from one to the next, as a distributor's books do, and the
 * invariants are checked over every pharmacy after each. `LIBRO_MAYOR_CASOS` sets how many sequences (default 12).
 */
const api = suiteApi();
const CASOS = Number(process.env.LIBRO_MAYOR_CASOS ?? 12);

/** The two pharmacies the sequences act for, each through a user of every return section. */
const FARMACIAS = [
  { id: 1001, usuario: 'admin.demo' },
  { id: 1002, usuario: 'otra.demo' },
] as const;

let productos: number[] = [];

/** Orders `unidades` of a product for a pharmacy and has the fulfilment job ship and invoice them (with their lot). */
async function pedir(farmacia: (typeof FARMACIAS)[number], troquel: number, unidades: number): Promise<void> {
  const db = api.entorno.app.db;
  await fijarStock(db, troquel, 100_000);
  const carritoId = await prepararCarrito(db, farmacia.id, [{ troquel, cantidad: unidades }]);
  const r = await api.como(farmacia.usuario, 'POST', '/api/pedido/Confirmar', { turnoId: 1, procesarBonos: false, carritoId });
  if (r.status !== 200) throw new Error(`El pedido no se confirmó: ${r.status} ${JSON.stringify(r.body)}`);
  await procesarPedidosPendientes(api.entorno.app);
  await procesarPedidosPendientes(api.entorno.app);
  await retirarLotes();
}

/** Every lot of the suite's products shipped to anyone is withdrawn by recall 1, so recall returns can name them. */
async function retirarLotes(): Promise<void> {
  for (const troquel of productos) {
    await api.entorno.app.db.execute(
      `insert into recall_item (recall_id, troquel, lotes_y_vencimientos)
         select 1, ${troquel}, coalesce(jsonb_agg(distinct jsonb_build_object('lote', lote, 'fechaVencimiento', '2030-01-31')), '[]'::jsonb)
         from lote_despachado where troquel = ${troquel}
       on conflict (recall_id, troquel) do update set lotes_y_vencimientos = excluded.lotes_y_vencimientos`,
    );
  }
}

/** The lots of a product shipped to anyone (another pharmacy's too: a return must refuse those). */
const lotesDe = async (troquel: number) => (await filas<{ lote: string }>(api.entorno.app.db, `select distinct lote from lote_despachado where troquel = ${troquel} order by lote`)).map((f) => f.lote);

/** An invoice line of the pharmacy for the product, to return from (the newest). */
async function lineaFacturada(farmaciaId: number, troquel: number): Promise<{ facturaId: number; pedidoDetId: number } | null> {
  const [f] = await filas<{ factura_id: number; pedido_item_id: number }>(
    api.entorno.app.db,
    `select fi.factura_id, fi.pedido_item_id from factura_item fi join factura f on f.id = fi.factura_id
       where f.farmacia_id = ${farmaciaId} and f.pedido_id is not null and fi.troquel = ${troquel} and fi.pedido_item_id is not null order by f.id desc limit 1`,
  );
  return f ? { facturaId: Number(f.factura_id), pedidoDetId: Number(f.pedido_item_id) } : null;
}

type Accion =
  | { tipo: 'pedir'; farmacia: number; producto: number; unidades: number }
  | { tipo: 'recall' | 'vencido' | 'general'; farmacia: number; producto: number; lote: number; unidades: number; paralelas: number }
  | { tipo: 'job' };

const accion: fc.Arbitrary<Accion> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('pedir' as const), farmacia: fc.nat(1), producto: fc.nat(1), unidades: fc.integer({ min: 1, max: 4 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      tipo: fc.constantFrom('recall' as const, 'vencido' as const, 'general' as const),
      farmacia: fc.nat(1),
      producto: fc.nat(1),
      lote: fc.nat(9),
      // Within what is left, at it, past it, and absurd.
      unidades: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(50, 9_999)),
      paralelas: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ tipo: 'job' as const }) },
);

async function ejecutar(a: Accion): Promise<void> {
  if (a.tipo === 'job') {
    for (let i = 0; i < 3; i++) await avanzarDevoluciones(api.entorno.app, reloj.ahora(), 1000);
    return;
  }
  const farmacia = FARMACIAS[a.farmacia]!;
  const troquel = productos[a.producto]!;
  if (a.tipo === 'pedir') return pedir(farmacia, troquel, a.unidades);
  const lotes = await lotesDe(troquel);
  const lote = lotes[a.lote % Math.max(1, lotes.length)] ?? 'LNINGUNO1';
  const enviar = async () => {
    if (a.tipo === 'recall') {
      return api.como(farmacia.usuario, 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items: [{ troquel, cantidad: a.unidades, lote }] });
    }
    if (a.tipo === 'vencido') {
      return api.como(farmacia.usuario, 'POST', '/api/DevolucionVencido/Nueva', {
        guid: randomUUID(),
        items: [{ troquel, cantidad: Math.min(a.unidades, 9_999), nroLote: lote, nroSerie: null, fechaVencimiento: reloj.hoy(), trazableSinNroSerie: false }],
      });
    }
    const linea = await lineaFacturada(farmacia.id, troquel);
    if (!linea) return null;
    return api.como(farmacia.usuario, 'POST', '/api/devolucion/nueva', {
      guid: randomUUID(),
      facturaId: linea.facturaId,
      items: [{ pedidoDetId: linea.pedidoDetId, cantidad: a.unidades, motivoDevolucionId: 1, lotes: Array.from({ length: Math.min(a.unidades, 50) }, () => lote) }],
    });
  };
  const respuestas = await Promise.all(Array.from({ length: a.paralelas }, enviar));
  // A refusal is a Spanish 4xx; nothing the sequences do is a server error.
  for (const r of respuestas) if (r && r.status >= 500) throw new Error(`${a.tipo}: ${r.status} ${JSON.stringify(r.body)}`);
}

/** Every breach of the three invariants, over every pharmacy (empty: the books hold). */
async function infracciones(): Promise<string[]> {
  const db = api.entorno.app.db;
  const porLote = await filas<{ farmacia_id: number; troquel: number; nro_lote: string; aprobadas: number; despachadas: number | null }>(
    db,
    `select d.farmacia_id, di.troquel, di.nro_lote, sum(di.cant_aprobada)::int as aprobadas,
        (select sum(ld.cantidad)::int from lote_despachado ld where ld.farmacia_id = d.farmacia_id and ld.troquel = di.troquel and ld.lote = di.nro_lote) as despachadas
     from devolucion_item di join devolucion d on d.id = di.devolucion_id
     where di.cant_aprobada > 0 and di.nro_lote is not null and d.estado_id not in (500, 700)
       and exists (select 1 from lote_despachado x where x.troquel = di.troquel)
     group by d.farmacia_id, di.troquel, di.nro_lote
     having sum(di.cant_aprobada) > coalesce((select sum(ld.cantidad) from lote_despachado ld where ld.farmacia_id = d.farmacia_id and ld.troquel = di.troquel and ld.lote = di.nro_lote), 0)`,
  );
  const porProducto = await filas<{ farmacia_id: number; troquel: number; aprobadas: number; facturadas: number | null }>(
    db,
    `select d.farmacia_id, di.troquel, sum(di.cant_aprobada)::int as aprobadas,
        (select sum(fi.cant_aprobada)::int from factura_item fi join factura f on f.id = fi.factura_id
           where f.farmacia_id = d.farmacia_id and f.pedido_id is not null and f.tipo_comprobante_id in (1, 6) and fi.troquel = di.troquel) as facturadas
     from devolucion_item di join devolucion d on d.id = di.devolucion_id
     where di.cant_aprobada > 0 and d.estado_id not in (500, 700)
     group by d.farmacia_id, di.troquel
     having sum(di.cant_aprobada) > coalesce((select sum(fi.cant_aprobada) from factura_item fi join factura f on f.id = fi.factura_id
           where f.farmacia_id = d.farmacia_id and f.pedido_id is not null and f.tipo_comprobante_id in (1, 6) and fi.troquel = di.troquel), 0)`,
  );
  const saldos = await filas<{ id: number; saldo: string; movimientos: string }>(
    db,
    `select f.id, f.saldo::text as saldo, coalesce((select sum(m.importe) from movimiento_cuenta m where m.farmacia_id = f.id), 0)::text as movimientos
     from farmacia f where f.saldo <> -coalesce((select sum(m.importe) from movimiento_cuenta m where m.farmacia_id = f.id), 0)`,
  );
  const comprobantes = await filas<{ id: number; tipo: number; subtotal: string; iva: string; percepciones: string; total: string; lineas: string; iva_lineas: string }>(
    db,
    `select f.id, f.tipo_comprobante_id as tipo, f.subtotal::text, f.iva::text, f.percepciones::text, f.total::text,
        coalesce(sum(fi.importe_total), 0)::text as lineas, coalesce(sum(fi.iva), 0)::text as iva_lineas
     from factura f left join factura_item fi on fi.factura_id = f.id
     group by f.id
     having f.subtotal + f.iva + f.percepciones <> f.total or coalesce(sum(fi.importe_total), 0) <> f.subtotal or coalesce(sum(fi.iva), 0) <> f.iva`,
  );
  return [
    ...porLote.map((f) => `farmacia ${f.farmacia_id}, troquel ${f.troquel}, lote ${f.nro_lote}: ${f.aprobadas} aprobadas, ${f.despachadas ?? 0} despachadas`),
    ...porProducto.map((f) => `farmacia ${f.farmacia_id}, troquel ${f.troquel}: ${f.aprobadas} aprobadas, ${f.facturadas ?? 0} facturadas`),
    ...saldos.map((f) => `farmacia ${f.id}: saldo ${f.saldo}, movimientos ${f.movimientos}`),
    ...comprobantes.map((c) => `comprobante ${c.id} (tipo ${c.tipo}): líneas ${c.lineas} / IVA ${c.iva_lineas}; neto ${c.subtotal} + IVA ${c.iva} + percepciones ${c.percepciones} = total ${c.total}?`),
  ];
}

beforeAll(async () => {
  // Two products with lot check that both pharmacies can be shipped, each shipped once to each to start with.
  productos = (
    await filas<{ troquel: number }>(
      api.entorno.app.db,
      `select p.troquel from producto p join precio pr on pr.troquel = p.troquel join stock s on s.troquel = p.troquel
         where p.fecha_baja is null and not p.psicofarmaco and not p.psicofarmaco_no_facturable and (p.flags & 1) = 0 and p.tiene_lote
         order by p.troquel desc limit 2`,
    )
  ).map((f) => Number(f.troquel));
  for (const farmacia of FARMACIAS) for (const troquel of productos) await pedir(farmacia, troquel, 3);
}, 120_000);

test('the seeded books hold before any sequence', async () => {
  expect(await infracciones()).toEqual([]);
});

test(`after ${CASOS} sequences of orders, returns of every kind (any quantity, any lot, in parallel) and job runs, credits stay within what was shipped, balances equal their movements and every fiscal document adds up`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(accion, { minLength: 3, maxLength: 7 }), async (acciones) => {
      for (const a of acciones) await ejecutar(a);
      for (let i = 0; i < 3; i++) await avanzarDevoluciones(api.entorno.app, reloj.ahora(), 1000);
      expect(await infracciones()).toEqual([]);
    }),
    { numRuns: CASOS, seed: Number(process.env.FUZZ_SEED ?? 27), endOnFailure: true },
  );
}, 600_000);
