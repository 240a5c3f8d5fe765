import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { hashPassword } from '../auth/password.js';
import { crearCuentasDemo, PASSWORD_DEMO } from './cuentas.js';
import { crearEmpleadosDemo } from './usuarios-farmacia.js';
import { Aleatorio } from './aleatorio.js';
import { EscritorLotes } from './lotes.js';
import { VOLUMENES, type Contexto, type Escala } from './contexto.js';
import { sembrarReferencias } from './generadores/referencia.js';
import { sembrarCatalogo } from './generadores/catalogo.js';
import { sembrarFarmacias } from './generadores/farmacias.js';
import { sembrarComercial, type OfertaGenerada } from './generadores/comercial.js';
import { generarHistoria, Ids } from './generadores/historia.js';
import { cerrarRemitosViejos, generarOperaciones, marcarRemitosControlados } from './generadores/operaciones.js';
import { generarDevoluciones, generarFaltanteReciente, generarRecalls, registrarDespachos } from './generadores/devoluciones.js';
import { sembrarContenido } from './generadores/contenido.js';
import { dejarFaltanteEsperando } from './generadores/faltante-esperando.js';
import { diasDelRecuperador, vencerRecuperador } from '../areas/pedidos/index.js';
import { DIA_MS } from './fechas.js';
import { marcarEstadosPedido } from './generadores/estados-pedido.js';
import { completarCuentaCorriente } from './generadores/cuenta-corriente.js';
import { generarNotasDeDebito } from './generadores/notas-debito.js';
import * as reloj from '../reloj.js';

export type { Escala } from './contexto.js';
export { VOLUMENES } from './contexto.js';

/** Fixed seed: every run produces the same data (for the same `ahora`). */
const SEMILLA = 20_260_101;

export interface OpcionesSembrado {
  /** The moment the data is built around (offers current, two years of history before it). Defaults to now. */
  ahora?: Date;
  /** Progress lines; silent by default. */
  log?: (mensaje: string) => void;
}

/** Tables of the history in foreign-key order, for the batch writer. */
const ORDEN_HISTORIA: PgTable[] = [
  schema.pedido,
  schema.pedidoItem,
  schema.remito,
  schema.factura,
  schema.facturaItem,
  schema.movimientoCuenta,
  schema.pago,
  schema.resumenSemanal,
  schema.resumenDeuda,
  schema.bono,
  schema.favorito,
  schema.recuperadorItem,
  schema.controlPedido,
  schema.controlPedidoItem,
  schema.cubeta,
  schema.transferLaboratorio,
  schema.recall,
  schema.recallItem,
  schema.devolucion,
  schema.devolucionItem,
  schema.loteDespachado,
];

/**
 * Fills an empty, migrated database: reference tables, the demo accounts (`cuentas.ts`), the catalogue, pharmacies,
 * offers and combos, two years of history and the home content. Deterministic for a given `ahora`.
 */
