import { sql } from 'drizzle-orm';
import { actualizarResumenesDeuda } from '../../modules/cuenta-corriente/resumenes-deuda.js';
import { generarResumenesSemanales } from '../../modules/cuenta-corriente/resumenes-semanales.js';
import { reconciliarSaldos } from '../../modules/cuenta-corriente/service.js';
import { diaIso } from '../fechas.js';
import type { Contexto } from '../contexto.js';

/** Weeks of statements whose PDF the seed files for the demo pharmacies (what the weekly-summaries download kind lists). */
const SEMANAS_CON_ARCHIVO = 3;

/**
 * The current account's last step, once the history, returns and credit notes are written: the weekly statements and
 * the debt statements come from the movements through the same functions the statements job runs (so the seed and a
 * running portal agree), each Friday payment names the statement of the week before it, and every pharmacy's stored
 * balance is set from its movements. The demo pharmacies' latest statements get their PDF filed.
 */
export async function completarCuentaCorriente(ctx: Contexto, demo: readonly number[]): Promise<void> {
  const { db } = ctx;
  const hoy = diaIso(ctx.ahora);
  const semanales = await generarResumenesSemanales(db, { hoy, semanasConArchivo: SEMANAS_CON_ARCHIVO, conArchivo: demo });
  // A Friday payment settles what was invoiced up to the week before: the statement that closed the Sunday before it.
  await db.execute(sql`
    update pago p set nro_resumen = r.nro_resumen
    from resumen_semanal r
    where r.farmacia_id = p.farmacia_id and r.hasta = p.fecha_operacion - 5 and p.tipo_operacion_id = 1`);
  const deuda = await actualizarResumenesDeuda(db, hoy);
  const farmacias = await reconciliarSaldos(db);
  ctx.log(`cuenta corriente: ${semanales} resúmenes semanales, ${deuda} resúmenes de deuda, saldos de ${farmacias} farmacias`);
}
