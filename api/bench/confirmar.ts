/**
 * Order confirmation of a 200-line cart over real HTTP: p50 / p95 / max of ~30 runs (DESIGN §11 target: p95 ≤ 150 ms).
 * `npx tsx bench/confirmar.ts` on an in-memory PGlite with the demo seed, or on PostgreSQL with DATABASE_URL set.
 * Each run fills pharmacy 1001's cart straight in the database (not timed) and times `POST /api/pedido/Confirmar`.
 */
import { eq } from 'drizzle-orm';
import { farmacia, stock } from '../src/db/schema/index.js';
import { crearEntorno } from '../test/support/entorno.js';
import { iniciarSesion } from '../test/support/sesion.js';
import { prepararCarrito, productosPedibles } from '../test/support/pedido.js';

process.env.FULFILMENT_INTERVAL_MS = '0';
const LINEAS = 200;
const CORRIDAS = Number(process.env.CORRIDAS ?? 30);
const CALENTAMIENTO = 3;

const entorno = await crearEntorno();
try {
  const db = entorno.app.db;
  const { accessToken } = await iniciarSesion(entorno.url, 'pedidos.demo');
  const troqueles = await productosPedibles(db, LINEAS);
  await db.update(stock).set({ cantidad: 1_000_000 });
  // Enough credit that the balance check passes every run.
  await db.update(farmacia).set({ limiteCredito: 1e11 }).where(eq(farmacia.id, 1001));

  const tiempos: number[] = [];
  for (let i = 0; i < CALENTAMIENTO + CORRIDAS; i++) {
    const carritoId = await prepararCarrito(db, 1001, troqueles.map((troquel, j) => ({ troquel, cantidad: 1 + (j % 5) })));
    const inicio = performance.now();
    const r = await fetch(`${entorno.url}/api/pedido/Confirmar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ turnoId: 1, procesarBonos: false, carritoId }),
    });
    const ms = performance.now() - inicio;
    if (r.status !== 200) throw new Error(`Confirmar respondió ${r.status}: ${await r.text()}`);
    if (i >= CALENTAMIENTO) tiempos.push(ms);
  }
  tiempos.sort((a, b) => a - b);
  const percentil = (p: number) => tiempos[Math.min(tiempos.length - 1, Math.ceil((p / 100) * tiempos.length) - 1)]!;
  const base = entorno.baseDatos.tipo;
  console.log(
    `confirmar ${LINEAS} líneas (${base}, ${CORRIDAS} corridas): p50 ${percentil(50).toFixed(1)} ms, p95 ${percentil(95).toFixed(1)} ms, máx ${tiempos.at(-1)!.toFixed(1)} ms (objetivo p95 ≤ 150 ms)`,
  );
} finally {
  await entorno.cerrar();
}
