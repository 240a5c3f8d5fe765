import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { ItemRecall, Recall } from '@portal/shared/contracts';
import { normalizarLote } from '@portal/shared/domain';
import type { Db, Tx } from '../../../db/client.js';
import { noEncontrado } from '../../../errores.js';
import { recall, recallItem } from './tablas.js';
import * as reloj from '../../../reloj.js';

const ACTIVO = 1;
type Ejecutor = Db | Tx;

const aRecall = (r: typeof recall.$inferSelect): Recall => ({
  id: r.id,
  nombre: r.nombre,
  estado: r.estado,
  fechaCreacion: r.fechaCreacion.toISOString(),
  fechaPublicacion: r.fechaPublicacion?.toISOString() ?? null,
  fechaCaducidad: r.fechaCaducidad?.toISOString() ?? null,
});

/** Published and in force: active, published already and not past its term. */
const vigente = (ahora: Date) => and(eq(recall.estado, ACTIVO), isNotNull(recall.fechaPublicacion), lte(recall.fechaPublicacion, ahora), gte(recall.fechaCaducidad, ahora));

export async function recallsVigentes(db: Db, ahora = reloj.ahora()): Promise<Recall[]> {
  return (await db.select().from(recall).where(vigente(ahora)).orderBy(asc(recall.fechaCaducidad))).map(aRecall);
}

/** A published recall (deleted or unpublished ones are a 404 for pharmacies). */
export async function obtenerRecall(db: Ejecutor, id: number): Promise<Recall> {
  const [r] = await db.select().from(recall).where(and(eq(recall.id, id), isNotNull(recall.fechaPublicacion), inArray(recall.estado, [ACTIVO])));
  if (!r) throw noEncontrado('No se encontró el recall.');
  return aRecall(r);
}

/** Whether a recall is in force now (a return for one that is not is refused). */
export async function esVigente(db: Ejecutor, id: number, ahora = reloj.ahora()): Promise<boolean> {
  return (await db.select({ id: recall.id }).from(recall).where(and(eq(recall.id, id), vigente(ahora)))).length > 0;
}

/** Whether the laboratory still keeps the recall active (a return of a recall it withdrew is rejected as a whole). */
export async function sigueActivo(db: Ejecutor, id: number): Promise<boolean> {
  return (await db.select({ id: recall.id }).from(recall).where(and(eq(recall.id, id), eq(recall.estado, ACTIVO)))).length > 0;
}

/** Names of these recalls by id, whatever their state (a return's history shows the recall it was made for). */
export async function nombresRecalls(db: Ejecutor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await db.select({ id: recall.id, nombre: recall.nombre }).from(recall).where(inArray(recall.id, [...new Set(ids)]))).map((r) => [r.id, r.nombre]));
}

/**
 * The lots a recall in force withdraws, by troquel, normalised, with their expiry: empty when the recall is not in
 * force, so nothing checks against it.
 */
export async function lotesDeRecallVigente(db: Ejecutor, id: number, ahora = reloj.ahora()): Promise<Map<number, Map<string, string>>> {
  const filas = await db
    .select({ troquel: recallItem.troquel, lotes: recallItem.lotesYVencimientos })
    .from(recallItem)
    .innerJoin(recall, eq(recall.id, recallItem.recallId))
    .where(and(eq(recallItem.recallId, id), vigente(ahora)));
  return new Map(filas.map((f) => [f.troquel, new Map(f.lotes.map((l) => [normalizarLote(l.lote), l.fechaVencimiento.slice(0, 10)]))]));
}

/** A line of a recall: a product and the lots (with their expiries) the laboratory withdraws. */
export type LineaRecall = Pick<ItemRecall, 'recallId' | 'troquel' | 'lotesYVencimientos'>;

/**
 * The lines of these recalls in force (a recall in preparation, deleted or past its term gives none), by recall and
 * troquel. What the pharmacy bought of those lots is the returns module's (it keeps what was shipped).
 */
export async function lineasDeRecallsVigentes(db: Ejecutor, recallIds: readonly number[], ahora = reloj.ahora()): Promise<LineaRecall[]> {
  if (recallIds.length === 0) return [];
  return db
    .select({ recallId: recallItem.recallId, troquel: recallItem.troquel, lotesYVencimientos: recallItem.lotesYVencimientos })
    .from(recallItem)
    .innerJoin(recall, eq(recall.id, recallItem.recallId))
    .where(and(inArray(recallItem.recallId, [...new Set(recallIds)]), vigente(ahora)))
    .orderBy(asc(recallItem.recallId), asc(recallItem.troquel));
}

/** For each troquel, the recalls in force that include it. */
export async function presenciaEnRecalls(db: Db, troqueles: readonly number[], ahora = reloj.ahora()): Promise<{ troquel: number; recallIds: number[] }[]> {
  if (troqueles.length === 0) return [];
  const filas = await db
    .select({ troquel: recallItem.troquel, recallId: recallItem.recallId })
    .from(recallItem)
    .innerJoin(recall, eq(recall.id, recallItem.recallId))
    .where(and(inArray(recallItem.troquel, [...new Set(troqueles)]), vigente(ahora)));
  return [...new Set(troqueles)].map((troquel) => ({ troquel, recallIds: filas.filter((f) => f.troquel === troquel).map((f) => f.recallId) }));
}
