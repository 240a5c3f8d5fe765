import { sql } from 'drizzle-orm';
import { actualizarResumenesDeuda, generarResumenesSemanales, reconciliarSaldos } from '../../areas/cuenta-corriente/index.js';
import { importeComprometido } from '../../areas/pedidos/index.js';
import { diaIso } from '../fechas.js';
import type { Contexto } from '../contexto.js';
import { descontarNotasDeCredito } from './notas-credito-en-pagos.js';

/** Weeks of statements whose PDF the seed files for the demo pharmacies (what the weekly-summaries download kind lists). */
const SEMANAS_CON_ARCHIVO = 3;

/**
 * The current account's last step, once the history, returns and credit notes are written: the weekly statements and
 * the debt statements come from the movements (after the Friday receipts net the credit notes they settle) through the same functions the statements job runs (so the seed and a
 * running portal agree), each Friday payment names the statement of the week before it, and every pharmacy's stored
 * balance is set from its movements. The demo pharmacies' latest statements get their PDF filed.
 */
export async function completarCuentaCorriente(ctx: Contexto, demo: readonly number[]): Promise<void> {
  const { db } = ctx;
  const hoy = diaIso(ctx.ahora);
  await descontarNotasDeCredito(db, demo);
  const semanales = await generarResumenesSemanales(db, { hoy, semanasConArchivo: SEMANAS_CON_ARCHIVO, conArchivo: demo });
  // A Friday payment settles what was invoiced up to the week before: the statement that closed the Sunday before it.
  await db.execute(sql`
    update pago p set nro_resumen = r.nro_resumen
    from resumen_semanal r
    where r.farmacia_id = p.farmacia_id and r.hasta = p.fecha_operacion - 5 and p.tipo_operacion_id = 1`);
  const deuda = await actualizarResumenesDeuda(db, hoy);
  const farmacias = await reconciliarSaldos(db);
  await darMargenDeCredito(ctx, demo);
  ctx.log(`cuenta corriente: ${semanales} resúmenes semanales, ${deuda} resúmenes de deuda, saldos de ${farmacias} farmacias`);
}

/** What a demo pharmacy can always order on top of what it owes: about two weeks of its own orders. */
const SEMANAS_DE_MARGEN = 2;
const ESCALON_LIMITE = 500_000;
const LIMITE_MINIMO = 2_000_000;
/** Room to order left whatever the weeks drawn: a quiet fortnight left a demo pharmacy under a million some days. */
const MARGEN_MINIMO = 1_500_000;

/**
 * The demo pharmacies' credit limits, set from what they owe once their balance is known. A fixed limit left them,
 * on some days, owing more than it (the history is drawn relative to the day the seed runs: a large order a few days
 * ago, the week's payment not due until Friday), and every order of the demo accounts was refused with
 * FarmaciaSinSaldo. A distributor sizes a pharmacy's credit to what it buys: here its debt, its orders not yet
 * invoiced and two weeks of its average purchases (of the last eight; a million and a half at least), rounded up to half
 * a million, never below two.
 */
async function darMargenDeCredito(ctx: Contexto, demo: readonly number[]): Promise<void> {
  const desde = new Date(ctx.ahora.getTime() - 56 * 86_400_000);
  for (const id of demo) {
    const { rows } = (await ctx.db.execute(sql`
      select greatest(0, -f.saldo)::float8 as deuda,
        coalesce((select sum(p.importe) / 8 from pedido p where p.farmacia_id = f.id and p.fecha_alta >= ${desde}), 0)::float8 as semanal
      from farmacia f where f.id = ${id}`)) as unknown as { rows: { deuda: number; semanal: number }[] };
    const [fila] = rows;
    if (!fila) continue;
    const necesario = fila.deuda + (await importeComprometido(ctx.db, id)) + Math.max(MARGEN_MINIMO, SEMANAS_DE_MARGEN * fila.semanal);
    const limite = Math.max(LIMITE_MINIMO, Math.ceil(necesario / ESCALON_LIMITE) * ESCALON_LIMITE);
    await ctx.db.execute(sql`update farmacia set limite_credito = ${limite} where id = ${id}`);
  }
}
