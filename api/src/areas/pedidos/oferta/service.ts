import { and, asc, eq, gt, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Oferta } from '@portal/shared/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { agruparConTroqueles, columnasCabecera } from '../con-troqueles.js';
import { oferta, ofertaTroquel } from './tablas.js';

/** An offer a pharmacy can order a troquel under right now, with its conditions for that troquel. */
export interface OfertaDeTroquel {
  ofertaId: number;
  troquel: number;
  descuento: number;
  cantidadMinima: number;
  cantidadMaxima: number | null;
  /** Units the offer can still sell in total; null means unlimited. */
  cantidadDisponible: number | null;
}

export interface FiltroOfertas {
  /** A group member (socio) does not get offers that exclude members. */
  socio: boolean;
  ahora: Date;
}

/** Active, within its validity, open to this kind of pharmacy, and with units left for the troquel. */
function disponible({ socio, ahora }: FiltroOfertas): SQL {
  const condiciones = [
    eq(oferta.activa, true),
    lte(oferta.inicioVigencia, ahora),
    gte(oferta.finVigencia, ahora),
    or(isNull(ofertaTroquel.cantidadDisponible), gt(ofertaTroquel.cantidadDisponible, 0))!,
  ];
  if (socio) condiciones.push(eq(oferta.excluyeSocios, false));
  return and(...condiciones)!;
}

/** The offers available for each of these troqueles (troqueles without any are absent from the map). */
export async function ofertasDeTroqueles(db: Db | Tx, troqueles: readonly number[], filtro: FiltroOfertas): Promise<Map<number, OfertaDeTroquel[]>> {
  const porTroquel = new Map<number, OfertaDeTroquel[]>();
  if (troqueles.length === 0) return porTroquel;
  const filas = await db
    .select({
      ofertaId: ofertaTroquel.ofertaId,
      troquel: ofertaTroquel.troquel,
      descuento: ofertaTroquel.descuento,
      cantidadMinima: ofertaTroquel.cantidadMinima,
      cantidadMaxima: ofertaTroquel.cantidadMaxima,
      cantidadDisponible: ofertaTroquel.cantidadDisponible,
    })
    .from(ofertaTroquel)
    .innerJoin(oferta, eq(oferta.id, ofertaTroquel.ofertaId))
    .where(and(inArray(ofertaTroquel.troquel, [...new Set(troqueles)]), disponible(filtro)))
    .orderBy(asc(ofertaTroquel.ofertaId));
  for (const fila of filas) {
    const lista = porTroquel.get(fila.troquel);
    if (lista) lista.push(fila);
    else porTroquel.set(fila.troquel, [fila]);
  }
  return porTroquel;
}

/** `GET /api/oferta/disponible-con-troqueles`: every offer the pharmacy can order now, with the troqueles still available in it. */
export async function ofertasDisponibles(db: Db, filtro: FiltroOfertas): Promise<Oferta[]> {
  const filas = await db
    .select({
      cabecera: { ...columnasCabecera(oferta), descripcion: oferta.descripcion },
      troquel: { troquel: ofertaTroquel.troquel, descuento: ofertaTroquel.descuento, cantidadMinima: ofertaTroquel.cantidadMinima, cantidadMaxima: ofertaTroquel.cantidadMaxima },
    })
    .from(oferta)
    .innerJoin(ofertaTroquel, eq(ofertaTroquel.ofertaId, oferta.id))
    .where(disponible(filtro))
    .orderBy(asc(oferta.id), asc(ofertaTroquel.troquel));
  return agruparConTroqueles(filas);
}

/** The legend of each of these offers, by id. */
export async function leyendasDeOfertas(db: Db | Tx, ofertaIds: readonly number[]): Promise<Map<number, string>> {
  if (ofertaIds.length === 0) return new Map();
  const filas = await db.select({ id: oferta.id, leyenda: oferta.leyenda }).from(oferta).where(inArray(oferta.id, [...ofertaIds]));
  return new Map(filas.map((f) => [f.id, f.leyenda]));
}

/** These offers as stored, each with its lines by troquel, whatever their state (the restriction check says why one fails). */
export async function ofertasConLineas(db: Db, ofertaIds: readonly number[]) {
  if (ofertaIds.length === 0) return new Map<number, FilaOferta & { lineas: Map<number, FilaOfertaTroquel> }>();
  const [ofertas, lineas] = await Promise.all([
    db.select().from(oferta).where(inArray(oferta.id, [...ofertaIds])),
    db.select().from(ofertaTroquel).where(inArray(ofertaTroquel.ofertaId, [...ofertaIds])),
  ]);
  return new Map(ofertas.map((o) => [o.id, { ...o, lineas: new Map(lineas.filter((l) => l.ofertaId === o.id).map((l) => [l.troquel, l])) }]));
}

type FilaOferta = typeof oferta.$inferSelect;
type FilaOfertaTroquel = typeof ofertaTroquel.$inferSelect;
