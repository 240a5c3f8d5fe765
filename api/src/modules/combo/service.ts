import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Combo } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { combo, comboItem } from '../../db/schema/index.js';

/** Active and within its validity. */
const vigente = (ahora: Date): SQL => and(eq(combo.activo, true), lte(combo.inicioVigencia, ahora), gte(combo.finVigencia, ahora))!;

/** `GET /api/combo/disponible-con-troqueles`: every combo current now, with its requirement and reward lines. */
export async function combosDisponibles(db: Db, ahora: Date): Promise<Combo[]> {
  const filas = await db
    .select({
      id: combo.id,
      leyenda: combo.leyenda,
      inicioVigencia: combo.inicioVigencia,
      finVigencia: combo.finVigencia,
      plazo: combo.plazo,
      plazoFijo: combo.plazoFijo,
      modoRequisito: combo.modoRequisito,
      modoPremio: combo.modoPremio,
      cantidadModo3: combo.cantidadModo3,
      troquel: comboItem.troquel,
      cantidad: comboItem.cantidad,
      premio: comboItem.premio,
      descuento: comboItem.descuento,
    })
    .from(combo)
    .innerJoin(comboItem, eq(comboItem.comboId, combo.id))
    .where(vigente(ahora))
    .orderBy(asc(combo.id), asc(comboItem.premio), asc(comboItem.troquel));
  const combos = new Map<number, Combo>();
  for (const { troquel, cantidad, premio, descuento, ...cabecera } of filas) {
    let actual = combos.get(cabecera.id);
    if (!actual) {
      actual = {
        ...cabecera,
        inicioVigencia: cabecera.inicioVigencia.toISOString(),
        finVigencia: cabecera.finVigencia.toISOString(),
        troqueles: [],
      };
      combos.set(cabecera.id, actual);
    }
    actual.troqueles.push({ troquel, cantidad, premio, descuento });
  }
  return [...combos.values()];
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