export async function sembrar(db: Db, escala: Escala = 'demo', opciones: OpcionesSembrado = {}): Promise<void> {
  const ahora = opciones.ahora ?? reloj.ahora();
  const ctx: Contexto = {
    db,
    rnd: new Aleatorio(SEMILLA),
    escala,
    volumen: VOLUMENES[escala],
    ahora,
    passwordHash: await hashPassword(PASSWORD_DEMO),
    log: opciones.log ?? (() => {}),
  };

  await sembrarReferencias(ctx);
  await crearCuentasDemo(db, ctx.passwordHash, ahora);
  await crearEmpleadosDemo(db, ctx.passwordHash, ahora);
  const productos = await sembrarCatalogo(ctx);
  const farmacias = await sembrarFarmacias(ctx, productos);
  const ofertas = await sembrarComercial(ctx, productos);

  const ofertasPorTroquel = new Map<number, OfertaGenerada[]>();
  for (const o of ofertas) for (const troquel of o.troqueles.keys()) ofertasPorTroquel.set(troquel, [...(ofertasPorTroquel.get(troquel) ?? []), o]);
  const productosPorTroquel = new Map(productos.map((p) => [p.troquel, p]));
  const ids = new Ids({ remito: 10_000_001 });
  const escritor = new EscritorLotes(db, ORDEN_HISTORIA, 50_000, (totales) => {
    ctx.log(`historia: ${totales.get('pedido') ?? 0} pedidos, ${totales.get('pedido_item') ?? 0} líneas, ${totales.get('factura') ?? 0} facturas escritos`);
  });
  const recallVigente = generarRecalls(ctx, productos, escritor);
  // The demo pharmacy that is blocked (1004) has no history: it cannot order.
  const conHistoria = farmacias.filter((f) => (f.demo && f.id !== 1004) || ctx.volumen.historiaParaTodas);
  for (const f of conHistoria) {
    const entregados = generarHistoria(ctx, f, productos, ofertasPorTroquel, ids, escritor, true);
    // Every pharmacy with a history controls its deliveries and gets laboratory transfers, at both scales.
    generarOperaciones(ctx, f.id, entregados, productos, ids, escritor);
    // ...and has the lots and serials it was shipped, so returns (and their bench) check against them.
    registrarDespachos(f.id, entregados, escritor);
    if (f.demo) generarDevoluciones(ctx, f, entregados, recallVigente, productosPorTroquel, ids, escritor);
    // otra.demo's pharmacy has a recent shortage to claim; 1001 keeps its newest remitos waiting for control.
    if (f.id === 1002) generarFaltanteReciente(ctx, f.id, entregados, ids, escritor);
    await escritor.siHaceFalta();
  }
  await escritor.vaciar();
  await generarNotasDeDebito(ctx, conHistoria.filter((f) => f.demo).map((f) => f.id), productosPorTroquel, ids);
  // The history leaves shortages of two years in the recoverers: the older ones expire as the job would have done day
  // by day over the last three months, so the recoverer page has what still waits and a dated record of what expired.
  const diasRecuperador = await diasDelRecuperador(db);
  for (let d = -90; d <= 0; d++) await vencerRecuperador(db, new Date(ahora.getTime() + d * DIA_MS), diasRecuperador);
  // A product admin.demo's pharmacy waits for in its recoverer is out of stock until the next goods received.
  await dejarFaltanteEsperando(db, 1001);
  await marcarRemitosControlados(db);
  await marcarEstadosPedido(db, conHistoria.filter((f) => f.demo).map((f) => f.id));
  await cerrarRemitosViejos(db, ahora);

  await sembrarContenido(ctx, productos, ofertas, farmacias);
  // After the home content, whose files' ids the examples name; the statements' PDFs come after them.
  await completarCuentaCorriente(ctx, conHistoria.filter((f) => f.demo).map((f) => f.id));
  await ajustarSecuencias(db);
  ctx.log(`listo: ${[...escritor.totales.entries()].map(([t, n]) => `${t} ${n}`).join(', ')}`);
}

/** Seeds only a database without pharmacies, so restarting the app keeps its data. Returns whether it seeded. */
export async function sembrarSiVacia(db: Db, escala: Escala = 'demo', opciones: OpcionesSembrado = {}): Promise<boolean> {
  const [fila] = await db.select({ n: count() }).from(schema.farmacia);
  if ((fila?.n ?? 0) > 0) return false;
  await sembrar(db, escala, opciones);
  return true;
}

/** The seed writes explicit ids; move every identity sequence past them so the app's own inserts do not collide. */
async function ajustarSecuencias(db: Db): Promise<void> {
  // Both drivers answer `execute` with an object holding `rows`.
  const { rows: filas } = (await db.execute(sql`
    select table_name as tabla, column_name as columna from information_schema.columns
    where table_schema = 'public' and is_identity = 'YES'`)) as unknown as { rows: { tabla: string; columna: string }[] };
  for (const { tabla, columna } of filas) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${tabla}"', '${columna}'), coalesce((select max("${columna}") from "${tabla}"), 0) + 1, false)`,
      ),
    );
  }
}
