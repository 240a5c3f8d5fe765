import { and, asc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Combo } from '@portal/shared/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { agruparConTroqueles, columnasCabecera } from '../con-troqueles.js';
import { combo, comboItem } from './tablas.js';

/** Active and within its validity. */
const vigente = (ahora: Date): SQL => and(eq(combo.activo, true), lte(combo.inicioVigencia, ahora), gte(combo.finVigencia, ahora))!;

/** `GET /api/combo/disponible-con-troqueles`: every combo current now, with its requirement and reward lines. */
export async function combosDisponibles(db: Db, ahora: Date): Promise<Combo[]> {
  const filas = await db
    .select({
      cabecera: { ...columnasCabecera(combo), modoRequisito: combo.modoRequisito, modoPremio: combo.modoPremio, cantidadModo3: combo.cantidadModo3 },
      troquel: { troquel: comboItem.troquel, cantidad: comboItem.cantidad, premio: comboItem.premio, descuento: comboItem.descuento },
    })
    .from(combo)
    .innerJoin(comboItem, eq(comboItem.comboId, combo.id))
    .where(vigente(ahora))
    .orderBy(asc(combo.id), asc(comboItem.premio), asc(comboItem.troquel));
  return agruparConTroqueles(filas);
}

/** For each troquel that belongs to a current combo, the lowest such combo id (the price call points the searcher to it). */
export async function comboDeTroqueles(db: Db, troqueles: readonly number[], ahora: Date): Promise<Map<number, number>> {
  const porTroquel = new Map<number, number>();
  if (troqueles.length === 0) return porTroquel;
  const filas = await db
    .select({ troquel: comboItem.troquel, comboId: comboItem.comboId })
    .from(comboItem)
    .innerJoin(combo, eq(combo.id, comboItem.comboId))
    .where(and(inArray(comboItem.troquel, [...new Set(troqueles)]), vigente(ahora)))
    .orderBy(asc(comboItem.comboId));
  for (const { troquel, comboId } of filas) if (!porTroquel.has(troquel)) porTroquel.set(troquel, comboId);
  return porTroquel;
}

/** Key of a combo line: the same troquel may be in several combos. */
export const claveLineaCombo = (comboId: number, troquel: number) => `${comboId}:${troquel}`;

/** The discount of each of these combo lines, by `claveLineaCombo` (lines that are not in their combo are absent). */
export async function descuentosDeLineasCombo(db: Db | Tx, lineas: readonly { comboId: number; troquel: number }[]): Promise<Map<string, number>> {
  if (lineas.length === 0) return new Map();
  const filas = await db
    .select({ comboId: comboItem.comboId, troquel: comboItem.troquel, descuento: comboItem.descuento })
    .from(comboItem)
    .where(or(...lineas.map((l) => and(eq(comboItem.comboId, l.comboId), eq(comboItem.troquel, l.troquel)))));
  return new Map(filas.map((f) => [claveLineaCombo(f.comboId, f.troquel), f.descuento]));
}

/** A combo as stored, with its requirement and reward lines; null when it does not exist. */
export async function comboConLineas(db: Db | Tx, comboId: number) {
  const [[cabecera], lineas] = await Promise.all([
    db.select().from(combo).where(eq(combo.id, comboId)),
    db.select({ troquel: comboItem.troquel, cantidad: comboItem.cantidad, premio: comboItem.premio }).from(comboItem).where(eq(comboItem.comboId, comboId)),
  ]);
  return cabecera ? { ...cabecera, lineas } : null;
}
