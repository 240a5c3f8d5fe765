import { sql } from 'drizzle-orm';
import type { ParametrosDevolucion, TipoValidacionLote } from '@portal/shared/domain';
import { EstadoValidacionLote, normalizarLote, validarLineaLocal, validarVencimiento } from '@portal/shared/domain';
import type { VerificacionLote, VerificarLotesBody } from '@portal/shared/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { productosConValidacion } from '../../pedidos/producto/index.js';
import { lotesDeRecallVigente } from '../recall/index.js';
import { buscarDespachados, claveDespacho, type Despachado } from './despacho.js';
import { ESTADOS_SIN_DEVOLUCION } from './estados.js';
import { claveLote, cuposDevolucion, quedan } from './devolvible.js';
import * as reloj from '../../../reloj.js';

/** Where the unit must have come from: any sale to the pharmacy, one invoice, one order, or one recall's lots. */
export type AmbitoVerificacion = 'venta' | 'factura' | 'pedido' | 'recall';

type Ejecutor = Db | Tx;

/** Each product's name and validation type (SPEC §4): a serial per unit for a traceable one, a lot for one with lot check, else none. */
export async function productosDevolucion(db: Ejecutor, troqueles: readonly number[]): Promise<Map<number, { nombre: string; tipo: TipoValidacionLote }>> {
  const productos = await productosConValidacion(db, troqueles);
  return new Map([...productos].map(([t, p]) => [t, { nombre: p.nombre, tipo: p.trazable ? 'serie' : p.tieneLote ? 'lote' : 'ninguno' }]));
}

export async function tiposValidacion(db: Ejecutor, troqueles: readonly number[]): Promise<Map<number, TipoValidacionLote>> {
  return new Map([...(await productosDevolucion(db, troqueles))].map(([t, p]) => [t, p.tipo]));
}

/** Serials of these products already in a return of the pharmacy that went back (drafts, rejected ones and those without approved items aside). */
export async function seriesYaDevueltas(db: Ejecutor, farmaciaId: number, series: readonly { troquel: number; valor: string }[]): Promise<Set<string>> {
  if (series.length === 0) return new Set();
  const { rows } = (await db.execute(
    sql`select di.troquel, di.nro_serie as valor from devolucion_item di join devolucion d on d.id = di.devolucion_id
      join json_to_recordset(${JSON.stringify(series.map((s) => ({ troquel: s.troquel, valor: s.valor })))}::json) as x(troquel int, valor text) on x.troquel = di.troquel and x.valor = di.nro_serie
      where d.farmacia_id = ${farmaciaId} and not d.borrador and d.estado_id not in (${sql.raw(ESTADOS_SIN_DEVOLUCION.join(','))})`,
  )) as unknown as { rows: { troquel: number; valor: string }[] };
  return new Set(rows.map((f) => clave(Number(f.troquel), f.valor)));
}

export const clave = claveDespacho;

export interface OpcionesVerificacion {
  /** The distributor's day the expiry rule compares with (today by default). */
  hoy?: string;
}

/**
 * The batched check of many lots or serials (SPEC §5) in a fixed number of statements whatever their count:
 * 1. the local rules (lengths, empty → pending, a serial twice in one product's values → duplicate), and the expiry
 *    rule on an expiry given with the value (7 outside the current month);
 * 2. one lookup of what was shipped to the pharmacy (on the invoice or order when given): a serial never shipped is a
 *    wrong serial (4), a lot never shipped a wrong lot (3);
 * 3. in a recall check, the recall's lots: a lot it does not withdraw, or a serial shipped with such a lot, is
 *    'Incorrecto por recall' (6);
 * 4. for serials, one lookup of those already in a return of the pharmacy: duplicate (5).
 */
