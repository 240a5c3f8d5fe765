import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import {
  formatearNumeroComprobante,
  TipoDevolucion,
  type Devolucion,
  type DevolucionItem,
  type EstadoDevolucion,
  type PedidoRecall,
  type PedidosNoPreparar,
  type TotalesDevoluciones,
} from '@portal/shared/contracts';
import type { UsuarioToken } from '../../../auth/tipos.js';
import type { Db } from '../../../db/client.js';
import { noEncontrado } from '../../../errores.js';
import { definirLista, filtrosSql, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { listarEstados } from '../../pedidos/estado/index.js';
import { numerosDeFacturas } from '../../cuenta-corriente/factura/index.js';
import { nombresRecalls } from '../recall/index.js';
import { devolucion, devolucionItem } from './tablas.js';

const DEVOLUCION_NO_ENCONTRADA = 'No se encontró la devolución.';
/** States of a return the distributor has not prepared yet (pending OK, sending approved). */
const ESTADOS_SIN_PREPARAR = [200, 220];

async function nombresEstados(db: Db): Promise<Map<number, string>> {
  return new Map((await listarEstados(db)).map((e) => [e.id, e.descripcion]));
}

/** The returns as the API answers them, with each state's name and each invoice's voucher number. */
async function aDevoluciones(db: Db, filas: (typeof devolucion.$inferSelect)[]): Promise<Devolucion[]> {
  const [estados, numeros] = await Promise.all([nombresEstados(db), numerosDeFacturas(db, filas.flatMap((d) => (d.facturaId === null ? [] : [d.facturaId])))]);
  return filas.map((d) => {
    const n = d.facturaId === null ? undefined : numeros.get(d.facturaId);
    return {
      id: d.id,
      guid: d.guid,
      tipo: d.tipo,
      farmaciaId: d.farmaciaId,
      sucursal: d.sucursal,
      fechaAlta: d.fechaAlta.toISOString(),
      estadoId: d.estadoId,
      estado: estados.get(d.estadoId) ?? String(d.estadoId),
      userId: d.userId,
      cantidadItemsTotal: d.cantidadItemsTotal,
      facturaId: d.facturaId,
      nroFactura: n ? formatearNumeroComprobante(n.tipoComprobanteId, n.puntoVenta, n.nroComprobante) : null,
      notaCreditoId: d.notaCreditoId,
      recallId: d.recallId,
    };
  });
}

/** One return of the caller's pharmacy of the given type (not a draft), or a 404. */
export async function filaDevolucion(db: Db, usuario: UsuarioToken, id: number, tipo: number = TipoDevolucion.General) {
  const [d] = await db
    .select()
    .from(devolucion)
    .where(and(eq(devolucion.id, id), eq(devolucion.farmaciaId, usuario.farmaciaId), eq(devolucion.tipo, tipo), eq(devolucion.borrador, false)));
  if (!d) throw noEncontrado(DEVOLUCION_NO_ENCONTRADA);
  return d;
}

export async function obtenerDevolucion(db: Db, usuario: UsuarioToken, id: number, tipo?: number): Promise<Devolucion> {
  return (await aDevoluciones(db, [await filaDevolucion(db, usuario, id, tipo)]))[0]!;
}

export async function estadoDevolucion(db: Db, usuario: UsuarioToken, id: number, tipo?: number): Promise<EstadoDevolucion> {
  const d = await obtenerDevolucion(db, usuario, id, tipo);
  return { id: d.id, estadoId: d.estadoId, estado: d.estado, notaCreditoId: d.notaCreditoId };
}

const aItem = (i: typeof devolucionItem.$inferSelect, estadoId: number): DevolucionItem => ({
  id: i.id,
  devolucionId: i.devolucionId,
  troquel: i.troquel,
  prodNombre: i.prodNombre,
  cantidadItems: i.cantidadItems,
  nroLote: i.nroLote,
  nroLoteValidado: i.nroLoteValidado,
  nroSerie: i.nroSerie,
  estadoValidacion: i.estadoValidacion,
  motivoDevolucionId: i.motivoDevolucionId,
  respuestaId: i.respuestaId,
  pedidoDetIdOrigen: i.pedidoItemIdOrigen,
  pedidoId: i.pedidoId,
  farmaciaId: i.farmaciaId,
  fechaAlta: i.fechaAlta.toISOString(),
  estadoId,
});

export async function detalleDevolucion(db: Db, usuario: UsuarioToken, id: number, tipo?: number): Promise<DevolucionItem[]> {
  const d = await filaDevolucion(db, usuario, id, tipo);
  const items = await db.select().from(devolucionItem).where(eq(devolucionItem.devolucionId, id)).orderBy(devolucionItem.id);
  return items.map((i) => aItem(i, d.estadoId));
}

/** `devolucionRecall/pedidoRecall/{id}`: a recall return order of the pharmacy, with the recall it answers and its units. */
export async function pedidoRecall(db: Db, usuario: UsuarioToken, id: number): Promise<PedidoRecall> {
  const [d, items] = await Promise.all([obtenerDevolucion(db, usuario, id, TipoDevolucion.Recall), detalleDevolucion(db, usuario, id, TipoDevolucion.Recall)]);
  const nombre = d.recallId === null ? undefined : (await nombresRecalls(db, [d.recallId])).get(d.recallId);
  return { devolucion: d, recall: d.recallId !== null && nombre !== undefined ? { id: d.recallId, nombre } : null, items };
}

/**
 * `PedidosNoPrepararParaFacturas`: for each invoice asked, the pharmacy's general returns of it the distributor has
 * not prepared yet, so the user sees a return already on its way before making another. Another pharmacy's invoice
 * answers an empty list: the search is by the token's pharmacy.
 */
export async function pedidosNoPrepararParaFacturas(db: Db, usuario: UsuarioToken, facturaIds: readonly number[]): Promise<PedidosNoPreparar[]> {
  const ids = [...new Set(facturaIds)];
  if (ids.length === 0) return [];
  const filas = await db
    .select()
    .from(devolucion)
    .where(
      and(
        eq(devolucion.farmaciaId, usuario.farmaciaId),
        eq(devolucion.tipo, TipoDevolucion.General),
        eq(devolucion.borrador, false),
        inArray(devolucion.facturaId, ids),
        inArray(devolucion.estadoId, ESTADOS_SIN_PREPARAR),
      ),
    )
    .orderBy(devolucion.id);
  const devoluciones = await aDevoluciones(db, filas);
  return ids.map((facturaId) => ({
    facturaId,
    devoluciones: devoluciones
      .filter((d) => d.facturaId === facturaId)
      .map((d) => ({ id: d.id, estadoId: d.estadoId, estado: d.estado, fechaAlta: d.fechaAlta, cantidadItemsTotal: d.cantidadItemsTotal })),
  }));
}

/** Troquel and name of a return's lines, one text: the `producto` filter finds a return by any of its products. */
const productosDeDevolucion = sql`(select coalesce(string_agg(di.troquel::text || ' ' || di.prod_nombre, ' | '), '') from devolucion_item di where di.devolucion_id = ${devolucion.id})`;

const listaDevoluciones = definirLista({
  campos: {
    id: { columna: devolucion.id, tipo: 'numero' },
    fechaAlta: { columna: devolucion.fechaAlta, tipo: 'fecha' },
    estadoId: { columna: devolucion.estadoId, tipo: 'numero' },
    facturaId: { columna: devolucion.facturaId, tipo: 'numero' },
    recallId: { columna: devolucion.recallId, tipo: 'numero' },
    cantidadItemsTotal: { columna: devolucion.cantidadItemsTotal, tipo: 'numero' },
    producto: { columna: productosDeDevolucion, tipo: 'texto' },
  },
  ordenPorDefecto: '-fechaAlta',
  desempate: devolucion.id,
});

const deLaFarmacia = (farmaciaId: number, tipo: number) => and(eq(devolucion.farmaciaId, farmaciaId), eq(devolucion.tipo, tipo), eq(devolucion.borrador, false));

/** `Buscar`: one page of the pharmacy's returns of a type (drafts aside), newest first by default. */
export async function buscarDevoluciones(db: Db, farmaciaId: number, tipo: number, consulta: ConsultaLista): Promise<{ items: Devolucion[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaDevoluciones, consulta);
  const condicion = and(deLaFarmacia(farmaciaId, tipo), where);
  const [leidas, [fila]] = await Promise.all([
    db.select().from(devolucion).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(devolucion).where(condicion),
  ]);
  return { items: await aDevoluciones(db, leidas), total: fila?.total ?? 0 };
}

/** `BuscarTotales`: what every return the filters of `Buscar` find adds up to (not only the page shown). */
export async function totalesDevoluciones(db: Db, farmaciaId: number, tipo: number, filters: string | undefined): Promise<TotalesDevoluciones> {
  const condicion = and(deLaFarmacia(farmaciaId, tipo), filtrosSql(listaDevoluciones, filters));
  const [fila] = await db
    .select({ devoluciones: sql<number>`count(distinct ${devolucion.id})`.mapWith(Number), lineas: count(devolucionItem.id), unidades: sum(devolucionItem.cantidadItems).mapWith(Number) })
    .from(devolucion)
    .leftJoin(devolucionItem, eq(devolucionItem.devolucionId, devolucion.id))
    .where(condicion);
  return { devoluciones: fila?.devoluciones ?? 0, lineas: fila?.lineas ?? 0, unidades: fila?.unidades ?? 0 };
}

const listaItems = definirLista({
  campos: {
    troquel: { columna: devolucionItem.troquel, tipo: 'numero' },
    pedidoId: { columna: devolucionItem.pedidoId, tipo: 'numero' },
    devolucionId: { columna: devolucionItem.devolucionId, tipo: 'numero' },
    fechaAlta: { columna: devolucionItem.fechaAlta, tipo: 'fecha' },
    prodNombre: { columna: devolucionItem.prodNombre, tipo: 'texto' },
  },
  ordenPorDefecto: '-fechaAlta',
  desempate: devolucionItem.id,
});

/** `BuscarItems`: returned lines of the pharmacy by product or order, with their return's state. */
export async function buscarItemsDevolucion(db: Db, farmaciaId: number, tipo: number, consulta: ConsultaLista): Promise<{ items: DevolucionItem[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaItems, consulta);
  const condicion = and(eq(devolucionItem.farmaciaId, farmaciaId), eq(devolucion.tipo, tipo), eq(devolucion.borrador, false), where);
  const [leidas, [fila]] = await Promise.all([
    db
      .select({ item: devolucionItem, estadoId: devolucion.estadoId })
      .from(devolucionItem)
      .innerJoin(devolucion, eq(devolucion.id, devolucionItem.devolucionId))
      .where(condicion)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(devolucionItem).innerJoin(devolucion, eq(devolucion.id, devolucionItem.devolucionId)).where(condicion),
  ]);
  return { items: leidas.map((f) => aItem(f.item, f.estadoId)), total: fila?.total ?? 0 };
}
