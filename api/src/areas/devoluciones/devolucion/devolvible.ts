import { asc, eq, sql } from 'drizzle-orm';
import { normalizarLote } from '@portal/shared/domain';
import type { Db, Tx } from '../../../db/client.js';
import { solicitudInvalida } from '../../../errores.js';
import { unidadesFacturadas } from '../../cuenta-corriente/factura/index.js';
import { ESTADOS_SIN_DEVOLUCION } from './estados.js';
import { devolucionItem } from './tablas.js';

/**
 * What a pharmacy may still return (issue 27): for every kind of return (general, recall, expired), per product and
 * per lot, the units in its returns that were not rejected never exceed the units shipped to it: per product, what
 * its order invoices billed; per lot, what the shipping record says went to it with that lot (a serial is a unit of
 * its lot, and is returned once: `seriesYaDevueltas`). A return's units count as returned from the moment it is sent
 * (a draft does not), and once the distributor answered, only the units it approved.
 *
 * The check runs inside the transaction that writes the return, after `bloquearDevolucionesDeFarmacia`: every return
 * of the pharmacy, of any kind, is written under that lock, so two parallel requests see each other's units.
 */

type Ejecutor = Db | Tx;

export interface Cupo {
  despachadas: number;
  devueltas: number;
}

export const quedan = (c: Cupo | undefined) => Math.max(0, (c?.despachadas ?? 0) - (c?.devueltas ?? 0));

export interface CuposDevolucion {
  /** By troquel. */
  producto: Map<number, Cupo>;
  /** By `claveLote`; only products whose lots are recorded when shipped (lot check or traceable). */
  lote: Map<string, Cupo>;
  /** Troqueles whose lots the shipping record keeps: a lot of another product cannot be judged by lot. */
  conLotes: Set<number>;
}

export const claveLote = (troquel: number, lote: string) => `${troquel}\u0000${lote}`;

/**
 * The pharmacy's shipped and returned units of these products, per product and per lot. `excepto`: the return the
 * returns job is judging, left out; of the others only those created before it and those already approved count (the
 * job's order: first sent, first credited).
 */
export async function cuposDevolucion(db: Ejecutor, farmaciaId: number, troqueles: readonly number[], opciones: { excepto?: number } = {}): Promise<CuposDevolucion> {
  const unicos = [...new Set(troqueles)];
  const cupos: CuposDevolucion = { producto: new Map(), lote: new Map(), conLotes: new Set() };
  if (unicos.length === 0) return cupos;
  const lista = sql.raw(unicos.map(Number).join(','));
  const excepto = opciones.excepto ?? 0;
  const [facturadas, lotes, devueltas] = await Promise.all([
    unidadesFacturadas(db, farmaciaId, unicos),
    db.execute(sql`
      select troquel, lote, sum(cantidad)::int as unidades from lote_despachado
      where farmacia_id = ${farmaciaId} and troquel in (${lista}) group by troquel, lote`),
    db.execute(sql`
      select di.troquel, di.nro_lote as lote, sum(coalesce(di.cant_aprobada, di.cantidad_items))::int as unidades
      from devolucion_item di join devolucion d on d.id = di.devolucion_id
      where d.farmacia_id = ${farmaciaId} and not d.borrador and d.estado_id not in (${sql.raw(ESTADOS_SIN_DEVOLUCION.join(','))})
        and d.id <> ${excepto} and di.troquel in (${lista})
        and (${excepto} = 0 or d.id < ${excepto} or coalesce(di.cant_aprobada, 0) > 0)
      group by di.troquel, di.nro_lote`),
  ]);
  for (const t of unicos) cupos.producto.set(t, { despachadas: facturadas.get(t) ?? 0, devueltas: 0 });
  for (const f of (lotes as unknown as { rows: { troquel: number; lote: string; unidades: number }[] }).rows) {
    const troquel = Number(f.troquel);
    cupos.conLotes.add(troquel);
    cupos.lote.set(claveLote(troquel, f.lote), { despachadas: Number(f.unidades), devueltas: 0 });
  }
  for (const f of (devueltas as unknown as { rows: { troquel: number; lote: string | null; unidades: number }[] }).rows) {
    const troquel = Number(f.troquel);
    cupos.producto.get(troquel)!.devueltas += Number(f.unidades);
    if (f.lote === null || !cupos.conLotes.has(troquel)) continue;
    const clave = claveLote(troquel, normalizarLote(f.lote));
    const cupo = cupos.lote.get(clave) ?? { despachadas: 0, devueltas: 0 };
    cupo.devueltas += Number(f.unidades);
    cupos.lote.set(clave, cupo);
  }
  return cupos;
}

/** A line of a return as the limit judges it. */
export interface LineaADevolver {
  /** Its place in the request, for the error's field (`items.<n>.cantidad`). */
  n: number;
  /** How the error names it: "Línea 2 (1234567 Ibuprofeno 400)". */
  nombre: string;
  troquel: number;
  /** The lot the units belong to (a serial's lot from the shipping record), or null when not given. */
  lote: string | null;
  cantidad: number;
  /**
   * Whether the lot must be one shipped to the pharmacy (a recall's lots; any lot with `cargaLoteEnDevolucionEstricta`
   * on). Otherwise a lot the shipping record does not know is judged by its product only.
   */
  loteDespachado: boolean;
}

