/**
 * Checking the serials of one return (SPEC §5, issue 13): 1,000 serials of one pharmacy sent batched as the browser
 * sends them (`crearBuscadorPorLotes`, 500 per call) to `/api/devolucion/VerificarNroSerie`, beside the same 1,000
 * checks sent one call each, in the same run over real HTTP. Prints the calls each way, their ratio, and p50 / p95 per
 * batch (target: at least 10× fewer calls, batch p95 ≤ 100 ms) and per single call.
 * `npx tsx bench/devolucion-series.ts` builds its own database: the demo seed, or with `SEED_SCALE=large` the large
 * one (1,000 pharmacies with two years of shipped lots and serials; a few minutes to build; DATABASE_URL moves it to
 * PostgreSQL). The pharmacy is the one (not a demo one when there are others) with the most serials shipped; when it
 * has fewer than 1,000, serials shipped to others fill the return (they answer "wrong serial", as a mistaken scan
 * does). `CORRIDAS` sets how many times the batched return is checked (default 30). Measures; asserts nothing.
 */
import { crearEntorno } from '../test/support/entorno.js';
import { iniciarSesion } from '../test/support/sesion.js';
import { crearUsuario, filas } from '../test/support/devoluciones.js';
import { sembrar, type Escala } from '../src/seed/index.js';

process.env.FULFILMENT_INTERVAL_MS = '0';
const ESCALA = (process.env.SEED_SCALE ?? 'demo') as Escala;
const CORRIDAS = Number(process.env.CORRIDAS ?? 30);
const SERIES = 1000;
/** The browser's batcher sends at most this many keys per call (shared/src/client/buscador-por-lotes.ts). */
const POR_LOTE = 500;

const percentil = (tiempos: number[], q: number) => {
  const orden = [...tiempos].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.ceil((q / 100) * orden.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const entorno = await crearEntorno({ sembrar: ESCALA === 'demo' });
try {
  const inicioSemilla = performance.now();
  if (ESCALA !== 'demo') await sembrar(entorno.baseDatos.db, ESCALA, { log: (m) => console.log(`  semilla: ${m}`) });
  const db = entorno.app.db;
  const [total] = await filas<{ series: number; farmacias: number }>(db, 'select count(nro_serie)::int as series, count(distinct farmacia_id)::int as farmacias from lote_despachado');
  const [elegida] = await filas<{ farmacia_id: number; n: number }>(
    db,
    `select farmacia_id, count(*)::int as n from lote_despachado where nro_serie is not null group by farmacia_id
      order by (farmacia_id between 1001 and 1004) , count(*) desc limit 1`,
  );
  const farmaciaId = Number(elegida!.farmacia_id);
  const propias = await filas<{ troquel: number; valor: string }>(db, `select troquel, nro_serie as valor from lote_despachado where farmacia_id = ${farmaciaId} and nro_serie is not null order by id limit ${SERIES}`);
  const ajenas = await filas<{ troquel: number; valor: string }>(
    db,
    `select troquel, nro_serie as valor from lote_despachado where farmacia_id <> ${farmaciaId} and nro_serie is not null order by id limit ${SERIES - propias.length}`,
  );
  const items = [...propias, ...ajenas].map((i) => ({ troquel: Number(i.troquel), valor: i.valor }));
  const userName = `bench.series.${farmaciaId}`;
  await crearUsuario(db, userName, farmaciaId, ['Devoluciones'], [11]);
  const { accessToken } = await iniciarSesion(entorno.url, userName);
  const verificar = async (lote: typeof items) => {
    const r = await fetch(`${entorno.url}/api/devolucion/VerificarNroSerie`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items: lote }),
    });
    if (r.status !== 200) throw new Error(`VerificarNroSerie respondió ${r.status}: ${await r.text()}`);
    return (await r.json()) as { estado: number }[];
  };

  const primera = (await Promise.all([0, POR_LOTE].map((desde) => verificar(items.slice(desde, desde + POR_LOTE))))).flat();
  const validas = primera.filter((v) => v.estado === 9).length;

  const porLote: number[] = [];
  let llamadasLote = 0;
  for (let corrida = 0; corrida < CORRIDAS; corrida++) {
    for (let desde = 0; desde < items.length; desde += POR_LOTE) {
      const inicio = performance.now();
      await verificar(items.slice(desde, desde + POR_LOTE));
      porLote.push(performance.now() - inicio);
      llamadasLote++;
    }
  }
  const porUna: number[] = [];
  const inicioUnaACada = performance.now();
  for (const item of items) {
    const inicio = performance.now();
    await verificar([item]);
    porUna.push(performance.now() - inicio);
  }
  const totalUnaACada = performance.now() - inicioUnaACada;
  const totalLote = porLote.slice(0, Math.ceil(items.length / POR_LOTE)).reduce((s, t) => s + t, 0);
  const llamadasPorDevolucion = Math.ceil(items.length / POR_LOTE);

  console.log(
    `series de una devolución (${ESCALA}, ${entorno.baseDatos.tipo}; ${total!.series} series despachadas a ${total!.farmacias} farmacias${ESCALA !== 'demo' ? `, semilla ${((performance.now() - inicioSemilla) / 1000).toFixed(0)} s` : ''}):`,
  );
  console.log(`  farmacia ${farmaciaId}: ${items.length} series (${propias.length} suyas, ${ajenas.length} de otras), ${validas} válidas, ${items.length - validas} rechazadas`);
  console.log(`  en lote (${POR_LOTE} por llamada): ${llamadasPorDevolucion} llamadas por devolución; ${llamadasLote} lotes en ${CORRIDAS} corridas: p50 ${ms(percentil(porLote, 50))}, p95 ${ms(percentil(porLote, 95))} por lote (objetivo p95 ≤ 100 ms)`);
  console.log(`  una llamada por serie: ${items.length} llamadas, p50 ${ms(percentil(porUna, 50))}, p95 ${ms(percentil(porUna, 95))} por llamada, ${ms(totalUnaACada)} en total`);
  console.log(`  ${(items.length / llamadasPorDevolucion).toFixed(0)}× menos llamadas (objetivo ≥ 10×); la devolución entera: ${ms(totalLote)} en lote contra ${ms(totalUnaACada)} de a una`);
} finally {
  await entorno.cerrar();
}
