/**
 * Current-account downloads on the large seed (issue 12; targets: movements XLSX ≤ 2 s and ≤ 150 MB extra memory,
 * invoice PDF p95 ≤ 100 ms), and the large seed's current-account coherence:
 * - two years of one pharmacy's movements as XLSX (exceljs' streaming writer, rows read a batch at a time), time to
 *   last byte and the API process's peak RSS above its level just before the call, beside the same rows as CSV
 *   (papaparse) in the same run;
 * - the electronic invoice PDF (pdfkit + QR), p50 / p95 per invoice over the pharmacy's latest invoices;
 * - the check of test/areas/cuenta-corriente/cuenta-corriente/coherencia.ts over every pharmacy of the seed (balances, weekly and debt
 *   statements from the movements, invoice letters): its discrepancies make the bench exit with 1.
 * The API runs as its own process (`src/server.ts`, as `npm start` runs it) over a fresh PostgreSQL database, so its
 * memory is the server's alone; this process seeds, signs in and downloads over real HTTP.
 *
 *   pnpm --filter @portal/api exec tsx bench/cuenta-corriente.ts
 *
 * SEED_SCALE (default `large`: 1,000 pharmacies, two years; a couple of minutes to build), DATABASE_URL (the server
 * to create the database on; default as in the tests), FARMACIA (default 1001, a busy demo pharmacy of the large seed),
 * CORRIDAS (PDFs measured, default 60). Measures; asserts nothing else.
 */
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { abrirBaseDatos } from '../src/db/client.js';
import { sembrar, type Escala } from '../src/seed/index.js';
import { revisarCoherencia } from '../test/areas/cuenta-corriente/cuenta-corriente/coherencia.js';
import { baseDatosPropia, esperarListo, lanzarApi, matar, puertoLibre } from '../test/escalado/topologia.js';
import { iniciarSesion } from '../test/support/sesion.js';
import * as reloj from '../src/reloj.js';

const ESCALA = (process.env.SEED_SCALE ?? 'large') as Escala;
const FARMACIA = Number(process.env.FARMACIA ?? 1001);
const CORRIDAS = Number(process.env.CORRIDAS ?? 60);
// The seed (here) and the server (a child) keep files in one store.
process.env.ARCHIVOS_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-bench-cc-'));

const percentiles = (tiempos: number[]) => {
  const orden = [...tiempos].sort((a, b) => a - b);
  const p = (q: number) => orden[Math.min(orden.length - 1, Math.ceil((q / 100) * orden.length) - 1)]!;
  return `p50 ${p(50).toFixed(1)} ms, p95 ${p(95).toFixed(1)} ms`;
};

/** Resident memory of a process, in bytes (Linux: /proc/<pid>/status). */
async function rss(pid: number): Promise<number> {
  const estado = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(estado)![1]) * 1024;
}

const base = await baseDatosPropia();
let api: ReturnType<typeof lanzarApi> | null = null;
try {
  const baseDatos = await abrirBaseDatos({ databaseUrl: base.url, dataDir: '' });
  const hoy = reloj.hoy();
  try {
    await baseDatos.migrar();
    const inicio = performance.now();
    await sembrar(baseDatos.db, ESCALA, { log: (m) => console.log(`  semilla: ${m}`) });
    console.log(`semilla ${ESCALA} en PostgreSQL: ${((performance.now() - inicio) / 1000).toFixed(0)} s`);
    const revision = await revisarCoherencia(baseDatos.db, hoy);
    console.log(
      `coherencia de la cuenta corriente (${revision.farmacias} farmacias, ${revision.movimientos} movimientos, ${revision.resumenes} resúmenes semanales): ` +
        (revision.problemas.length === 0 ? 'sin diferencias' : `${revision.problemas.length} diferencias, p. ej. ${revision.problemas.slice(0, 5).join('; ')}`),
    );
    if (revision.problemas.length > 0) process.exitCode = 1;
  } finally {
    await baseDatos.cerrar();
  }

  const puerto = await puertoLibre();
  const url = `http://127.0.0.1:${puerto}`;
  api = lanzarApi('api', {
    DATABASE_URL: base.url,
    REDIS_URL: '',
    PORT: String(puerto),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    FULFILMENT_INTERVAL_MS: '0',
    PAGOS_DEMO_INTERVAL_MS: '0',
    RESUMENES_INTERVAL_MS: '0',
  });
  await esperarListo(`${url}/readyz`, api);
  const pid = api.hijo.pid!;
  const { accessToken } = await iniciarSesion(url, 'admin.demo');
  const headers = { authorization: `Bearer ${accessToken}` };
  const hasta = hoy;
  const desde = new Date(Date.parse(`${hoy}T12:00:00Z`) - 730 * 86_400_000).toISOString().slice(0, 10);

  const descargar = async (formato: 'csv' | 'xlsx') => {
    const antes = await rss(pid);
    let pico = antes;
    let muestreando = true;
    const muestreo = (async () => {
      while (muestreando) {
        pico = Math.max(pico, await rss(pid));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const inicio = performance.now();
    const r = await fetch(`${url}/api/CuentaCorriente/movimientos/${FARMACIA}/descarga?desde=${desde}&hasta=${hasta}&formato=${formato}`, { headers });
    if (r.status !== 200 || !r.body) throw new Error(`descarga ${formato}: ${r.status} ${await r.text()}`);
    let bytes = 0;
    for await (const parte of r.body) bytes += (parte as Uint8Array).byteLength;
    const ms = performance.now() - inicio;
    muestreando = false;
    await muestreo;
    return { ms, bytes, extraMb: (pico - antes) / 1_048_576 };
  };

  const filas = await fetch(`${url}/api/CuentaCorriente/movimientos/${FARMACIA}?pageSize=1`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ FechaDesde: desde, FechaHasta: hasta }),
  }).then((r) => Number(r.headers.get('x-total-count')));
  await descargar('xlsx');
  const xlsx = await descargar('xlsx');
  const csv = await descargar('csv');
  console.log(`movimientos de dos años, farmacia ${FARMACIA} (${ESCALA}, PostgreSQL, ${filas} filas; proceso de la API aparte; objetivo XLSX ≤ 2 s y ≤ 150 MB):`);
  console.log(`  XLSX: ${xlsx.ms.toFixed(0)} ms al último byte, ${(xlsx.bytes / 1024).toFixed(0)} KB, +${xlsx.extraMb.toFixed(1)} MB de memoria del proceso`);
  console.log(`  CSV:  ${csv.ms.toFixed(0)} ms al último byte, ${(csv.bytes / 1024).toFixed(0)} KB, +${csv.extraMb.toFixed(1)} MB  (XLSX/CSV ${(xlsx.ms / csv.ms).toFixed(1)}×)`);

  const consultar = await abrirBaseDatos({ databaseUrl: base.url, dataDir: '' });
  const { rows: facturas } = (await consultar.db.execute(
    sql`select id from factura where farmacia_id = ${FARMACIA} order by id desc limit ${CORRIDAS + 5}`,
  )) as unknown as { rows: { id: number }[] };
  await consultar.cerrar();
  const tiempos: number[] = [];
  for (const [i, { id }] of facturas.entries()) {
    const inicio = performance.now();
    const r = await fetch(`${url}/api/factura/${id}/pdf`, { headers });
    await r.arrayBuffer();
    if (i >= 5) tiempos.push(performance.now() - inicio);
  }
  console.log(`PDF de factura (${tiempos.length} facturas; objetivo p95 ≤ 100 ms): ${percentiles(tiempos)}`);
} finally {
  if (api) await matar(api);
  await base.descartar();
}
