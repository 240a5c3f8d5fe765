/**
 * Cart update throughput and latency on one API process: concurrent `ActualizarItemCarrito` calls by two users of one
 * pharmacy over real HTTP, with real tokens. Measures; asserts nothing.
 *
 *   pnpm --filter @portal/api exec tsx bench/carrito.ts [solicitudes=4000] [concurrencia=32]
 *
 * In-memory PGlite by default; DATABASE_URL points it at a PostgreSQL server (a fresh database is created and dropped).
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { crearEntorno } from '../test/support/entorno.js';
import { tokenCache } from '../test/support/sesion.js';
import { precio, producto, stock } from '../src/db/schema/index.js';

const SOLICITUDES = Number(process.argv[2] ?? 4000);
const CONCURRENCIA = Number(process.argv[3] ?? 32);

const percentil = (ordenadas: number[], p: number) => ordenadas[Math.min(ordenadas.length - 1, Math.ceil((p / 100) * ordenadas.length) - 1)]!;

const entorno = await crearEntorno();
try {
  const token = tokenCache(entorno.url);
  const tokens = await Promise.all(['pedidos.demo', 'admin.demo'].map(token));
  // Products no rule stops: on sale, priced, plain order rules, no psychotropic or traceable flags.
  const troqueles = (
    await entorno.baseDatos.db
      .select({ troquel: producto.troquel })
      .from(producto)
      .innerJoin(precio, eq(precio.troquel, producto.troquel))
      .innerJoin(stock, eq(stock.troquel, producto.troquel))
      .where(and(isNull(producto.fechaBaja), eq(producto.flags, 0), eq(producto.panalPami, false), eq(stock.multiplo, 1), isNull(stock.max), gt(precio.ultimoPrecio, 0)))
      .orderBy(asc(producto.troquel))
      .limit(300)
  ).map((p) => p.troquel);

  const llamar = async (i: number) => {
    const inicio = performance.now();
    const respuesta = await fetch(`${entorno.url}/api/carritopersistente/ActualizarItemCarrito`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[i % 2]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ troquel: troqueles[i % troqueles.length], cantidad: 1 + (i % 7), ofertaid: 0 }),
    });
    const cuerpo = (await respuesta.json()) as { codigo?: number };
    if (respuesta.status !== 200 || cuerpo.codigo !== 0) throw new Error(`Respuesta inesperada ${respuesta.status}: ${JSON.stringify(cuerpo)}`);
    return performance.now() - inicio;
  };

  for (let i = 0; i < 200; i++) await llamar(i);

  const latencias: number[] = [];
  let siguiente = 0;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCIA }, async () => {
      while (siguiente < SOLICITUDES) latencias.push(await llamar(siguiente++));
    }),
  );
  const segundos = (performance.now() - inicio) / 1000;
  latencias.sort((a, b) => a - b);
  const base = entorno.baseDatos.tipo;
  console.log(`Actualización del carrito (${base}, ${SOLICITUDES} solicitudes, concurrencia ${CONCURRENCIA}, 2 usuarios de una farmacia)`);
  console.log(`  rendimiento: ${(SOLICITUDES / segundos).toFixed(0)} solicitudes/s (objetivo ≥ 2000)`);
  console.log(`  latencia: p50 ${percentil(latencias, 50).toFixed(1)} ms, p99 ${percentil(latencias, 99).toFixed(1)} ms (objetivo p99 ≤ 20 ms)`);
} finally {
  await entorno.cerrar();
}
