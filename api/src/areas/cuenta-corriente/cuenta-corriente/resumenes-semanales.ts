import PDFDocument from 'pdfkit';
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ResumenSemanal } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { noEncontrado } from '../../../errores.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { buscarArchivo, guardarArchivo } from '../../../plataforma/archivo/index.js';
import { sumarDias } from '../../../reloj.js';
import { movimientosEntre, primerMovimiento, redondear, semana, totalesPorSemana } from './service.js';
import { resumenSemanal } from './tablas.js';

/** The download kind (SPEC §4 "weekly summaries") under which each statement's PDF is listed. */
export const TIPO_ARCHIVO_RESUMEN = 'resumen-semanal';
/** Arbitrary constant: the advisory lock under which statements are numbered and written, one process at a time. */
const LOCK_RESUMENES = 720_260_301;
const PRIMER_NUMERO = 10_001;
/**
 * How many statement files a pharmacy keeps: more than it will ever have (twenty years of weeks), because each file is
 * named by its statement (a foreign key) and must never be dropped as "old".
 */
const ARCHIVOS_POR_FARMACIA = 1_040;

const aResumen = (r: typeof resumenSemanal.$inferSelect): ResumenSemanal => ({
  id: r.id,
  farmaciaId: r.farmaciaId,
  nroResumen: r.nroResumen,
  desde: r.desde,
  hasta: r.hasta,
  fechaVencimiento: r.fechaVencimiento,
  debitos: r.debitos,
  creditos: r.creditos,
  saldo: r.saldo,
});

const listaResumenes = definirLista({
  campos: {
    hasta: { columna: resumenSemanal.hasta, tipo: 'fecha' },
    nroResumen: { columna: resumenSemanal.nroResumen, tipo: 'numero' },
    farmaciaId: { columna: resumenSemanal.farmaciaId, tipo: 'numero' },
    saldo: { columna: resumenSemanal.saldo, tipo: 'numero' },
  },
  ordenPorDefecto: '-hasta',
  desempate: resumenSemanal.id,
});

/** One page of the weekly statements of the pharmacies whose week ends between two days (newest first unless sorted). */
export async function resumenesSemanales(db: Db, farmacias: readonly number[], desde: string, hasta: string, consulta: ConsultaLista): Promise<{ items: ResumenSemanal[]; total: number }> {
  if (farmacias.length === 0) return { items: [], total: 0 };
  const { where, orderBy, limit, offset } = traducirConsulta(listaResumenes, consulta);
  const condicion = and(inArray(resumenSemanal.farmaciaId, [...farmacias]), gte(resumenSemanal.hasta, desde), lte(resumenSemanal.hasta, hasta), where);
  const [filas, [fila]] = await Promise.all([
    db.select().from(resumenSemanal).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(resumenSemanal).where(condicion),
  ]);
  return { items: filas.map(aResumen), total: fila?.total ?? 0 };
}

const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });
const dmy = (d: string | null) => (d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '--');

