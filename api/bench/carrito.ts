/**
 * Cart update throughput and latency on one API process (DESIGN §11: ≥ 2,000 requests/s, p99 ≤ 20 ms): concurrent
 * `ActualizarItemCarrito` calls by two users of one pharmacy over real HTTP, with real tokens, each naming the newest cart
 * version its answers told (as a page does), so the answers carry what changed since. Measures; asserts nothing.
 *
 *   pnpm --filter @portal/api exec tsx bench/carrito.ts [solicitudes=4000] [concurrencia=32]     (RONDAS=3)
 *
 * In-memory PGlite by default; DATABASE_URL points it at a PostgreSQL server (a fresh database is created and dropped).
 *
 * The load comes from a separate process (forked), so the callers do not share the server's event loop. Reference in
 * the same run: the same server, callers and tokens on an authenticated endpoint that touches no database
 * (`CodigoResultadoAgregarItem`): the floor of HTTP, authentication, authorisation and serialisation. The cart figure
 * is printed beside it with the ratio, which stays meaningful on a loaded machine when the absolute figures do not.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { crearEntorno } from '../test/support/entorno.js';
import { tokenCache } from '../test/support/sesion.js';
import { carrito, precio, producto, stock } from '../src/db/schema/index.js';

const SOLICITUDES = Number(process.argv[2] ?? 4000);
const CONCURRENCIA = Number(process.argv[3] ?? 32);
const RONDAS = Number(process.env.RONDAS ?? 3);
const RUTA_CARRITO = '/api/carritopersistente/ActualizarItemCarrito';
const RUTA_REFERENCIA = '/api/carritopersistente/CodigoResultadoAgregarItem';

/** One round of load, sent by the client process. */
interface Orden {
  url: string;
  tokens: string[];
  troqueles: number[];
  tipo: 'carrito' | 'referencia';
  solicitudes: number;
  concurrencia: number;
}
interface Medicion {
  segundos: number;
  latencias: number[];
  errores: string[];
  /** Answers that carried what changed since the version sent (`cambios`) rather than the whole cart. */
  conCambios: number;
}

/** What the bench reads of a cart change's answer. */
interface Respuesta {
  codigo?: number;
  carrito?: { carritoId: number; version: number };
  cambios?: { carritoId: number; version: number };
}

const percentil = (ordenadas: number[], p: number) => ordenadas[Math.min(ordenadas.length - 1, Math.ceil((p / 100) * ordenadas.length) - 1)]!;

/** The load generator: plain `http` with keep-alive sockets (lighter than fetch, so it takes less CPU from the server). */
async function clientes(): Promise<void> {
  process.on('message', async (orden: Orden) => {
    const agente = new http.Agent({ keepAlive: true, maxSockets: orden.concurrencia });
    // The cart the callers' pages show: the newest any answer told (on a real page the hub keeps it current too).
    const mostrado = { carritoId: -1, version: -1 };
    let conCambios = 0;
    const destino = new URL(orden.url);
    const llamar = (i: number) =>
      new Promise<number>((resolve, reject) => {
        const inicio = performance.now();
        const cuerpo =
          orden.tipo === 'carrito' ? JSON.stringify({ troquel: orden.troqueles[i % orden.troqueles.length], cantidad: 1 + (i % 7), ofertaid: 0 }) : null;
        const pedido = http.request(
          {
            agent: agente,
            host: destino.hostname,
            port: destino.port,
            method: cuerpo ? 'POST' : 'GET',
            path: cuerpo ? (mostrado.version >= 0 ? `${RUTA_CARRITO}?carritoId=${mostrado.carritoId}&version=${mostrado.version}` : RUTA_CARRITO) : RUTA_REFERENCIA,
            headers: { authorization: `Bearer ${orden.tokens[i % orden.tokens.length]}`, ...(cuerpo ? { 'content-type': 'application/json' } : {}) },
          },
          (respuesta) => {
            const partes: Buffer[] = [];
            respuesta.on('data', (p: Buffer) => partes.push(p));
            respuesta.on('end', () => {
              const texto = Buffer.concat(partes).toString();
              // The cart answers code 0 for these products; anything else means the measurement is not of the real path.
              const json = respuesta.statusCode === 200 && cuerpo ? (JSON.parse(texto) as Respuesta) : null;
              const ok = respuesta.statusCode === 200 && (!cuerpo || json?.codigo === 0);
              const carrito = json?.cambios ?? json?.carrito;
              if (json?.cambios) conCambios++;
              if (carrito && carrito.version > mostrado.version) Object.assign(mostrado, { carritoId: carrito.carritoId, version: carrito.version });
              if (ok) resolve(performance.now() - inicio);
              else reject(new Error(`Respuesta inesperada ${respuesta.statusCode}: ${texto.slice(0, 300)}`));
            });
          },
        );
        pedido.on('error', reject);
        pedido.end(cuerpo ?? undefined);
      });

    const latencias: number[] = [];
    const errores: string[] = [];
    let siguiente = 0;
    const inicio = performance.now();
    await Promise.all(
      Array.from({ length: orden.concurrencia }, async () => {
        while (siguiente < orden.solicitudes) {
          try {
            latencias.push(await llamar(siguiente++));
          } catch (err) {
            errores.push((err as Error).message);
          }
        }
      }),
    );
    const segundos = (performance.now() - inicio) / 1000;
    agente.destroy();
    process.send!({ segundos, latencias, errores: errores.slice(0, 5), conCambios } satisfies Medicion);
  });
}

