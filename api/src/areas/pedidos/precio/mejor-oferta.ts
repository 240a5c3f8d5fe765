import type { LineaMejorOferta, MejorCondicion } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { leerCondicionesFarmacia } from '../../../plataforma/farmacia/index.js';
import { ofertasDeTroqueles, type OfertaDeTroquel } from '../oferta/index.js';
import * as reloj from '../../../reloj.js';

/** Whether the line's whole quantity fits in the offer's per-order maximum and in the units it has left. */
const cabe = (o: OfertaDeTroquel, cantidad: number) =>
  cantidad <= (o.cantidadMaxima ?? Infinity) && cantidad <= (o.cantidadDisponible ?? Infinity);

/** Best first: larger discount, then the oldest offer, so the answer does not depend on the order rows arrive in. */
const mejorPrimero = (a: OfertaDeTroquel, b: OfertaDeTroquel) => b.descuento - a.descuento || a.ofertaId - b.ofertaId;

/**
 * SPEC §3 "Best condition", line by line: the best current offer whose minimum the line's own quantity reaches and
 * whose limits hold the whole quantity (0 when none). The quantity is kept: a line is never cut to fit an offer.
 */
export function mejorOfertaPorLinea(lineas: readonly LineaMejorOferta[], ofertas: ReadonlyMap<number, OfertaDeTroquel[]>): MejorCondicion[] {
  return lineas.map(({ troquel, cantidad }) => {
    const elegida = (ofertas.get(troquel) ?? [])
      .filter((o) => cantidad >= o.cantidadMinima && cabe(o, cantidad))
      .sort(mejorPrimero)[0];
    return { troquel, ofertaId: elegida?.ofertaId ?? 0, cantidad };
  });
}

/**
 * Like `mejorOfertaPorLinea`, but an offer's minimum may be reached by the units of every line ordered under that offer
 * together ("6 units among these troqueles"). Each line starts at its best candidate; an offer whose lines together do
 * not reach a line's minimum loses that line, which falls back to its next candidate; this repeats until nothing
 * changes. A line whose own quantity reaches the minimum never loses its offer, so the answer is never worse than
 * the line-by-line one.
 */
export function mejorOfertaCombinada(lineas: readonly LineaMejorOferta[], ofertas: ReadonlyMap<number, OfertaDeTroquel[]>): MejorCondicion[] {
  const candidatas = lineas.map(({ troquel, cantidad }) => (ofertas.get(troquel) ?? []).filter((o) => cabe(o, cantidad)).sort(mejorPrimero));
  const elegida = candidatas.map(() => 0);
  for (let cambio = true; cambio; ) {
    cambio = false;
    const unidadesPorOferta = new Map<number, number>();
    lineas.forEach((linea, i) => {
      const o = candidatas[i]![elegida[i]!];
      if (o) unidadesPorOferta.set(o.ofertaId, (unidadesPorOferta.get(o.ofertaId) ?? 0) + linea.cantidad);
    });
    lineas.forEach((_linea, i) => {
      const o = candidatas[i]![elegida[i]!];
      if (o && (unidadesPorOferta.get(o.ofertaId) ?? 0) < o.cantidadMinima) {
        elegida[i]! += 1;
        cambio = true;
      }
    });
  }
  return lineas.map(({ troquel, cantidad }, i) => ({ troquel, ofertaId: candidatas[i]![elegida[i]!]?.ofertaId ?? 0, cantidad }));
}

export async function mejorOferta(
  db: Db,
  farmaciaId: number,
  lineas: readonly LineaMejorOferta[],
  combinada: boolean,
  ahora = reloj.ahora(),
): Promise<MejorCondicion[]> {
  const { socio } = await leerCondicionesFarmacia(db, farmaciaId);
  const ofertas = await ofertasDeTroqueles(db, lineas.map((l) => l.troquel), { socio, ahora });
  return combinada ? mejorOfertaCombinada(lineas, ofertas) : mejorOfertaPorLinea(lineas, ofertas);
}
