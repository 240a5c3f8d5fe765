import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizarLote } from '@portal/shared/domain';
import type { Db, Tx } from '../../../db/client.js';
import { lineasDespachadas } from '../../cuenta-corriente/factura/index.js';
import { productosConValidacion } from '../../pedidos/producto/index.js';
import { loteDespachado } from './tablas.js';
import { claveLote, cuposDevolucion, quedan } from './devolvible.js';

/** Product flag bit 1: traceable, one serial per unit (SPEC §4). */
export const FLAG_TRAZABLE = 1;
const DIA_MS = 86_400_000;
/** What the distributor ships expires about a year and a half later. */
const DIAS_VIDA_UTIL = 540;

type Ejecutor = Db | Tx;

export interface LineaDespachada {
  farmaciaId: number;
  facturaId: number;
  pedidoId: number | null;
  pedidoItemId: number;
  troquel: number;
  cantidad: number;
  trazable: boolean;
  tieneLote: boolean;
}

const dosDigitos = (n: number) => String(n).padStart(2, '0');

/**
 * The lots and serials shipped on one invoice line, deterministic so the seed and the fulfilment job agree: the lot is
 * the product's batch of the shipping month, a traceable unit's serial is unique by order line and unit.
 */
export function lotesDeLinea(l: LineaDespachada, fecha: Date): (typeof loteDespachado.$inferInsert)[] {
  if (!l.trazable && !l.tieneLote) return [];
  const lote = normalizarLote(`L${String(l.troquel).slice(-4)}${String(fecha.getUTCFullYear()).slice(2)}${dosDigitos(fecha.getUTCMonth() + 1)}`);
  const fechaVencimiento = new Date(fecha.getTime() + DIAS_VIDA_UTIL * DIA_MS).toISOString().slice(0, 10);
  const base = { farmaciaId: l.farmaciaId, facturaId: l.facturaId, pedidoId: l.pedidoId, pedidoItemId: l.pedidoItemId, troquel: l.troquel, lote, fechaVencimiento };
  if (!l.trazable) return [{ ...base, nroSerie: null, cantidad: l.cantidad }];
  return Array.from({ length: l.cantidad }, (_, i) => ({ ...base, nroSerie: serieDeUnidad(l.pedidoItemId, i), cantidad: 1 }));
}

/** A traceable unit's serial: 'S', the order line (9 digits) and the unit (3 digits), 13 characters. */
export const serieDeUnidad = (pedidoItemId: number, unidad: number) => `S${String(pedidoItemId).padStart(9, '0')}${String(unidad + 1).padStart(3, '0')}`;

/** Records what an invoice shipped: its lines (the invoice module's) with their products' lot and traceability flags. */
export async function registrarDespacho(tx: Tx, facturaId: number, fecha: Date): Promise<void> {
  const lineas = await lineasDespachadas(tx, facturaId);
  const productos = await productosConValidacion(tx, lineas.map((l) => l.troquel));
  const filas = lineas.flatMap((l) => {
    const p = productos.get(l.troquel);
    return p ? lotesDeLinea({ ...l, facturaId, trazable: p.trazable, tieneLote: p.tieneLote }, fecha) : [];
  });
  if (filas.length > 0) await tx.insert(loteDespachado).values(filas);
}

/** Where a shipped unit must be found: anywhere sold to the pharmacy, or on one invoice or one order. */
export type AlcanceDespacho = { facturaId?: number; pedidoId?: number };

export interface Despachado {
  troquel: number;
  /** The value looked up: a serial, or a lot. */
  valor: string;
  lote: string;
  fechaVencimiento: string;
}

/**
 * The shipped units matching these values, in one statement whatever their count: a serial is looked up among the
 * pharmacy's traceable units, a lot among its shipped lots (earliest expiry when shipped more than once).
 */
export async function buscarDespachados(
  db: Ejecutor,
  farmaciaId: number,
  valores: readonly { troquel: number; valor: string; serie: boolean }[],
  alcance: AlcanceDespacho = {},
): Promise<Map<string, Despachado>> {
  if (valores.length === 0) return new Map();
  const donde = alcance.facturaId !== undefined ? sql`ld.factura_id = ${alcance.facturaId}` : alcance.pedidoId !== undefined ? sql`ld.pedido_id = ${alcance.pedidoId}` : sql`true`;
  const { rows } = (await db.execute(sql`
    select x.troquel, x.valor, min(ld.lote) as lote, min(ld.fecha_vencimiento)::text as venc
    from json_to_recordset(${JSON.stringify(valores)}::json) as x(troquel int, valor text, serie boolean)
    join lote_despachado ld on ld.troquel = x.troquel and ld.farmacia_id = ${farmaciaId}
      and ((x.serie and ld.nro_serie = x.valor) or (not x.serie and ld.lote = x.valor))
    where ${donde}
    group by 1, 2`)) as unknown as { rows: { troquel: number; valor: string; lote: string; venc: string }[] };
  return new Map(rows.map((f) => [claveDespacho(Number(f.troquel), f.valor), { troquel: Number(f.troquel), valor: f.valor, lote: f.lote, fechaVencimiento: f.venc.slice(0, 10) }]));
}

export const claveDespacho = (troquel: number, valor: string) => `${troquel}\u0000${valor}`;

/**
 * What the pharmacy bought of these products, by lot: units, units it may still return (bought less its returns of any
 * kind: `cuposDevolucion`) and earliest expiry (the recall pages show its own purchases first, and the limit).
 */
export async function comprasPorLote(
  db: Ejecutor,
  farmaciaId: number,
  troqueles: readonly number[],
): Promise<{ troquel: number; lote: string; cantidad: number; devolvibles: number; fechaVencimiento: string }[]> {
  if (troqueles.length === 0) return [];
  const filas = await db
    .select({
      troquel: loteDespachado.troquel,
      lote: loteDespachado.lote,
      cantidad: sql<number>`sum(${loteDespachado.cantidad})::int`.mapWith(Number),
      fechaVencimiento: sql<string>`min(${loteDespachado.fechaVencimiento})::text`,
    })
    .from(loteDespachado)
    .where(and(eq(loteDespachado.farmaciaId, farmaciaId), inArray(loteDespachado.troquel, [...new Set(troqueles)])))
    .groupBy(loteDespachado.troquel, loteDespachado.lote);
  const cupos = await cuposDevolucion(db, farmaciaId, troqueles);
  return filas.map((f) => ({ ...f, devolvibles: Math.min(quedan(cupos.lote.get(claveLote(f.troquel, f.lote))), quedan(cupos.producto.get(f.troquel))) }));
}
