import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ResumenDeuda } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { impagos, redondear, saldosPorFarmacia, semana } from './service.js';
import { resumenDeuda } from './tablas.js';

/** Arbitrary constant: the advisory lock under which debt statements are renumbered and rewritten, one process at a time. */
const LOCK_RESUMENES_DEUDA = 720_260_302;
const PRIMER_NUMERO = 20_001;
const LOTE_FARMACIAS = 200;

const listaResumenesDeuda = definirLista({
  campos: {
    fechaEmision: { columna: resumenDeuda.fechaEmision, tipo: 'fecha' },
    fechaVencimiento: { columna: resumenDeuda.fechaVencimiento, tipo: 'fecha' },
    nroResumen: { columna: resumenDeuda.nroResumen, tipo: 'numero' },
    farmaciaId: { columna: resumenDeuda.farmaciaId, tipo: 'numero' },
    saldo: { columna: resumenDeuda.saldo, tipo: 'numero' },
  },
  ordenPorDefecto: '-fechaEmision',
  desempate: resumenDeuda.id,
});

/** One page of the pharmacies' debt statements (`deuda/{id}`, `deudaGrupoFarmacia`), newest first unless sorted. */
export async function resumenesDeuda(db: Db, farmacias: readonly number[], consulta: ConsultaLista): Promise<{ items: ResumenDeuda[]; total: number }> {
  if (farmacias.length === 0) return { items: [], total: 0 };
  const { where, orderBy, limit, offset } = traducirConsulta(listaResumenesDeuda, consulta);
  const condicion = and(inArray(resumenDeuda.farmaciaId, [...farmacias]), where);
  const [filas, [fila]] = await Promise.all([
    db.select().from(resumenDeuda).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(resumenDeuda).where(condicion),
  ]);
  const items = filas.map((r) => ({
    nroResumen: r.nroResumen,
    farmaciaId: r.farmaciaId,
    fechaEmision: r.fechaEmision,
    fechaVencimiento: r.fechaVencimiento,
    tipoOperacion: r.tipoOperacion,
    saldo: r.saldo,
    novedad: r.novedad,
  }));
  return { items, total: fila?.total ?? 0 };
}

interface SemanaAdeudada {
  farmaciaId: number;
  fechaEmision: string;
  fechaVencimiento: string;
  saldo: number;
  novedad: string | null;
}

/** What each pharmacy owes grouped by the week its vouchers were issued (what a debt statement shows). */
async function semanasAdeudadas(db: Db, farmacias: readonly number[], hoy: string): Promise<SemanaAdeudada[]> {
  const actual = semana(hoy).desde;
  const porSemana = new Map<string, SemanaAdeudada>();
  for (const i of await impagos(db, farmacias)) {
    const lunes = semana(i.fechaMovimiento).desde;
    const clave = `${i.farmaciaId}:${lunes}`;
    const vence = i.fechaVencimiento ?? i.fechaMovimiento;
    const s = porSemana.get(clave) ?? { farmaciaId: i.farmaciaId, fechaEmision: lunes, fechaVencimiento: vence, saldo: 0, novedad: null };
    s.saldo = redondear(s.saldo + i.pendiente);
    if (vence > s.fechaVencimiento) s.fechaVencimiento = vence;
    porSemana.set(clave, s);
  }
  for (const s of porSemana.values()) {
    s.novedad = s.fechaEmision === actual ? 'Incluye las facturas de la semana en curso' : s.fechaVencimiento < hoy ? 'Vencido' : null;
  }
  return [...porSemana.values()];
}

/**
 * Rewrites the debt statements from the movements: one per pharmacy and week whose vouchers are still owed (credits
 * settle the oldest first), with what remains of them, its latest due date and a note for the current week and the
 * overdue ones; a week paid off loses its statement. Kept numbers stay; a new week gets the next number. Run by the
 * statements job after invoices, payments and credit notes, and by the seed. Returns how many statements it keeps.
 */
export async function actualizarResumenesDeuda(db: Db, hoy: string, farmacias?: readonly number[]): Promise<number> {
  const todas = farmacias ?? [...(await saldosPorFarmacia(db)).keys()];
  let vigentes = 0;
  for (let i = 0; i < todas.length; i += LOTE_FARMACIAS) {
    const lote = todas.slice(i, i + LOTE_FARMACIAS);
    const semanas = await semanasAdeudadas(db, lote, hoy);
    vigentes += semanas.length;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_RESUMENES_DEUDA})`);
      const existentes = await tx.select().from(resumenDeuda).where(inArray(resumenDeuda.farmaciaId, lote));
      const clave = (f: { farmaciaId: number; fechaEmision: string }) => `${f.farmaciaId}:${f.fechaEmision}`;
      const previas = new Map(existentes.map((e) => [clave(e), e]));
      const quedan = new Set(semanas.map(clave));
      const pagadas = existentes.filter((e) => !quedan.has(clave(e))).map((e) => e.id);
      if (pagadas.length > 0) await tx.delete(resumenDeuda).where(inArray(resumenDeuda.id, pagadas));
      const nuevas: (typeof resumenDeuda.$inferInsert)[] = [];
      for (const s of semanas) {
        const previa = previas.get(clave(s));
        if (!previa) nuevas.push({ ...s, nroResumen: 0, tipoOperacion: 'Facturas' });
        else if (previa.saldo !== s.saldo || previa.fechaVencimiento !== s.fechaVencimiento || previa.novedad !== s.novedad) {
          await tx.update(resumenDeuda).set({ saldo: s.saldo, fechaVencimiento: s.fechaVencimiento, novedad: s.novedad }).where(eq(resumenDeuda.id, previa.id));
        }
      }
      if (nuevas.length === 0) return;
      const [maximo] = await tx.select({ n: sql<number>`coalesce(max(${resumenDeuda.nroResumen}), ${PRIMER_NUMERO - 1})`.mapWith(Number) }).from(resumenDeuda);
      nuevas.sort((a, b) => a.fechaEmision!.localeCompare(b.fechaEmision!) || a.farmaciaId - b.farmaciaId).forEach((n, j) => (n.nroResumen = maximo!.n + 1 + j));
      for (let j = 0; j < nuevas.length; j += 2_000) await tx.insert(resumenDeuda).values(nuevas.slice(j, j + 2_000));
    });
  }
  return vigentes;
}