const unidades = (n: number) => `${n} ${n === 1 ? 'unidad' : 'unidades'}`;

/**
 * Refuses, with a 400 naming the line and what is still returnable, a return whose lines would take more of a product
 * or of a lot than was shipped to the pharmacy (net of its earlier returns). Lines are counted in order, so two lines
 * of one lot share its units. Call under `bloquearDevolucionesDeFarmacia`.
 */
export async function exigirDentroDeLoDespachado(tx: Tx, farmaciaId: number, lineas: readonly LineaADevolver[]): Promise<void> {
  if (lineas.length === 0) return;
  const cupos = await cuposDevolucion(tx, farmaciaId, lineas.map((l) => l.troquel));
  for (const l of lineas) {
    const producto = cupos.producto.get(l.troquel)!;
    if (producto.despachadas === 0) {
      throw solicitudInvalida(`${l.nombre}: la farmacia no compró este producto a la distribuidora.`, { [`items.${l.n}.troquel`]: ['No comprado.'] });
    }
    let lote: Cupo | null = null;
    const valor = l.lote === null ? null : normalizarLote(l.lote);
    if (valor !== null && cupos.conLotes.has(l.troquel)) {
      const clave = claveLote(l.troquel, valor);
      const conocido = cupos.lote.get(clave);
      if (conocido) lote = conocido;
      else if (l.loteDespachado) {
        throw solicitudInvalida(`${l.nombre}: el lote ${valor} no se despachó a la farmacia.`, { [`items.${l.n}.lote`]: ['Lote no despachado a la farmacia.'] });
      }
    }
    // The tighter of the two limits is the one named: usually the lot's.
    if (lote && l.cantidad > quedan(lote) && quedan(lote) <= quedan(producto)) throw excedido(l, quedan(lote), `del lote ${valor} (${unidades(lote.despachadas)} ${lote.despachadas === 1 ? 'despachada' : 'despachadas'})`);
    if (l.cantidad > quedan(producto)) throw excedido(l, quedan(producto), `del producto (${unidades(producto.despachadas)} ${producto.despachadas === 1 ? 'facturada' : 'facturadas'})`);
    producto.devueltas += l.cantidad;
    if (lote) lote.devueltas += l.cantidad;
  }
}

function excedido(l: LineaADevolver, restantes: number, de: string) {
  const texto =
    restantes === 0
      ? `${l.nombre}: ya se devolvieron todas las unidades ${de}.`
      : `${l.nombre}: pide ${unidades(l.cantidad)} y sólo ${restantes === 1 ? 'queda' : 'quedan'} ${unidades(restantes)} para devolver ${de}.`;
  return solicitudInvalida(texto, { [`items.${l.n}.cantidad`]: [`Máximo ${restantes}.`] });
}

/** The answer of a return line refused for exceeding what was shipped (migration 0011), and of one approved in part. */
export const RESPUESTA_SUPERA_DESPACHADO = 8;
const RESPUESTA_APROBADO_PARCIAL = 2;

/**
 * The returns job's second look, as it approves a return: its approved units stay within what is still returnable
 * (shipped to the pharmacy less the returns sent before it and those already approved, of any kind), line by line in
 * order; what is beyond is refused with its reason (the line's answer: approved in part, or exceeds what was shipped).
 * A recall's lot counts only if it was shipped to the pharmacy. Returns written before the limit existed (or by any
 * other way into the tables) are thus never credited beyond what was shipped.
 */
export async function aprobarDentroDeLoDespachado(tx: Tx, devolucionId: number, farmaciaId: number, esRecall: boolean): Promise<void> {
  const items = await tx
    .select({ id: devolucionItem.id, troquel: devolucionItem.troquel, lote: devolucionItem.nroLote, aprobadas: devolucionItem.cantAprobada })
    .from(devolucionItem)
    .where(eq(devolucionItem.devolucionId, devolucionId))
    .orderBy(asc(devolucionItem.id));
  const cupos = await cuposDevolucion(tx, farmaciaId, items.map((i) => i.troquel), { excepto: devolucionId });
  for (const i of items) {
    const pedidas = i.aprobadas ?? 0;
    if (pedidas <= 0) continue;
    const producto = cupos.producto.get(i.troquel)!;
    const clave = i.lote === null ? null : claveLote(i.troquel, normalizarLote(i.lote));
    const lote = clave !== null && cupos.conLotes.has(i.troquel) && (esRecall || cupos.lote.has(clave)) ? (cupos.lote.get(clave) ?? { despachadas: 0, devueltas: 0 }) : null;
    const aprobadas = Math.min(pedidas, quedan(producto), lote ? quedan(lote) : pedidas);
    producto.devueltas += aprobadas;
    if (lote && clave) cupos.lote.set(clave, { ...lote, devueltas: lote.devueltas + aprobadas });
    if (aprobadas === pedidas) continue;
    await tx
      .update(devolucionItem)
      .set({ cantAprobada: aprobadas, respuestaId: aprobadas > 0 ? RESPUESTA_APROBADO_PARCIAL : RESPUESTA_SUPERA_DESPACHADO })
      .where(eq(devolucionItem.id, i.id));
  }
}
