/**
 * Order history search (`/historico/buscar`, issue 11): p50 / p95 of the first page over real HTTP with the default
 * sort (-fechaAlta) and with a product filter (the lines of one troquel), each beside a plain indexed
 * `SELECT … LIMIT 20` of the same rows in the same run, with the ratio (target: p95 ≤ 50 ms).
 *
 * Data: the LARGE seed by default (1,000 pharmacies with two years of orders; the demo pharmacy 1001, measured here,
 * orders several times a day, about 2,000 orders and 13,000 lines). `SEED_SCALE=demo` measures the small demo seed
 * instead. The bench builds its own database: in-memory PGlite, or with `DATABASE_URL` (e.g.
 * `postgres://root@127.0.0.1:5432/test`) a scratch database created on that server and dropped at the end. Building
 * the large seed takes a few minutes. `CORRIDAS` sets the runs (default 60).
 *
 * Before measuring it checks that the seed holds what the history pages need for 1001 and for a pharmacy outside the
 * demo ones (controls with shortages, transfers with a rejected one, bonos in several states, only recent remitos
 * waiting for control); it stops with an error if not. Measures; asserts nothing about the times.
 */
import { sql } from 'drizzle-orm';
import { crearEntorno } from '../test/support/entorno.js';
import { iniciarSesion } from '../test/support/sesion.js';
import { sembrar, type Escala } from '../src/seed/index.js';
import * as reloj from '../src/reloj.js';

process.env.FULFILMENT_INTERVAL_MS = '0';
const CORRIDAS = Number(process.env.CORRIDAS ?? 60);
const CALENTAMIENTO = 5;
const ESCALA = (process.env.SEED_SCALE ?? 'large') as Escala;
const FARMACIA = 1001;

const percentil = (tiempos: number[], q: number) => {
  const orden = [...tiempos].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.ceil((q / 100) * orden.length) - 1)]!;
};
const resumen = (tiempos: number[]) => `p50 ${percentil(tiempos, 50).toFixed(1)} ms, p95 ${percentil(tiempos, 95).toFixed(1)} ms`;
const razon = (nuestro: number[], referencia: number[]) => `${(percentil(nuestro, 95) / percentil(referencia, 95)).toFixed(1)}×`;

async function medir(vuelta: () => Promise<unknown>): Promise<number[]> {
  const tiempos: number[] = [];
  for (let i = 0; i < CALENTAMIENTO + CORRIDAS; i++) {
    const inicio = performance.now();
    await vuelta();
    if (i >= CALENTAMIENTO) tiempos.push(performance.now() - inicio);
  }
  return tiempos;
}