export async function verificarLotes(
  db: Ejecutor,
  farmaciaId: number,
  ambito: AmbitoVerificacion,
  body: VerificarLotesBody,
  parametros: ParametrosDevolucion,
  opciones: OpcionesVerificacion = {},
): Promise<VerificacionLote[]> {
  if (body.items.length === 0) return [];
  const hoy = opciones.hoy ?? reloj.hoy();
  const productos = await productosDevolucion(db, body.items.map((i) => i.troquel));
  const tipoDe = (troquel: number): TipoValidacionLote => {
    const tipo = productos.get(troquel)?.tipo ?? 'ninguno';
    // A recall withdraws lots: a product it names is checked by lot even without a lot check of its own.
    return ambito === 'recall' && tipo === 'ninguno' && productos.has(troquel) ? 'lote' : tipo;
  };
  const items = body.items.map((i) => ({ troquel: i.troquel, valor: normalizarLote(i.valor), tipo: tipoDe(i.troquel), fechaVencimiento: i.fechaVencimiento ?? null }));

  // Duplicates within one product's values of this call count as within one line.
  const porProducto = new Map<number, number[]>();
  items.forEach((i, n) => porProducto.set(i.troquel, [...(porProducto.get(i.troquel) ?? []), n]));
  const estados: (EstadoValidacionLote | null)[] = new Array(items.length).fill(null);
  for (const indices of porProducto.values()) {
    const locales = validarLineaLocal(indices.map((n) => items[n]!.valor), items[indices[0]!]!.tipo, parametros);
    indices.forEach((n, k) => (estados[n] = locales[k]!));
  }
  items.forEach((i, n) => {
    // A troquel that is no product cannot have been sold or recalled.
    if (!productos.has(i.troquel)) estados[n] = EstadoValidacionLote.Invalido;
    else if (estados[n] === null) estados[n] = validarVencimiento(i.fechaVencimiento, hoy);
  });

  const pendientes = items.map((i, n) => ({ ...i, n })).filter((i) => estados[i.n] === null);
  // A recall's lot must also have been shipped to the pharmacy: it returns only what it bought (issue 27).
  const aBuscar = pendientes.map((i) => ({ troquel: i.troquel, valor: i.valor, serie: i.tipo === 'serie' }));
  const alcance = ambito === 'factura' ? { facturaId: body.facturaId ?? 0 } : ambito === 'pedido' ? { pedidoId: body.pedidoId ?? 0 } : {};
  const [despachados, lotesRecall, devueltas] = await Promise.all([
    buscarDespachados(db, farmaciaId, aBuscar, alcance),
    ambito === 'recall' ? lotesDeRecallVigente(db, body.recallId ?? 0) : Promise.resolve(new Map<number, Map<string, string>>()),
    seriesYaDevueltas(db, farmaciaId, pendientes.filter((i) => i.tipo === 'serie')),
  ]);

  const resultados = items.map((i, n) => {
    const base = { troquel: i.troquel, valor: i.valor, fechaVencimiento: i.fechaVencimiento, disponibles: null };
    const local = estados[n];
    if (local !== null && local !== undefined) return { ...base, estado: local, fechaVencimientoReal: null, lote: null };
    const despachado: Despachado | undefined = despachados.get(clave(i.troquel, i.valor));
    const lote = i.tipo === 'serie' ? (despachado?.lote ?? null) : null;
    const resultado = (estado: EstadoValidacionLote, fechaVencimientoReal: string | null = null) => ({ ...base, estado, fechaVencimientoReal, lote });
    if (ambito === 'recall') {
      const delRecall = lotesRecall.get(i.troquel);
      if (i.tipo === 'serie') {
        if (!despachado) return resultado(EstadoValidacionLote.SerieIncorrecta);
        if (!delRecall?.has(despachado.lote)) return resultado(EstadoValidacionLote.IncorrectoPorRecall, despachado.fechaVencimiento);
      } else {
        const venc = delRecall?.get(i.valor);
        if (venc === undefined) return resultado(EstadoValidacionLote.IncorrectoPorRecall);
        return despachado ? resultado(EstadoValidacionLote.Valido, venc) : resultado(EstadoValidacionLote.LoteIncorrecto);
      }
    } else if (!despachado) {
      return resultado(i.tipo === 'serie' ? EstadoValidacionLote.SerieIncorrecta : EstadoValidacionLote.LoteIncorrecto);
    }
    if (i.tipo === 'serie' && devueltas.has(clave(i.troquel, i.valor))) return resultado(EstadoValidacionLote.SerieDuplicada, despachado!.fechaVencimiento);
    return resultado(EstadoValidacionLote.Valido, despachado!.fechaVencimiento);
  });
  return conDisponibles(db, farmaciaId, resultados);
}

/** Each valid value with the units of its lot and product the pharmacy may still return (`cuposDevolucion`). */
async function conDisponibles(db: Ejecutor, farmaciaId: number, resultados: VerificacionLote[]): Promise<VerificacionLote[]> {
  const validos = resultados.filter((r) => r.estado === EstadoValidacionLote.Valido);
  if (validos.length === 0) return resultados;
  const cupos = await cuposDevolucion(db, farmaciaId, validos.map((r) => r.troquel));
  return resultados.map((r) => {
    if (r.estado !== EstadoValidacionLote.Valido) return r;
    const producto = quedan(cupos.producto.get(r.troquel));
    const lote = r.lote ?? r.valor;
    const delLote = cupos.conLotes.has(r.troquel) ? quedan(cupos.lote.get(claveLote(r.troquel, lote))) : producto;
    return { ...r, disponibles: Math.min(producto, delLote) };
  });
}
