import { sql } from 'drizzle-orm';
import type { Db } from '../../../../src/db/client.js';

/**
 * The current account's coherence, checked from the rows themselves (plain SQL and sums in JavaScript, none of the
 * module's code): for every pharmacy, its stored balance is minus the sum of its movements; each weekly statement's
 * debits, credits (credit notes included) and closing balance are those of its week's movements; the weeks follow one
 * another up to the last closed one; its debt statements add up to what it owes; its invoices and notes carry the
 * letter of its taxpayer type. Used by `coherencia.test.ts` (demo seed, or the large one with SEED_SCALE=large) and by
 * the current-account bench on the large seed. Answers every discrepancy found (empty when coherent).
 */
export async function revisarCoherencia(db: Db, hoy: string): Promise<{ farmacias: number; movimientos: number; resumenes: number; problemas: string[] }> {
  const filas = async <T>(consulta: ReturnType<typeof sql>) => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;
  const farmacias = await filas<{ id: number; saldo: string; tipo_contribuyente: number }>(sql`select id, saldo::text, tipo_contribuyente from farmacia order by id`);
  const movimientos = await filas<{ farmacia_id: number; dia: string; importe: string }>(
    sql`select farmacia_id, fecha_movimiento::text as dia, importe::text from movimiento_cuenta order by farmacia_id, fecha_movimiento, id`,
  );
  const resumenes = await filas<{ farmacia_id: number; desde: string; hasta: string; debitos: string; creditos: string; saldo: string }>(
    sql`select farmacia_id, desde::text, hasta::text, debitos::text, creditos::text, saldo::text from resumen_semanal order by farmacia_id, desde`,
  );
  const deudas = await filas<{ farmacia_id: number; total: string }>(sql`select farmacia_id, sum(saldo)::text as total from resumen_deuda group by farmacia_id`);
  const letras = await filas<{ farmacia_id: number; tipo: number; n: number }>(sql`select farmacia_id, tipo_comprobante_id as tipo, count(*)::int as n from factura group by 1, 2`);

  const centavos = (v: string | number) => Math.round(Number(v) * 100);
  const problemas: string[] = [];
  const porFarmacia = new Map<number, { dia: string; c: number }[]>();
  for (const m of movimientos) {
    const lista = porFarmacia.get(m.farmacia_id) ?? [];
    lista.push({ dia: m.dia, c: centavos(m.importe) });
    porFarmacia.set(m.farmacia_id, lista);
  }
  const suma = (lista: { c: number }[]) => lista.reduce((s, m) => s + m.c, 0);

  for (const f of farmacias) {
    const total = suma(porFarmacia.get(f.id) ?? []);
    if (centavos(f.saldo) !== -total) problemas.push(`farmacia ${f.id}: saldo ${f.saldo}, movimientos ${(total / 100).toFixed(2)}`);
  }

  // The Sunday that closed the last full week before today.
  const diaSemana = new Date(`${hoy}T12:00:00Z`).getUTCDay();
  const ultimoDomingo = new Date(Date.parse(`${hoy}T12:00:00Z`) - (diaSemana === 0 ? 7 : diaSemana) * 86_400_000).toISOString().slice(0, 10);
  const semanaSiguiente = (dia: string) => new Date(Date.parse(`${dia}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const resumenesDe = new Map<number, typeof resumenes>();
  for (const r of resumenes) resumenesDe.set(r.farmacia_id, [...(resumenesDe.get(r.farmacia_id) ?? []), r]);
  for (const [farmaciaId, lista] of porFarmacia) {
    const propios = resumenesDe.get(farmaciaId) ?? [];
    if (lista[0]!.dia <= ultimoDomingo && propios.length === 0) problemas.push(`farmacia ${farmaciaId}: tiene movimientos y ningún resumen semanal`);
    if (propios.length > 0 && propios[propios.length - 1]!.hasta !== ultimoDomingo) problemas.push(`farmacia ${farmaciaId}: su último resumen cierra el ${propios[propios.length - 1]!.hasta}, no el ${ultimoDomingo}`);
    let anterior: string | null = null;
    for (const r of propios) {
      if (anterior !== null && r.desde !== semanaSiguiente(anterior)) problemas.push(`farmacia ${farmaciaId}: falta la semana entre ${anterior} y ${r.desde}`);
      anterior = r.desde;
      const semana = lista.filter((m) => m.dia >= r.desde && m.dia <= r.hasta);
      const debitos = semana.filter((m) => m.c > 0).reduce((s, m) => s + m.c, 0);
      const creditos = -semana.filter((m) => m.c < 0).reduce((s, m) => s + m.c, 0);
      const saldo = suma(lista.filter((m) => m.dia <= r.hasta));
      if (centavos(r.debitos) !== debitos || centavos(r.creditos) !== creditos || centavos(r.saldo) !== saldo) {
        problemas.push(`farmacia ${farmaciaId}, semana ${r.desde}: resumen ${r.debitos}/${r.creditos}/${r.saldo}, movimientos ${debitos / 100}/${creditos / 100}/${saldo / 100}`);
      }
    }
    const adeudado = Math.max(0, suma(lista));
    const enResumenes = centavos(deudas.find((d) => d.farmacia_id === farmaciaId)?.total ?? 0);
    if (adeudado !== enResumenes) problemas.push(`farmacia ${farmaciaId}: adeuda ${adeudado / 100} y sus resúmenes de deuda suman ${enResumenes / 100}`);
  }

  const inscripta = new Map(farmacias.map((f) => [f.id, f.tipo_contribuyente === 1]));
  for (const l of letras) {
    const letraA = [1, 2, 3].includes(l.tipo);
    const letraB = [6, 7, 8].includes(l.tipo);
    if ((letraA || letraB) && letraA !== inscripta.get(l.farmacia_id)) problemas.push(`farmacia ${l.farmacia_id}: ${l.n} comprobantes de tipo ${l.tipo} con otra condición de IVA`);
  }
  return { farmacias: farmacias.length, movimientos: movimientos.length, resumenes: resumenes.length, problemas };
}
