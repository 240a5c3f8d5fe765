/**
 * The suggested order's hit rate (issue 17): for each pharmacy with a history and each day of the last week it ordered,
 * the suggestion that day from the orders before it (`sugerirPedido`, the same rule as `GET /api/pedido/sugerido`, as
 * the clerk would see it sitting down to order); the hit rate is the share of the products ordered that day that the
 * suggestion contained. Beside it, in the same run, the reference: "the same as the last order" (the products of the
 * pharmacy's previous order day). Printed with the sizes of both lists (a longer list hits more), the ceiling (products
 * with a history to learn from) and the ratio. Target: ≥ 60 %.
 *
 * Data: the LARGE seed by default (`SEED_SCALE=demo` for the small one); in-memory PGlite or, with DATABASE_URL, a
 * scratch database on that server. `FARMACIAS` caps the pharmacies measured (default 200). Measures; asserts nothing.
 */
import { sql } from 'drizzle-orm';
import { MINIMO_DIAS_PEDIDO, sugerirPedido, ZONA_DISTRIBUIDORA } from '@portal/shared/domain';
import { crearEntorno } from '../test/support/entorno.js';
import { sembrar, type Escala } from '../src/seed/index.js';
import { comprasDeFarmacia, DIAS_HISTORIA } from '../src/areas/pedidos/pedido/sugerido.js';
import * as reloj from '../src/reloj.js';

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
  const ahora = reloj.ahora();
  const corte = new Date(ahora.getTime() - SEMANA);
  const farmacias = await filas<{ id: number }>(
    sql`select farmacia_id::int as id from pedido_item where fecha_alta >= ${corte} group by farmacia_id order by farmacia_id limit ${MAXIMO_FARMACIAS}`,
  );

  const nuevoTotal = () => ({ pedidos: 0, sugerencia: 0, ultimo: 0, conRitmo: 0, tamSugerencia: 0, tamUltimo: 0, dias: 0, farmacias: 0 });
  const total = nuevoTotal();
  // The same figures by how often the pharmacy orders: a pharmacy that orders daily has most of its products due on
  // any given day, one that orders weekly has its staples and what the counter asked for that week.
  const porRitmo = new Map<string, ReturnType<typeof nuevoTotal>>();
  const diaCorte = dia.format(corte);
  const inicio = performance.now();
  for (const { id } of farmacias) {
    const { compras } = await comprasDeFarmacia(db, id, ahora);
    const diasSemana = [...new Set(compras.filter((c) => c.dia >= diaCorte).map((c) => c.dia))].sort();
    if (diasSemana.length === 0) continue;
    const diasConPedido = new Set(compras.map((c) => c.dia)).size;
    const clase = diasConPedido / (DIAS_HISTORIA / 7) > 3 ? 'más de 3 días de pedido por semana' : 'hasta 3 días de pedido por semana';
    const grupo = porRitmo.get(clase) ?? nuevoTotal();
    porRitmo.set(clase, grupo);
    const sumar = (campo: keyof typeof total, n: number) => {
      total[campo] += n;
      grupo[campo] += n;
    };
    sumar('farmacias', 1);
    // Each day of the last week the pharmacy ordered, as it sat down to order: the suggestion from everything before
    // that day, against what that day's orders held.
    for (const hoy of diasSemana) {
      const previas = compras.filter((c) => c.dia < hoy);
      const pedidos = new Set(compras.filter((c) => c.dia === hoy).map((c) => c.troquel));
      if (previas.length === 0) continue;
      const sugeridos = new Set(sugerirPedido(previas, hoy).map((s) => s.troquel));
      const diaAnterior = previas.reduce((max, c) => (c.dia > max ? c.dia : max), '');
      const ultimo = new Set(previas.filter((c) => c.dia === diaAnterior).map((c) => c.troquel));
      // The ceiling of any rule that learns from rhythms: products the pharmacy had ordered on enough days before.
      const diasPorProducto = new Map<number, Set<string>>();
      for (const c of previas) diasPorProducto.set(c.troquel, (diasPorProducto.get(c.troquel) ?? new Set()).add(c.dia));
      sumar('conRitmo', [...pedidos].filter((t) => (diasPorProducto.get(t)?.size ?? 0) >= MINIMO_DIAS_PEDIDO).length);
      sumar('dias', 1);
      sumar('pedidos', pedidos.size);
      sumar('sugerencia', [...pedidos].filter((t) => sugeridos.has(t)).length);
      sumar('ultimo', [...pedidos].filter((t) => ultimo.has(t)).length);
      sumar('tamSugerencia', sugeridos.size);
      sumar('tamUltimo', ultimo.size);
    }
  }
  const pct = (n: number) => `${((100 * n) / Math.max(1, total.pedidos)).toFixed(1)} %`;
  const media = (n: number) => (n / Math.max(1, total.dias)).toFixed(1);
  console.log(`  ${total.farmacias} farmacias (${ESCALA}), ${total.dias} días de pedido en la última semana con ${total.pedidos} productos, en ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
  console.log(`  pedido sugerido:            acierta ${pct(total.sugerencia)} (lista media de ${media(total.tamSugerencia)} productos)`);
  console.log(`  referencia "último pedido": acierta ${pct(total.ultimo)} (lista media de ${media(total.tamUltimo)} productos)`);
  console.log(`  techo (ya pedidos en ${MINIMO_DIAS_PEDIDO} días o más antes): ${pct(total.conRitmo)}; el resto de la semana no tiene historia de la que aprender`);
  console.log(`  razón sugerido / referencia: ${(total.sugerencia / Math.max(1, total.ultimo)).toFixed(2)}×`);
  for (const [clase, g] of [...porRitmo].sort()) {
    const parte = (n: number) => `${((100 * n) / Math.max(1, g.pedidos)).toFixed(1)} %`;
    console.log(
      `  ${clase}: ${g.farmacias} farmacias, ${(g.pedidos / Math.max(1, g.dias)).toFixed(1)} productos por día de pedido; sugerido ${parte(g.sugerencia)} ` +
        `(lista de ${(g.tamSugerencia / Math.max(1, g.dias)).toFixed(1)}), techo ${parte(g.conRitmo)}, "último pedido" ${parte(g.ultimo)}`,
    );
  }
} finally {
  await entorno.cerrar();
}
