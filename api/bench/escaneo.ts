/**
 * Scan to colleague (issue 17): how long after a barcode scan reaches the API the line is visible to every colleague
 * of the pharmacy, with COLEGAS hub connections of one pharmacy open (500 by default). Reference in the same run, turn
 * about: a plain add of a product (`ActualizarItemCarrito`), the path every other way of ordering takes. Each
 * delivery's latency runs from just before the HTTP call to the `ActualizarCarrito` record arriving at a colleague's
 * socket; the calls and the colleagues live in a separate process, so they do not share the server's CPU.
 *
 *   pnpm --filter @portal/api exec tsx bench/escaneo.ts        (COLEGAS=500 CAMBIOS=200 by default)
 *
 * Target of issue 17: p99 ≤ 100 ms with 500 colleagues. In-memory PGlite unless DATABASE_URL is set.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { crearEntorno } from '../test/support/entorno.js';
import { tokenCache } from '../test/support/sesion.js';
import { precio, producto, stock } from '../src/db/schema/index.js';
import { abrirClientes, percentil } from './hub-clientes.js';

const COLEGAS = Number(process.env.COLEGAS ?? 500);
const CAMBIOS = Number(process.env.CAMBIOS ?? 200);
/** Products per side: each is touched at most CAMBIOS / PRODUCTOS times, so quantities stay small and always change. */
const PRODUCTOS = 40;

type Tipo = 'escaneo' | 'agregado';
interface Orden {
  url: string;
  tokenColegas: string;
  tokenQuienPide: string;
  codigos: string[];
  troqueles: number[];
}
interface Resultado {
  latencias: Record<Tipo, number[]>;
  respuesta: Record<Tipo, number[]>;
}

/** The colleagues' connections and the one who orders, in one process: a change, then every colleague hears it. */
async function clientes(): Promise<void> {
  process.once('message', async (orden: Orden) => {
    const grupo = abrirClientes();
    await grupo.conectarHub(orden.url, orden.tokenColegas, COLEGAS);
    const llamar = async (ruta: string, cuerpo: unknown) => {
      const r = await fetch(`${orden.url}/api/carritopersistente/${ruta}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${orden.tokenQuienPide}`, 'content-type': 'application/json' },
        body: JSON.stringify(cuerpo),
      });
      const texto = await r.text();
      if (r.status !== 200) throw new Error(`${ruta} respondió ${r.status}: ${texto.slice(0, 300)}`);
    };
    const cambiar: Record<Tipo, (n: number) => Promise<void>> = {
      escaneo: (n) => llamar('Escanear', { codigo: orden.codigos[n % PRODUCTOS] }),
      // 1, 2, 3… on each product in turn: the quantity always changes, so every add is a change colleagues hear.
      agregado: (n) => llamar('ActualizarItemCarrito', { troquel: orden.troqueles[n % PRODUCTOS], cantidad: 1 + Math.floor(n / PRODUCTOS), ofertaid: 0 }),
    };
    const resultado: Resultado = { latencias: { escaneo: [], agregado: [] }, respuesta: { escaneo: [], agregado: [] } };
    let esperadas = 0;
    for (let n = 0; n < CAMBIOS; n++) {
      for (const tipo of ['escaneo', 'agregado'] as const) {
        grupo.marcarInicioCambio();
        const inicio = performance.now();
        await cambiar[tipo](n);
        resultado.respuesta[tipo].push(performance.now() - inicio);
        esperadas += COLEGAS;
        await grupo.esperar('hub', esperadas);
        resultado.latencias[tipo].push(...grupo.latencias().hub);
      }
    }
    grupo.cerrar();
    process.send!(resultado);
  });
}

async function servidor(): Promise<void> {
  const entorno = await crearEntorno({ config: { logLevel: 'warn' } });
  const hijo = fork(process.argv[1]!, ['clientes'], { execArgv: process.execArgv, env: process.env });
  try {
    const token = tokenCache(entorno.url);
    const [tokenQuienPide, tokenColegas] = await Promise.all(['pedidos.demo', 'admin.demo'].map(token));
    // Products no rule stops (as bench/carrito.ts picks them), with an EAN-13 to scan; stock enough for the whole run.
    const productos = await entorno.baseDatos.db
      .select({ troquel: producto.troquel, codigo: producto.codigoBarras })
      .from(producto)
      .innerJoin(precio, eq(precio.troquel, producto.troquel))
      .innerJoin(stock, eq(stock.troquel, producto.troquel))
      .where(and(isNull(producto.fechaBaja), eq(producto.flags, 0), eq(producto.panalPami, false), eq(stock.multiplo, 1), isNull(stock.max), gt(precio.ultimoPrecio, 0)))
      .orderBy(asc(producto.troquel))
      .limit(PRODUCTOS * 3);
    const conCodigo = productos.filter((p) => /^\d{13}$/.test(p.codigo));
    if (conCodigo.length < PRODUCTOS * 2) throw new Error(`Hacen falta ${PRODUCTOS * 2} productos con EAN-13; hay ${conCodigo.length}.`);
    await entorno.baseDatos.db.update(stock).set({ cantidad: 10_000 }).where(inArray(stock.troquel, conCodigo.map((p) => p.troquel)));

    const orden: Orden = {
      url: entorno.url,
      tokenColegas,
      tokenQuienPide,
      codigos: conCodigo.slice(0, PRODUCTOS).map((p) => p.codigo),
      troqueles: conCodigo.slice(PRODUCTOS, PRODUCTOS * 2).map((p) => p.troquel),
    };
    const resultado = await new Promise<Resultado>((resolve, reject) => {
      hijo.once('message', (r: Resultado) => resolve(r));
      hijo.once('exit', (codigo) => reject(new Error(`El proceso de los clientes terminó (${codigo}).`)));
      hijo.send(orden);
    });

    const fila = (nombre: string, l: number[], r: number[]) =>
      `  ${nombre.padEnd(26)} p50 ${percentil(l, 50).toFixed(1).padStart(6)} ms   p99 ${percentil(l, 99).toFixed(1).padStart(6)} ms   ` +
      `máx ${percentil(l, 100).toFixed(1).padStart(6)} ms   respuesta HTTP p50 ${percentil(r, 50).toFixed(1).padStart(5)} ms`;
    const { latencias: l, respuesta: r } = resultado;
    console.log(`${CAMBIOS} escaneos y ${CAMBIOS} agregados, uno por vez y por turnos, con ${COLEGAS} conexiones de colegas de la farmacia 1001`);
    console.log(fila('escaneo → colega lo ve', l.escaneo, r.escaneo));
    console.log(fila('agregado → colega lo ve', l.agregado, r.agregado));
    console.log(
      `  escaneo / agregado: p50 ×${(percentil(l.escaneo, 50) / percentil(l.agregado, 50)).toFixed(2)}, p99 ×${(percentil(l.escaneo, 99) / percentil(l.agregado, 99)).toFixed(2)}   ` +
        `(objetivo: p99 del escaneo ≤ 100 ms con 500 colegas)`,
    );
  } finally {
    hijo.kill();
    entorno.app.server.closeAllConnections();
    await entorno.cerrar();
  }
}

if (process.argv[2] === 'clientes') await clientes();
else await servidor();