async function servidor(): Promise<void> {
  const entorno = await crearEntorno({ config: { logLevel: 'warn' } });
  const hijo = fork(process.argv[1]!, ['clientes'], { execArgv: process.execArgv, env: process.env });
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

    const medir = (tipo: Orden['tipo'], solicitudes: number, concurrencia = CONCURRENCIA) => {
      const respuesta = new Promise<Medicion>((resolve) => hijo.once('message', (m: Medicion) => resolve(m)));
      hijo.send({ url: entorno.url, tokens, troqueles, tipo, solicitudes, concurrencia } satisfies Orden);
      return respuesta;
    };
    const resumir = (m: Medicion) => {
      if (m.errores.length) throw new Error(`Errores durante la medición: ${m.errores.join(' | ')}`);
      const ordenadas = [...m.latencias].sort((a, b) => a - b);
      return { porSegundo: m.latencias.length / m.segundos, p50: percentil(ordenadas, 50), p99: percentil(ordenadas, 99) };
    };
    const version = async () =>
      (await entorno.baseDatos.db.select({ version: carrito.version }).from(carrito).where(and(eq(carrito.farmaciaId, 1001), eq(carrito.actual, true))))[0]?.version ?? 0;

    // Warm-up: JIT, prepared statements, the pool's connections, every troquel's line created once.
    resumir(await medir('referencia', 1000));
    resumir(await medir('carrito', Math.max(troqueles.length * 2, 1000)));

    // Alternating rounds: the load of the machine drifts (other processes), and each kind sees the same drift.
    const rondas: Record<Orden['tipo'], Medicion[]> = { referencia: [], carrito: [] };
    const versionAntes = await version();
    for (let r = 0; r < RONDAS; r++) {
      rondas.referencia.push(await medir('referencia', Math.ceil(SOLICITUDES / RONDAS)));
      rondas.carrito.push(await medir('carrito', Math.ceil(SOLICITUDES / RONDAS)));
    }
    const cambios = (await version()) - versionAntes;
    const juntar = (ms: Medicion[]): Medicion => ({
      segundos: ms.reduce((t, m) => t + m.segundos, 0),
      latencias: ms.flatMap((m) => m.latencias),
      errores: ms.flatMap((m) => m.errores),
      conCambios: ms.reduce((t, m) => t + m.conCambios, 0),
    });
    const referencia = resumir(juntar(rondas.referencia));
    const carritoJunto = juntar(rondas.carrito);
    const nuestro = resumir(carritoJunto);
    const llamadas = RONDAS * Math.ceil(SOLICITUDES / RONDAS);

    const linea = (nombre: string, r: ReturnType<typeof resumir>) =>
      `  ${nombre.padEnd(34)} ${r.porSegundo.toFixed(0).padStart(6)} solicitudes/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms`;
    console.log(
      `Actualización del carrito (${entorno.baseDatos.tipo}, ${SOLICITUDES} solicitudes de cada tipo en ${RONDAS} rondas alternadas, concurrencia ${CONCURRENCIA}, 2 usuarios de una farmacia, carrito de ${troqueles.length} líneas)`,
    );
    console.log(linea('referencia (GET autenticado sin BD)', referencia));
    console.log(linea('ActualizarItemCarrito', nuestro));
    console.log(
      `  razón: ${((nuestro.porSegundo / referencia.porSegundo) * 100).toFixed(0)} % del rendimiento de la referencia; ` +
        `objetivo ≥ 2000 solicitudes/s y p99 ≤ 20 ms`,
    );
    console.log(`  respuestas con solo lo cambiado desde la versión mostrada: ${carritoJunto.conCambios} de ${carritoJunto.latencias.length} (el resto, el carrito entero)`);
    // Every call sets a quantity, and every set counts as a change: versions and calls must match (no update lost).
    console.log(`  cambios de versión del carrito: ${cambios} de ${llamadas} llamadas${cambios === llamadas ? '' : ' (¡no coinciden!)'}`);
  } finally {
    hijo.kill();
    entorno.app.server.closeAllConnections();
    await entorno.cerrar();
  }
}

if (process.argv[2] === 'clientes') await clientes();
else await servidor();
