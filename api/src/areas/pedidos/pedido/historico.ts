import { and, count, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { IDS_ESTADO, MESES_CONSULTA_PEDIDOS, type Pedido, type PedidoItem } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { definirLista, leerFiltros, traducirConsulta, type ConsultaLista, type DefinicionLista } from '../../../listas/index.js';
import { leerParametro } from '../../../plataforma/parametros/index.js';
import { troquelesDeLaboratorios } from '../producto/index.js';
import { aPedido, aPedidoItem } from './mapeo.js';
import { pedido, pedidoItem } from './tablas.js';
import * as reloj from '../../../reloj.js';

/** SPEC §9: parameter 308 is the history cut date (day/month/year); older orders are not shown. */
const PARAMETRO_CORTE_HISTORICO = 308;

/** The order history's date field: a reversed range or one over 32 months is refused (the start is checked apart). */
const rangoPedidos = (campo: string) => ({ campos: [campo], mesesMaximo: MESES_CONSULTA_PEDIDOS, consulta: 'la consulta de pedidos' });

const listaPedidos = definirLista({
  campos: {
    id: { columna: pedido.id, tipo: 'numero' },
    fechaAlta: { columna: pedido.fechaAlta, tipo: 'fecha' },
    estadoId: { columna: pedido.estadoId, tipo: 'numero', valores: IDS_ESTADO },
    turnoId: { columna: pedido.turnoId, tipo: 'numero' },
    userId: { columna: pedido.userId, tipo: 'texto' },
    operador: { columna: pedido.operador, tipo: 'texto' },
    importe: { columna: pedido.importe, tipo: 'numero' },
    cantidadItems: { columna: pedido.cantidadItems, tipo: 'numero' },
    cantidadItemsTotal: { columna: pedido.cantidadItemsTotal, tipo: 'numero' },
    facturasGeneradas: { columna: pedido.facturasGeneradas, tipo: 'numero' },
  },
  ordenPorDefecto: '-fechaAlta',
  desempate: pedido.id,
  rangoFechas: rangoPedidos('fechaAlta'),
});

const listaLineas = definirLista({
  campos: {
    id: { columna: pedidoItem.id, tipo: 'numero' },
    pedidoId: { columna: pedidoItem.pedidoId, tipo: 'numero' },
    troquel: { columna: pedidoItem.troquel, tipo: 'numero' },
    prodNombre: { columna: pedidoItem.prodNombre, tipo: 'texto' },
    codigoBarras: { columna: pedidoItem.codigoBarras, tipo: 'texto' },
    fechaAlta: { columna: pedidoItem.fechaAlta, tipo: 'fecha' },
    cantPedida: { columna: pedidoItem.cantPedida, tipo: 'numero' },
    cantAprobada: { columna: pedidoItem.cantAprobada, tipo: 'numero' },
    cantPreparada: { columna: pedidoItem.cantPreparada, tipo: 'numero' },
    respId: { columna: pedidoItem.respId, tipo: 'numero' },
    ofertaId: { columna: pedidoItem.ofertaId, tipo: 'numero' },
    importe: { columna: pedidoItem.importe, tipo: 'numero' },
    userId: { columna: pedidoItem.userId, tipo: 'texto' },
  },
  ordenPorDefecto: '-fechaAlta',
  desempate: pedidoItem.id,
  rangoFechas: rangoPedidos('fechaAlta'),
});

/**
 * The lines' list with `laboratorioId`: a line keeps no laboratory, so the product module tells which troqueles each
 * laboratory named in the filter makes, and the condition is on the line's troquel.
 */
async function definicionLineas(db: Db, filters: string | undefined): Promise<DefinicionLista> {
  const laboratorios = leerFiltros(filters)
    .filter((c) => c.campos.some((campo) => campo.toLowerCase() === 'laboratorioid'))
    .flatMap((c) => c.valores)
    .filter((v): v is string => v !== null && /^\d{1,9}$/.test(v))
    .map(Number);
  const troqueles = await troquelesDeLaboratorios(db, laboratorios);
  return {
    ...listaLineas,
    campos: {
      ...listaLineas.campos,
      laboratorioId: { columna: pedidoItem.troquel, tipo: 'numero', condicion: (id) => inArray(pedidoItem.troquel, troqueles.get(id) ?? []) },
    },
  };
}

/** `dd/mm/yyyy` of a parameter as the start of that day in Buenos Aires; null when it is missing or malformed. */
function leerDia(valor: string | null): Date | null {
  const partes = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(valor?.trim() ?? '');
  if (!partes) return null;
  const fecha = new Date(`${partes[3]}-${partes[2]!.padStart(2, '0')}-${partes[1]!.padStart(2, '0')}T00:00:00-03:00`);
  return Number.isNaN(fecha.getTime()) ? null : fecha;
}

/** The oldest instant the history shows: the later of parameter 308 and 32 months ago. */
export async function inicioHistorico(db: Db, ahora = reloj.ahora()): Promise<Date> {
  const limite = new Date(ahora);
  limite.setMonth(limite.getMonth() - MESES_CONSULTA_PEDIDOS);
  const corte = leerDia(await leerParametro(db, PARAMETRO_CORTE_HISTORICO));
  return corte && corte > limite ? corte : limite;
}

async function pagina<T>(consultas: [Promise<T[]>, Promise<{ total: number }[]>]): Promise<{ items: T[]; total: number }> {
  const [items, [fila]] = await Promise.all(consultas);
  return { items, total: fila?.total ?? 0 };
}

/** One page of the pharmacies' orders since the history's start (`POST /api/pedidoHistorico/BuscarPedido`). */
export async function buscarPedidos(db: Db, farmacias: readonly number[], consulta: ConsultaLista): Promise<{ items: Pedido[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaPedidos, consulta);
  const desde = await inicioHistorico(db);
  const condicion = and(inArray(pedido.farmaciaId, [...farmacias]), gte(pedido.fechaAlta, desde), where);
  const { items, total } = await pagina([
    db.select().from(pedido).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(pedido).where(condicion),
  ]);
  return { items: items.map(aPedido), total };
}

/** One page of the pharmacies' order lines (`POST /api/pedidoHistorico/BuscarPedidoDet`): by product, laboratory or order. */
export async function buscarLineas(db: Db, farmacias: readonly number[], consulta: ConsultaLista): Promise<{ items: PedidoItem[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(await definicionLineas(db, consulta.filters), consulta);
  const desde = await inicioHistorico(db);
  const condicion: SQL | undefined = and(inArray(pedidoItem.farmaciaId, [...farmacias]), gte(pedidoItem.fechaAlta, desde), where);
  const { items, total } = await pagina([
    db.select().from(pedidoItem).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(pedidoItem).where(condicion),
  ]);
  return { items: items.map(aPedidoItem), total };
}

/** How many prepared lines each order has (the item count of a remito awaiting control). */
export async function lineasPreparadas(db: Db, pedidoIds: readonly number[]): Promise<Map<number, number>> {
  if (pedidoIds.length === 0) return new Map();
  const filas = await db
    .select({ pedidoId: pedidoItem.pedidoId, cantidad: count() })
    .from(pedidoItem)
    .where(and(inArray(pedidoItem.pedidoId, [...new Set(pedidoIds)]), gt(pedidoItem.cantPreparada, 0)))
    .groupBy(pedidoItem.pedidoId);
  return new Map(filas.map((f) => [f.pedidoId, f.cantidad]));
}

/** Totals of the lines a `BuscarPedidoDet` filter selects (every page): lines, units ordered and approved, amount. */
export async function totalesLineas(
  db: Db,
  farmacias: readonly number[],
  consulta: ConsultaLista,
): Promise<{ lineas: number; cantPedida: number; cantAprobada: number; importe: number }> {
  const { where } = traducirConsulta(await definicionLineas(db, consulta.filters), consulta);
  const desde = await inicioHistorico(db);
  const [fila] = await db
    .select({
      lineas: count(),
      cantPedida: sql<number>`coalesce(sum(${pedidoItem.cantPedida}), 0)`.mapWith(Number),
      cantAprobada: sql<number>`coalesce(sum(${pedidoItem.cantAprobada}), 0)`.mapWith(Number),
      importe: sql<number>`coalesce(sum(${pedidoItem.importe}), 0)`.mapWith(Number),
    })
    .from(pedidoItem)
    .where(and(inArray(pedidoItem.farmaciaId, [...farmacias]), gte(pedidoItem.fechaAlta, desde), where));
  return { lineas: fila?.lineas ?? 0, cantPedida: fila?.cantPedida ?? 0, cantAprobada: fila?.cantAprobada ?? 0, importe: Math.round((fila?.importe ?? 0) * 100) / 100 };
}
