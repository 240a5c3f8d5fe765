/**
 * The suggested order's hit rate (issue 17): for each pharmacy with a history, the suggestion is computed as of a week
 * ago from the orders before that day (`sugerirPedido`, the same rule as `GET /api/pedido/sugerido`); the hit rate is
 * the share of the products the pharmacy actually ordered in the last week that the suggestion contained. Beside it,
 * in the same run, the reference: "the same as the last order" (the products of the pharmacy's last order before that
 * day). Printed with the sizes of both lists (a longer list hits more) and the ratio. Target: ≥ 60 %.
 *
 * Data: the LARGE seed by default (`SEED_SCALE=demo` for the small one); in-memory PGlite or, with DATABASE_URL, a
 * scratch database on that server. `FARMACIAS` caps the pharmacies measured (default 200). Measures; asserts nothing.
 */
import { sql } from 'drizzle-orm';
import { MINIMO_DIAS_PEDIDO, sugerirPedido, ZONA_DISTRIBUIDORA } from '@portal/shared/domain';
import { crearEntorno } from '../test/support/entorno.js';
import { sembrar, type Escala } from '../src/seed/index.js';
import { comprasDeFarmacia } from '../src/modules/pedido/sugerido.js';

process.env.FULFILMENT_INTERVAL_MS = '0';
const ESCALA = (process.env.SEED_SCALE ?? 'large') as Escala;
const MAXIMO_FARMACIAS = Number(process.env.FARMACIAS ?? 200);
const SEMANA = 7 * 86_400_000;
const dia = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_DISTRIBUIDORA, year: 'numeric', month: '2-digit', day: '2-digit' });

const entorno = await crearEntorno({ sembrar: ESCALA === 'demo' });
try {
  if (ESCALA !== 'demo') {
    const inicio = performance.now();
    await sembrar(entorno.baseDatos.db, ESCALA, { log: (m) => console.log(`  semilla: ${m}`) });
    console.log(`  semilla ${ESCALA} en ${((performance.now() - inicio) / 1000).toFixed(0)} s`);
  }
  const db = entorno.app.db;
  const filas = async <T>(consulta: ReturnType<typeof sql>) => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;
  const ahora = new Date();
  const corte = new Date(ahora.getTime() - SEMANA);
  const farmacias = await filas<{ id: number }>(
    sql`select farmacia_id::int as id from pedido_item where fecha_alta >= ${corte} group by farmacia_id order by farmacia_id limit ${MAXIMO_FARMACIAS}`,
  );

  const total = { pedidos: 0, sugerencia: 0, ultimo: 0, conRitmo: 0, tamSugerencia: 0, tamUltimo: 0, farmacias: 0 };
  const inicio = performance.now();
  for (const { id } of farmacias) {
    const { compras } = await comprasDeFarmacia(db, id, ahora);
    const diaCorte = dia.format(corte);
    const antes = compras.filter((c) => c.dia < diaCorte);
    const semana = new Set(compras.filter((c) => c.dia >= diaCorte).map((c) => c.troquel));
    if (semana.size === 0 || antes.length === 0) continue;
    const sugeridos = new Set(sugerirPedido(antes, diaCorte).map((s) => s.troquel));
    const ultimo = new Set(
      (
        await filas<{ troquel: number }>(sql`select troquel::int from pedido_item where pedido_id = (
          select pedido_id from pedido_item where farmacia_id = ${id} and fecha_alta < ${corte} order by fecha_alta desc limit 1)`)
      ).map((f) => f.troquel),
    );
    // The ceiling of any rule that learns from rhythms: products of the week the pharmacy had ordered on enough days before.
    const diasPorProducto = new Map<number, Set<string>>();
    for (const c of antes) diasPorProducto.set(c.troquel, (diasPorProducto.get(c.troquel) ?? new Set()).add(c.dia));
    total.conRitmo += [...semana].filter((t) => (diasPorProducto.get(t)?.size ?? 0) >= MINIMO_DIAS_PEDIDO).length;
    total.farmacias++;
    total.pedidos += semana.size;
    total.sugerencia += [...semana].filter((t) => sugeridos.has(t)).length;
    total.ultimo += [...semana].filter((t) => ultimo.has(t)).length;
    total.tamSugerencia += sugeridos.size;
    total.tamUltimo += ultimo.size;
  }
  const pct = (n: number) => `${((100 * n) / Math.max(1, total.pedidos)).toFixed(1)} %`;
  const media = (n: number) => (n / Math.max(1, total.farmacias)).toFixed(1);
  console.log(`  ${total.farmacias} farmacias (${ESCALA}), ${total.pedidos} productos pedidos en la última semana, en ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
  console.log(`  pedido sugerido:            acierta ${pct(total.sugerencia)} (lista media de ${media(total.tamSugerencia)} productos)`);
  console.log(`  referencia "último pedido": acierta ${pct(total.ultimo)} (lista media de ${media(total.tamUltimo)} productos)`);
  console.log(`  techo (ya pedidos en ${MINIMO_DIAS_PEDIDO} días o más antes): ${pct(total.conRitmo)}; el resto de la semana no tiene historia de la que aprender`);
  console.log(`  razón sugerido / referencia: ${(total.sugerencia / Math.max(1, total.ultimo)).toFixed(2)}×`);
} finally {
  await entorno.cerrar();
}