/** The statement's file: its totals and the week's movements, as a PDF (pdfkit). */
async function dibujarPdf(db: Db, r: typeof resumenSemanal.$inferSelect): Promise<Buffer> {
  const movimientos = await movimientosEntre(db, [r.farmaciaId], r.desde, r.hasta);
  const anterior = redondear(r.saldo - r.debitos + r.creditos);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Resumen semanal ${r.nroResumen}`, Subject: `Farmacia ${r.farmaciaId} - semana del ${dmy(r.desde)} al ${dmy(r.hasta)}`, Author: 'Drogueria del Sur S.A.' },
  });
  const partes: Buffer[] = [];
  doc.on('data', (p: Buffer) => partes.push(p));
  const fin = new Promise<Buffer>((listo) => doc.on('end', () => listo(Buffer.concat(partes))));
  doc.font('Helvetica-Bold').fontSize(16).text(`Resumen semanal N° ${r.nroResumen}`);
  doc.font('Helvetica').fontSize(10).text(`Farmacia ${r.farmaciaId} — semana del ${dmy(r.desde)} al ${dmy(r.hasta)} — vence el ${dmy(r.fechaVencimiento)}`);
  doc.moveDown().text(`Saldo anterior: ${pesos.format(anterior)}    Débitos: ${pesos.format(r.debitos)}    Créditos: ${pesos.format(r.creditos)}    Saldo: ${pesos.format(r.saldo)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(9).text('Fecha        Comprobante                                   Importe');
  doc.font('Helvetica');
  for (const m of movimientos) doc.text(`${dmy(m.fechaMovimiento)}   ${m.descFC.padEnd(44)} ${pesos.format(m.importe)}`);
  if (movimientos.length === 0) doc.text('Sin movimientos en la semana.');
  doc.end();
  return fin;
}

export const nombreArchivoResumen = (r: { nroResumen: number; hasta: string }) => `Resumen semanal ${r.nroResumen} al ${dmy(r.hasta).replaceAll('/', '-')}.pdf`;

/**
 * The statement's PDF: the file the statements job filed under the weekly-summaries download kind, or (a statement
 * older than the job keeps files for) drawn now. A statement out of reach is a 404.
 */
export async function pdfResumenSemanal(db: Db, id: number, farmacias: readonly number[]): Promise<{ nombre: string; datos: Buffer }> {
  const [r] = await db.select().from(resumenSemanal).where(and(eq(resumenSemanal.id, id), inArray(resumenSemanal.farmaciaId, [...farmacias])));
  if (!r) throw noEncontrado('No se encontró el resumen semanal.');
  const nombre = nombreArchivoResumen(r);
  const archivado = r.archivoId === null ? null : await buscarArchivo(db, { tipo: TIPO_ARCHIVO_RESUMEN, nombre, id: r.archivoId, farmaciaId: r.farmaciaId, soloId: true });
  return { nombre, datos: archivado?.contenido ?? (await dibujarPdf(db, r)) };
}

export interface OpcionesResumenes {
  /** The distributor's day: statements cover the weeks that ended before this one. */
  hoy: string;
  /** Only these pharmacies (all with movements when absent). */
  farmacias?: readonly number[];
  /** Weeks back from the last closed one whose new statements get their PDF filed now (default 1: the week just closed). */
  semanasConArchivo?: number;
  /** Pharmacies whose new statements get their PDF filed (all when absent). */
  conArchivo?: readonly number[];
}

/**
 * The statements job: for each pharmacy with movements, a weekly statement (Monday to Sunday) of every closed week since
 * its last one (or its first movement), with the week's debits, its credits (payments and credit notes) and the balance
 * at its end, all from the movements; then the PDF of the newest ones filed under the weekly-summaries download kind.
 * Numbered under a lock, and one statement per pharmacy and week (a unique key), so two API processes never write one
 * twice. Returns how many statements it wrote.
 */
export async function generarResumenesSemanales(db: Db, o: OpcionesResumenes): Promise<number> {
  const cerrada = semana(o.hoy, 1).hasta;
  const nuevos = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_RESUMENES})`);
    const ultimos = await tx
      .selectDistinctOn([resumenSemanal.farmaciaId], { farmaciaId: resumenSemanal.farmaciaId, hasta: resumenSemanal.hasta, saldo: resumenSemanal.saldo })
      .from(resumenSemanal)
      .where(o.farmacias ? inArray(resumenSemanal.farmaciaId, [...o.farmacias]) : undefined)
      .orderBy(resumenSemanal.farmaciaId, desc(resumenSemanal.hasta));
    const ultimo = new Map(ultimos.map((u) => [u.farmaciaId, u]));
    const primeros = await primerMovimiento(tx, o.farmacias ?? null);
    const inicio = new Map<number, { lunes: string; saldo: number }>();
    for (const [farmaciaId, dia] of primeros) {
      const u = ultimo.get(farmaciaId);
      const lunes = u ? sumarDias(u.hasta, 1) : semana(dia).desde;
      if (lunes <= cerrada) inicio.set(farmaciaId, { lunes, saldo: u ? Number(u.saldo) : 0 });
    }
    if (inicio.size === 0) return [];
    const desdeMinimo = [...inicio.values()].reduce((m, i) => (i.lunes < m ? i.lunes : m), cerrada);
    const totales = new Map<string, { debitos: number; creditos: number }>();
    for (const t of await totalesPorSemana(tx, [...inicio.keys()], desdeMinimo)) totales.set(`${t.farmaciaId}:${t.lunes}`, t);
    const filas: (typeof resumenSemanal.$inferInsert)[] = [];
    for (const [farmaciaId, { lunes: primero, saldo: saldoInicial }] of inicio) {
      let saldo = saldoInicial;
      for (let lunes = primero; lunes <= cerrada; lunes = sumarDias(lunes, 7)) {
        const t = totales.get(`${farmaciaId}:${lunes}`) ?? { debitos: 0, creditos: 0 };
        saldo = redondear(saldo + t.debitos - t.creditos);
        const hasta = sumarDias(lunes, 6);
        filas.push({ farmaciaId, nroResumen: 0, desde: lunes, hasta, fechaVencimiento: sumarDias(hasta, 7), debitos: t.debitos, creditos: t.creditos, saldo });
      }
    }
    filas.sort((a, b) => a.hasta!.localeCompare(b.hasta!) || a.farmaciaId - b.farmaciaId);
    const [maximo] = await tx.select({ n: sql<number>`coalesce(max(${resumenSemanal.nroResumen}), ${PRIMER_NUMERO - 1})`.mapWith(Number) }).from(resumenSemanal);
    filas.forEach((f, i) => (f.nroResumen = maximo!.n + 1 + i));
    const creados: (typeof resumenSemanal.$inferSelect)[] = [];
    for (let i = 0; i < filas.length; i += 2_000) {
      creados.push(...(await tx.insert(resumenSemanal).values(filas.slice(i, i + 2_000)).onConflictDoNothing().returning()));
    }
    return creados;
  });
  const desdeArchivo = sumarDias(cerrada, -7 * ((o.semanasConArchivo ?? 1) - 1));
  for (const r of nuevos) {
    if (r.hasta < desdeArchivo || (o.conArchivo && !o.conArchivo.includes(r.farmaciaId))) continue;
    await archivarResumen(db, r);
  }
  return nuevos.length;
}

/** Draws a statement's PDF and files it under the weekly-summaries download kind of its pharmacy. */
async function archivarResumen(db: Db, r: typeof resumenSemanal.$inferSelect): Promise<void> {
  const archivo = await guardarArchivo(
    db,
    { tipo: TIPO_ARCHIVO_RESUMEN, nombre: nombreArchivoResumen(r), mime: 'application/pdf', contenido: await dibujarPdf(db, r), farmaciaId: r.farmaciaId },
    ARCHIVOS_POR_FARMACIA,
  );
  await db.update(resumenSemanal).set({ archivoId: archivo.id }).where(eq(resumenSemanal.id, r.id));
}
