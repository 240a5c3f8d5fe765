/**
 * A cart change seen by the other users of a pharmacy, across two API processes (DESIGN §11: p99 ≤ 75 ms with Redis),
 * beside the same change seen on one process, in the same run. Two API processes (A and B) share a fresh PostgreSQL
 * database and Redis, as in `pnpm stack:scale`; this process holds the clients and makes the changes.
 *
 *   pnpm --filter @portal/api exec tsx bench/hub-dos-procesos.ts        (CONEXIONES=2000 MENSAJES=100 by default)
 *
 * - one process (the reference): CONEXIONES WebSocket connections of pharmacy 1001 on A; admin.demo changes the cart
 *   through A.
 * - two processes: CONEXIONES connections of pharmacy 1002 on B; otra.demo changes its cart through A, whose hub
 *   publishes to Redis, and B delivers.
 * The two alternate, one change at a time. Latency: from just before `POST /api/carritopersistente/ActualizarItemCarrito`
 * until each connection received the cart (one clock: this process), so it includes the request, the transaction and,
 * for two processes, the hop through Redis. PostgreSQL from DATABASE_URL (default as in the tests), Redis from REDIS_URL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { abrirBaseDatos } from '../src/db/client.js';
import { sembrar } from '../src/seed/index.js';
import { crearProducto } from '../test/support/datos.js';
import { baseDatosPropia, esperarListo, matar, puertoLibre, REDIS, type Proceso } from '../test/escalado/topologia.js';
import { tokenCache } from '../test/support/sesion.js';
import { abrirClientes, percentil, type Lado } from './hub-clientes.js';

const CONEXIONES = Number(process.env.CONEXIONES ?? 2000);
const MENSAJES = Number(process.env.MENSAJES ?? 100);
const CALENTAMIENTO = 10;
const TROQUEL = 86_000_001;
const RAIZ_API = path.resolve(import.meta.dirname, '..');

function lanzar(nombre: string, env: NodeJS.ProcessEnv): Proceso {
  const hijo = spawn(process.execPath, ['--import', 'tsx', 'bench/hub-api.ts'], {
    cwd: RAIZ_API,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  const guardar = (parte: Buffer) => (salida += parte.toString());
  hijo.stdout!.on('data', guardar);
  hijo.stderr!.on('data', guardar);
  return { nombre, hijo, salida: () => salida };
}

const base = await baseDatosPropia();
const procesos: Proceso[] = [];
const clientes = abrirClientes();
try {
  const baseDatos = await abrirBaseDatos({ databaseUrl: base.url, dataDir: '' });
  try {
    await baseDatos.migrar();
    await sembrar(baseDatos.db, 'demo');
    await crearProducto(baseDatos.db, TROQUEL);
  } finally {
    await baseDatos.cerrar();
  }

  const [puertoA, puertoB] = [await puertoLibre(), await puertoLibre()];
  const [urlA, urlB] = [`http://127.0.0.1:${puertoA}`, `http://127.0.0.1:${puertoB}`];
  // Both issue and accept the same tokens (issuer = PUBLIC_URL, keys in the database), as behind the real proxy.
  const env = { DATABASE_URL: base.url, REDIS_URL: REDIS, PUBLIC_URL: urlA, CANAL_HUB: `portal:hub:bench:${randomBytes(6).toString('hex')}` };
  procesos.push(lanzar('A', { ...env, PORT: String(puertoA) }), lanzar('B', { ...env, PORT: String(puertoB) }));
  await Promise.all([esperarListo(`${urlA}/readyz`, procesos[0]!), esperarListo(`${urlB}/readyz`, procesos[1]!)]);

  const token = tokenCache(urlA);
  const autores: Record<Lado, string> = { referencia: await token('admin.demo'), hub: await token('otra.demo') };
  await clientes.conectarHub(urlA, await token('pedidos.demo'), CONEXIONES, 'referencia');
  await clientes.conectarHub(urlB, autores.hub, CONEXIONES, 'hub');
  console.log(`${CONEXIONES} conexiones de la farmacia 1001 en A y ${CONEXIONES} de la 1002 en B; los cambios entran por A`);

  const entregados: Record<Lado, number> = { hub: 0, referencia: 0 };
  const cambiar = async (lado: Lado, n: number) => {
    clientes.marcarInicioCambio();
    const respuesta = await fetch(`${urlA}/api/carritopersistente/ActualizarItemCarrito`, {
      method: 'POST',
      headers: { authorization: `Bearer ${autores[lado]}`, 'content-type': 'application/json' },
      // Consecutive changes differ in quantity, so each one changes the cart and is broadcast.
      body: JSON.stringify({ troquel: TROQUEL, cantidad: 1 + (n % 5), ofertaid: 0 }),
    });
    const cuerpo = (await respuesta.json()) as { codigo?: number };
    if (respuesta.status !== 200 || cuerpo.codigo !== 0) throw new Error(`Respuesta inesperada ${respuesta.status}: ${JSON.stringify(cuerpo)}`);
    entregados[lado] += CONEXIONES;
    await clientes.esperar(lado, entregados[lado]);
  };

  for (let n = 0; n < CALENTAMIENTO + MENSAJES; n++) {
    if (n === CALENTAMIENTO) clientes.latencias();
    await cambiar('referencia', n);
    await cambiar('hub', n);
  }
  const { referencia: uno, hub: dos } = clientes.latencias();
  const fila = (nombre: string, l: number[]) =>
    `  ${nombre.padEnd(30)} p50 ${percentil(l, 50).toFixed(1).padStart(6)} ms   p99 ${percentil(l, 99).toFixed(1).padStart(6)} ms   máx ${percentil(l, 100).toFixed(1).padStart(6)} ms`;
  console.log(`Cambio del carrito (POST ActualizarItemCarrito) hasta cada una de ${CONEXIONES} conexiones; ${MENSAJES} cambios de cada uno`);
  console.log(fila('un proceso (A, referencia)', uno));
  console.log(fila('dos procesos (A → Redis → B)', dos));
  console.log(
    `  dos / uno: p50 ×${(percentil(dos, 50) / percentil(uno, 50)).toFixed(2)}, p99 ×${(percentil(dos, 99) / percentil(uno, 99)).toFixed(2)}` +
      '   (objetivo: p99 ≤ 75 ms entre dos procesos)',
  );
} finally {
  clientes.cerrar();
  await Promise.all(procesos.map(matar));
  await base.descartar();
}