const entorno = await crearEntorno({ sembrar: ESCALA === 'demo' });
try {
  if (ESCALA !== 'demo') {
    const inicio = performance.now();
    await sembrar(entorno.baseDatos.db, ESCALA, { log: (m) => console.log(`  semilla: ${m}`) });
    console.log(`  semilla ${ESCALA} en ${((performance.now() - inicio) / 1000).toFixed(0)} s`);
  }
  const db = entorno.app.db;
  const filas = async <T>(consulta: ReturnType<typeof sql>) => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;

  // What the history pages need, for the measured pharmacy and one outside the demo ones (with a history only in the large seed).
  const [otra] = await filas<{ id: number }>(sql`select min(farmacia_id)::int as id from pedido where farmacia_id > 1004`);
  const revisar = [FARMACIA, ...(otra?.id ? [otra.id] : [])];
  for (const farmaciaId of revisar) {
    const [d] = await filas<Record<string, number>>(sql`select
      (select count(*)::int from pedido where farmacia_id = ${farmaciaId}) as pedidos,
      (select count(*)::int from pedido_item where farmacia_id = ${farmaciaId}) as lineas,
      (select count(*)::int from control_pedido where farmacia_id = ${farmaciaId} and estado = 2) as "controlesConFaltantes",
      (select count(*)::int from control_pedido where farmacia_id = ${farmaciaId}) as controles,
      (select count(*)::int from transfer_laboratorio where farmacia_id = ${farmaciaId}) as transfers,
      (select count(*)::int from transfer_laboratorio where farmacia_id = ${farmaciaId} and rechazo_descripcion is not null) as rechazados,
      (select count(distinct estado_id)::int from bono where farmacia_id = ${farmaciaId}) as "estadosBono",
      (select count(*)::int from remito where farmacia_id = ${farmaciaId} and not controlado) as "remitosPorControlar",
      (select count(*)::int from remito where farmacia_id = ${farmaciaId} and not controlado and fecha < ${reloj.ahora().toISOString()}::timestamptz - interval '120 days') as "remitosViejosPorControlar",
      (select extract(day from max(fecha_alta) - min(fecha_alta))::int from pedido where farmacia_id = ${farmaciaId}) as dias`);
    console.log(`  farmacia ${farmaciaId}: ${JSON.stringify(d)}`);
    const faltas = [
      d!.dias! < 700 && 'dos años de pedidos',
      d!.controlesConFaltantes! === 0 && 'controles con faltantes',
      d!.rechazados! === 0 && 'transfers rechazados',
      d!.estadosBono! < 2 && 'bonos en varios estados',
      (d!.remitosPorControlar! === 0 || d!.remitosViejosPorControlar! > 0) && 'sólo remitos recientes esperando control',
    ].filter(Boolean);
    if (faltas.length) throw new Error(`La semilla ${ESCALA} no tiene para la farmacia ${farmaciaId}: ${faltas.join(', ')}.`);
  }

  const { accessToken } = await iniciarSesion(entorno.url, 'pedidos.demo');
  const [frecuente] = await filas<{ troquel: number }>(
    sql`select troquel from pedido_item where farmacia_id = ${FARMACIA} group by troquel order by count(*) desc, troquel limit 1`,
  );
  const troquel = frecuente!.troquel;
  const llamar = async (path: string) => {
    const r = await fetch(`${entorno.url}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (r.status !== 200) throw new Error(`${path} respondió ${r.status}: ${await r.text()}`);
    return r.json();
  };
  const porDefecto = await medir(() => llamar('/api/pedidoHistorico/BuscarPedido?pageSize=20'));
  const selectPedidos = await medir(() => db.execute(sql`select * from pedido where farmacia_id = ${FARMACIA} order by fecha_alta desc limit 20`));
  const porProducto = await medir(() => llamar(`/api/pedidoHistorico/BuscarPedidoDet?pageSize=20&filters=troquel==${troquel}`));
  const selectLineas = await medir(() =>
    db.execute(sql`select * from pedido_item where farmacia_id = ${FARMACIA} and troquel = ${troquel} order by fecha_alta desc limit 20`),
  );
  const http = await medir(() => llamar('/api/estado'));

  console.log(`histórico de pedidos (semilla ${ESCALA}, ${entorno.baseDatos.tipo}, farmacia ${FARMACIA}, ${CORRIDAS} corridas; objetivo p95 ≤ 50 ms):`);
  console.log(`  BuscarPedido, primera página, -fechaAlta:            ${resumen(porDefecto)}`);
  console.log(`    referencia SELECT … ORDER BY fecha_alta LIMIT 20:   ${resumen(selectPedidos)}  → razón p95 ${razon(porDefecto, selectPedidos)}`);
  console.log(`  BuscarPedidoDet, primera página, troquel ${troquel}:   ${resumen(porProducto)}`);
  console.log(`    referencia SELECT … troquel … LIMIT 20:             ${resumen(selectLineas)}  → razón p95 ${razon(porProducto, selectLineas)}`);
  console.log(`  GET /api/estado (HTTP, token y una lectura corta):   ${resumen(http)}  (lo que cuesta cualquier llamada; las referencias SELECT van sin HTTP)`);
} finally {
  await entorno.cerrar();
}
