import { and, asc, count, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { ComposicionDeuda, ComprobanteImpago, MovimientoCuenta, TotalOperacionesSemana, TramoDeuda } from '@portal/shared/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { sumarDias } from '../../../reloj.js';
import { fijarSaldos } from '../../../plataforma/farmacia/index.js';
import { movimientoCuenta } from './tablas.js';

/** A current-account movement to record; a positive `importe` is a debit. */
export type MovimientoNuevo = Omit<typeof movimientoCuenta.$inferInsert, 'id'>;

export async function registrarMovimiento(tx: Tx, movimiento: MovimientoNuevo): Promise<void> {
  await tx.insert(movimientoCuenta).values(movimiento);
}

export const redondear = (n: number) => Math.round(n * 100) / 100;
const DIA_MS = 86_400_000;
const diasEntre = (desde: string, hasta: string) => Math.round((Date.parse(hasta) - Date.parse(desde)) / DIA_MS);

/** The balance of each pharmacy: the sum of its movements (debits positive). */
export async function saldosPorFarmacia(db: Db | Tx, farmacias?: readonly number[]): Promise<Map<number, number>> {
  if (farmacias?.length === 0) return new Map();
  const filas = await db
    .select({ farmaciaId: movimientoCuenta.farmaciaId, saldo: sql<string>`coalesce(sum(${movimientoCuenta.importe}), 0)` })
    .from(movimientoCuenta)
    .where(farmacias ? inArray(movimientoCuenta.farmaciaId, [...farmacias]) : undefined)
    .groupBy(movimientoCuenta.farmaciaId);
  const sumas = new Map(filas.map((f) => [f.farmaciaId, redondear(Number(f.saldo))]));
  return farmacias ? new Map(farmacias.map((id) => [id, sumas.get(id) ?? 0])) : sumas;
}

/**
 * Makes every pharmacy's stored balance (what it has in its favour: the sum of its movements with the sign turned, so
 * a debt is negative) agree with its movements, through the pharmacy module. The seed calls it once its history is
 * written; from then on whoever records a movement moves the balance by the same amount.
 */
export async function reconciliarSaldos(db: Db): Promise<number> {
  const sumas = await saldosPorFarmacia(db);
  return fijarSaldos(db, new Map([...sumas].map(([id, suma]) => [id, redondear(-suma)])));
}

/**
 * The debits still owed by each pharmacy: its credits (payments, credit notes) settle its oldest debits first, as a
 * distributor applies them, so what remains unpaid is the newest debits adding up to the balance. Oldest first.
 */
export async function impagos(db: Db | Tx, farmacias: number | readonly number[]): Promise<ComprobanteImpago[]> {
  const ids = typeof farmacias === 'number' ? [farmacias] : [...farmacias];
  if (ids.length === 0) return [];
  const creditos = await db
    .select({ farmaciaId: movimientoCuenta.farmaciaId, total: sql<string>`coalesce(-sum(${movimientoCuenta.importe}), 0)` })
    .from(movimientoCuenta)
    .where(and(inArray(movimientoCuenta.farmaciaId, ids), lt(movimientoCuenta.importe, 0)))
    .groupBy(movimientoCuenta.farmaciaId);
  const aplicar = new Map(creditos.map((c) => [c.farmaciaId, Number(c.total)]));
  const debitos = await db
    .select()
    .from(movimientoCuenta)
    .where(and(inArray(movimientoCuenta.farmaciaId, ids), gt(movimientoCuenta.importe, 0)))
    .orderBy(asc(movimientoCuenta.fechaMovimiento), asc(movimientoCuenta.id));
  const resultado: ComprobanteImpago[] = [];
  for (const d of debitos) {
    const disponible = aplicar.get(d.farmaciaId) ?? 0;
    const aplicado = Math.min(disponible, d.importe);
    aplicar.set(d.farmaciaId, redondear(disponible - aplicado));
    const pendiente = redondear(d.importe - aplicado);
    if (pendiente > 0) {
      resultado.push({
        farmaciaId: d.farmaciaId,
        descFC: d.descFc,
        idFactura: d.facturaId,
        fechaMovimiento: d.fechaMovimiento,
        fechaVencimiento: d.fechaVencimiento,
        importe: d.importe,
        pendiente,
      });
    }
  }
  return resultado;
}

const TRAMOS: { clave: string; etiqueta: string; vencido: boolean; dentro: (dias: number) => boolean }[] = [
  { clave: 'vencido-60', etiqueta: 'Vencido hace más de 60 días', vencido: true, dentro: (d) => d < -60 },
  { clave: 'vencido-31-60', etiqueta: 'Vencido hace 31 a 60 días', vencido: true, dentro: (d) => d >= -60 && d < -30 },
  { clave: 'vencido-1-30', etiqueta: 'Vencido hace 1 a 30 días', vencido: true, dentro: (d) => d >= -30 && d < 0 },
  { clave: 'vence-0-7', etiqueta: 'Vence en los próximos 7 días', vencido: false, dentro: (d) => d >= 0 && d <= 7 },
  { clave: 'vence-8-30', etiqueta: 'Vence en 8 a 30 días', vencido: false, dentro: (d) => d > 7 && d <= 30 },
  { clave: 'vence-31', etiqueta: 'Vence en más de 30 días', vencido: false, dentro: (d) => d > 30 },
];

/**
 * Balance, overdue and due amounts on `hoy` by aging bucket, of one pharmacy or (a group's) of several together; the
 * unpaid vouchers newest first.
 */
export async function composicionDeuda(db: Db, farmacias: number | readonly number[], hoy: string): Promise<ComposicionDeuda> {
  const ids = typeof farmacias === 'number' ? [farmacias] : [...farmacias];
  const saldos = await saldosPorFarmacia(db, ids);
  const saldo = redondear([...saldos.values()].reduce((s, v) => s + v, 0));
  const lista = await impagos(db, ids);
  const tramos: TramoDeuda[] = TRAMOS.map((t) => ({ clave: t.clave, etiqueta: t.etiqueta, vencido: t.vencido, importe: 0, cantidad: 0 }));
  for (const i of lista) {
    const dias = diasEntre(hoy, i.fechaVencimiento ?? i.fechaMovimiento);
    const n = TRAMOS.findIndex((t) => t.dentro(dias));
    tramos[n]!.importe = redondear(tramos[n]!.importe + i.pendiente);
    tramos[n]!.cantidad++;
  }
  const vencido = redondear(tramos.filter((t) => t.vencido).reduce((s, t) => s + t.importe, 0));
  const aVencer = redondear(tramos.filter((t) => !t.vencido).reduce((s, t) => s + t.importe, 0));
  return { farmaciaId: typeof farmacias === 'number' ? farmacias : null, hoy, saldo, vencido, aVencer, tramos, impagos: lista.reverse() };
}

const aMovimiento = (m: typeof movimientoCuenta.$inferSelect): MovimientoCuenta => ({
  checkFactura: m.checkFactura,
  descFC: m.descFc,
  idFactura: m.facturaId,
  fechaMovimiento: m.fechaMovimiento,
  fechaVencimiento: m.fechaVencimiento,
  idfarmacia: m.farmaciaId,
  importe: m.importe,
  tipoComprobante: m.tipoComprobante,
  nroComprobante: m.nroComprobante,
  puntoDeVenta: m.puntoDeVenta,
  remito: m.remito,
  remito2: m.remito2,
  respuestaAFIP: m.respuestaAfip,
});

const entreDias = (farmacias: readonly number[], desde: string, hasta: string) =>
  and(inArray(movimientoCuenta.farmaciaId, [...farmacias]), gte(movimientoCuenta.fechaMovimiento, desde), lte(movimientoCuenta.fechaMovimiento, hasta));

/** Movements of the pharmacies between two calendar days (inclusive), oldest first. */
export async function movimientosEntre(db: Db, farmacias: readonly number[], desde: string, hasta: string): Promise<MovimientoCuenta[]> {
  if (farmacias.length === 0) return [];
  const filas = await db.select().from(movimientoCuenta).where(entreDias(farmacias, desde, hasta)).orderBy(asc(movimientoCuenta.fechaMovimiento), asc(movimientoCuenta.id));
  return filas.map(aMovimiento);
}

const listaMovimientos = definirLista({
  campos: {
    fechaMovimiento: { columna: movimientoCuenta.fechaMovimiento, tipo: 'fecha' },
    fechaVencimiento: { columna: movimientoCuenta.fechaVencimiento, tipo: 'fecha' },
    importe: { columna: movimientoCuenta.importe, tipo: 'numero' },
    tipoComprobante: { columna: movimientoCuenta.tipoComprobante, tipo: 'numero' },
    nroComprobante: { columna: movimientoCuenta.nroComprobante, tipo: 'numero' },
    remito: { columna: movimientoCuenta.remito, tipo: 'numero' },
  },
  ordenPorDefecto: 'fechaMovimiento',
  desempate: movimientoCuenta.id,
});

/** One page of a pharmacy's movements between two days (oldest first unless sorted), with the count of them all. */
export async function paginaMovimientos(db: Db, farmaciaId: number, desde: string, hasta: string, consulta: ConsultaLista): Promise<{ items: MovimientoCuenta[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaMovimientos, consulta);
  const condicion = and(entreDias([farmaciaId], desde, hasta), where);
  const [filas, [fila]] = await Promise.all([
    db.select().from(movimientoCuenta).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(movimientoCuenta).where(condicion),
  ]);
  return { items: filas.map(aMovimiento), total: fila?.total ?? 0 };
}

/** The pharmacy's balance at the end of the day before `dia`: where a range's running balance starts. */
export async function saldoAntesDe(db: Db, farmaciaId: number, dia: string): Promise<number> {
  const [fila] = await db
    .select({ s: sql<string>`coalesce(sum(${movimientoCuenta.importe}), 0)` })
    .from(movimientoCuenta)
    .where(and(eq(movimientoCuenta.farmaciaId, farmaciaId), lt(movimientoCuenta.fechaMovimiento, dia)));
  return redondear(Number(fila?.s ?? 0));
}

const LOTE_MOVIMIENTOS = 2_000;

/**
 * A pharmacy's movements between two days, oldest first, read from the database a batch at a time (keyset on day and
 * id), so a download of years holds one batch in memory, not the whole range.
 */
export async function* recorrerMovimientos(db: Db, farmaciaId: number, desde: string, hasta: string): AsyncGenerator<MovimientoCuenta[]> {
  let ultimo: { dia: string; id: number } | null = null;
  for (;;) {
    const despues: ReturnType<typeof or> = ultimo
      ? or(gt(movimientoCuenta.fechaMovimiento, ultimo.dia), and(eq(movimientoCuenta.fechaMovimiento, ultimo.dia), gt(movimientoCuenta.id, ultimo.id)))
      : undefined;
    const filas: (typeof movimientoCuenta.$inferSelect)[] = await db
      .select()
      .from(movimientoCuenta)
      .where(and(entreDias([farmaciaId], desde, hasta), despues))
      .orderBy(asc(movimientoCuenta.fechaMovimiento), asc(movimientoCuenta.id))
      .limit(LOTE_MOVIMIENTOS);
    if (filas.length === 0) return;
    yield filas.map(aMovimiento);
    const fin: typeof movimientoCuenta.$inferSelect = filas[filas.length - 1]!;
    ultimo = { dia: fin.fechaMovimiento, id: fin.id };
    if (filas.length < LOTE_MOVIMIENTOS) return;
  }
}

/** Monday and Sunday of the week of `hoy` (`weeksAgo` weeks before). */
export function semana(hoy: string, semanasAtras = 0): { desde: string; hasta: string } {
  const diaSemana = new Date(`${hoy}T12:00:00Z`).getUTCDay();
  const desde = sumarDias(hoy, -((diaSemana + 6) % 7) - 7 * semanasAtras);
  return { desde, hasta: sumarDias(desde, 6) };
}

export async function totalOperacionesSemana(db: Db, farmacias: readonly number[], hoy: string): Promise<TotalOperacionesSemana> {
  const actual = semana(hoy);
  const anterior = semana(hoy, 1);
  const movs = await movimientosEntre(db, farmacias, anterior.desde, actual.hasta);
  const totales = (desde: string, hasta: string) => {
    const de = movs.filter((m) => m.fechaMovimiento >= desde && m.fechaMovimiento <= hasta);
    return {
      debitos: redondear(de.filter((m) => m.importe > 0).reduce((s, m) => s + m.importe, 0)),
      creditos: redondear(-de.filter((m) => m.importe < 0).reduce((s, m) => s + m.importe, 0)),
      cantidad: de.length,
    };
  };
  const a = totales(actual.desde, actual.hasta);
  const b = totales(anterior.desde, anterior.hasta);
  return {
    ...actual,
    ...a,
    anteriorDesde: anterior.desde,
    anteriorHasta: anterior.hasta,
    anteriorDebitos: b.debitos,
    anteriorCreditos: b.creditos,
    anteriorCantidad: b.cantidad,
  };
}

/** Debit and credit totals of each pharmacy's movements by week (Monday), for the weekly statements. */
export async function totalesPorSemana(
  db: Db | Tx,
  farmacias: readonly number[] | null,
  desde: string,
): Promise<{ farmaciaId: number; lunes: string; debitos: number; creditos: number }[]> {
  if (farmacias?.length === 0) return [];
  const lunes = sql<string>`(${movimientoCuenta.fechaMovimiento} - ((extract(isodow from ${movimientoCuenta.fechaMovimiento})::int - 1)))::date::text`;
  const filas = await db
    .select({
      farmaciaId: movimientoCuenta.farmaciaId,
      lunes,
      debitos: sql<string>`coalesce(sum(${movimientoCuenta.importe}) filter (where ${movimientoCuenta.importe} > 0), 0)`,
      creditos: sql<string>`coalesce(-sum(${movimientoCuenta.importe}) filter (where ${movimientoCuenta.importe} < 0), 0)`,
    })
    .from(movimientoCuenta)
    .where(and(farmacias ? inArray(movimientoCuenta.farmaciaId, [...farmacias]) : undefined, gte(movimientoCuenta.fechaMovimiento, desde)))
    .groupBy(movimientoCuenta.farmaciaId, lunes)
    .orderBy(asc(movimientoCuenta.farmaciaId), asc(lunes));
  return filas.map((f) => ({ farmaciaId: f.farmaciaId, lunes: f.lunes, debitos: redondear(Number(f.debitos)), creditos: redondear(Number(f.creditos)) }));
}

/** Each pharmacy's first movement day (where its statements start). */
export async function primerMovimiento(db: Db | Tx, farmacias: readonly number[] | null): Promise<Map<number, string>> {
  const filas = await db
    .select({ farmaciaId: movimientoCuenta.farmaciaId, dia: sql<string>`min(${movimientoCuenta.fechaMovimiento})::text` })
    .from(movimientoCuenta)
    .where(farmacias ? inArray(movimientoCuenta.farmaciaId, [...farmacias]) : undefined)
    .groupBy(movimientoCuenta.farmaciaId);
  return new Map(filas.map((f) => [f.farmaciaId, f.dia]));
}

