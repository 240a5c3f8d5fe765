import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  MENSAJES_TRANSMISION,
  type ClaveMensajeTransmision,
  type EstadoTransmision,
  type ItemEspecial,
  type ItemRemito,
  type ItemsEspecialesBody,
  type MensajeTransmision,
  type PedidoConfirmado,
  type PedidoConRemitos,
  type PedidoItem,
  type RespuestaItem,
} from '@portal/shared/contracts';
import { farmaciasAlcanzables } from '../../../plataforma/farmacia/index.js';
import type { UsuarioToken } from '../../../auth/tipos.js';
import type { Db } from '../../../db/client.js';
import { conflicto, noEncontrado } from '../../../errores.js';
import { descripcionEstado } from '../estado/index.js';
import { nombresDeLaboratorios } from '../laboratorio/index.js';
import { leerProductosConPrecio, productosEspeciales, liberarStock } from '../producto/index.js';
import { remitoPorId, remitosDePedidos } from './remitos.js';
import { esPendienteDeTransmision } from './estados.js';
import { aPedido, aPedidoItem, type FilaPedido } from './mapeo.js';
import { pedido, pedidoItem, respuestaItem } from './tablas.js';
import { conTurno } from './turno-pedido.js';

const PEDIDO_NO_ENCONTRADO = 'No se encontró el pedido.';

const alcanza = async (app: FastifyInstance, usuario: UsuarioToken, farmaciaId: number) =>
  farmaciaId === usuario.farmaciaId || (await farmaciasAlcanzables(app, usuario)).includes(farmaciaId);

/** The order when the caller may see it; another pharmacy's order is a 404, as if it did not exist. */
async function filaPedido(app: FastifyInstance, usuario: UsuarioToken, donde: { id: number } | { guid: string }): Promise<FilaPedido> {
  const condicion = 'id' in donde ? eq(pedido.id, donde.id) : eq(pedido.pedidoGuid, donde.guid);
  const [fila] = await app.db.select().from(pedido).where(condicion);
  if (!fila || !(await alcanza(app, usuario, fila.farmaciaId))) throw noEncontrado(PEDIDO_NO_ENCONTRADO);
  return fila;
}

/** The order with the remitos that delivered it (the history's order page shows each one's prepared lines). */
export async function obtenerPedidoConRemitos(app: FastifyInstance, usuario: UsuarioToken, id: number): Promise<PedidoConRemitos> {
  const pedidoVisto = aPedido(await filaPedido(app, usuario, { id }));
  const remitos = await remitosDePedidos(app.db, [id]);
  return { ...pedidoVisto, remitos: remitos.map(({ pedidoId: _p, fecha, ...r }) => ({ ...r, fecha: fecha.toISOString() })) };
}

/**
 * The caller's order with that guid and its shift, or null: an unknown guid and another pharmacy's answer alike (the
 * confirmation page of an address typed by hand says "not found" without an error, and nothing tells whether the guid
 * exists elsewhere).
 */
export async function pedidoConfirmadoPorGuid(app: FastifyInstance, usuario: UsuarioToken, guid: string): Promise<PedidoConfirmado | null> {
  const [fila] = await app.db.select().from(pedido).where(eq(pedido.pedidoGuid, guid));
  if (!fila || !(await alcanza(app, usuario, fila.farmaciaId))) return null;
  return conTurno(app.db, aPedido(fila));
}

export async function detallePedido(app: FastifyInstance, usuario: UsuarioToken, id: number): Promise<PedidoItem[]> {
  const fila = await filaPedido(app, usuario, { id });
  const items = await app.db.select().from(pedidoItem).where(eq(pedidoItem.pedidoId, fila.id)).orderBy(asc(pedidoItem.id));
  return items.map(aPedidoItem);
}

export const mensajeTransmision = (clave: string | null): MensajeTransmision | null =>
  clave && clave in MENSAJES_TRANSMISION ? { clave, mensaje: MENSAJES_TRANSMISION[clave as ClaveMensajeTransmision] } : null;

export const mensajesTransmisiones = (): MensajeTransmision[] => Object.entries(MENSAJES_TRANSMISION).map(([clave, mensaje]) => ({ clave, mensaje }));

export async function estadoTransmision(app: FastifyInstance, usuario: UsuarioToken, id: number): Promise<EstadoTransmision> {
  const fila = await filaPedido(app, usuario, { id });
  const descripcion = await descripcionEstado(app.db, fila.estadoId);
  return {
    pedidoId: fila.id,
    estadoId: fila.estadoId,
    estado: descripcion ?? 'N/A',
    transmitido: !esPendienteDeTransmision(fila.estadoId),
    mensajeTransmision: mensajeTransmision(fila.mensajeTransmision),
  };
}

export const listarRespuestas = (db: Db): Promise<RespuestaItem[]> =>
  db.select({ id: respuestaItem.id, descripcion: respuestaItem.descripcion }).from(respuestaItem).orderBy(asc(respuestaItem.id));

/** The prepared lines of a delivery note of the caller's pharmacies; another pharmacy's remito is a 404. */
export async function itemsRemito(app: FastifyInstance, usuario: UsuarioToken, remitoId: number): Promise<ItemRemito[]> {
  const fila = await remitoPorId(app.db, remitoId);
  if (!fila || !(await alcanza(app, usuario, fila.farmaciaId))) throw noEncontrado('No se encontró el remito.');
  if (fila.pedidoId === null) return [];
  const lineas = await app.db
    .select({
      troquel: pedidoItem.troquel,
      codigoBarras: pedidoItem.codigoBarras,
      prodNombre: pedidoItem.prodNombre,
      cantPreparada: pedidoItem.cantPreparada,
      pedidoId: pedidoItem.pedidoId,
    })
    .from(pedidoItem)
    .where(and(eq(pedidoItem.pedidoId, fila.pedidoId), gt(pedidoItem.cantPreparada, 0)))
    .orderBy(asc(pedidoItem.id));
  const productos = await leerProductosConPrecio(app.db, lineas.map((l) => l.troquel));
  const laboratorios = await nombresDeLaboratorios(app.db, [...productos.values()].map((p) => p.laboratorioId));
  return lineas.flatMap(({ cantPreparada, pedidoId, ...linea }) => {
    const laboratorioNombre = laboratorios.get(productos.get(linea.troquel)?.laboratorioId ?? -1);
    return laboratorioNombre === undefined ? [] : [{ ...linea, laboratorioNombre, cantPreparada, pedidoId }];
  });
}

/** Products among the troqueles (or the lines of an order) that are psychotropic, refrigerated or traceable. */
export async function itemsEspeciales(app: FastifyInstance, usuario: UsuarioToken, body: ItemsEspecialesBody): Promise<ItemEspecial[]> {
  let troqueles = body.troqueles ?? [];
  if (body.pedidoId !== undefined) {
    const fila = await filaPedido(app, usuario, { id: body.pedidoId });
    troqueles = (await app.db.select({ troquel: pedidoItem.troquel }).from(pedidoItem).where(eq(pedidoItem.pedidoId, fila.id))).map((l) => l.troquel);
  }
  return productosEspeciales(app.db, troqueles);
}

/** Which of these orders belong to these pharmacies. */
export async function pedidosDeFarmacias(db: Db, pedidoIds: readonly number[], farmacias: readonly number[]): Promise<Set<number>> {
  if (pedidoIds.length === 0 || farmacias.length === 0) return new Set();
  const filas = await db.select({ id: pedido.id }).from(pedido).where(and(inArray(pedido.id, [...pedidoIds]), inArray(pedido.farmaciaId, [...farmacias])));
  return new Set(filas.map((p) => p.id));
}

/** Deletes an order the distributor has not received yet, giving its reserved stock back. */
export async function borrarPedido(app: FastifyInstance, usuario: UsuarioToken, id: number): Promise<void> {
  await filaPedido(app, usuario, { id });
  await app.db.transaction(async (tx) => {
    // Locked so the fulfilment job (which skips locked orders) cannot transmit it meanwhile.
    const [fila] = await tx.select({ estadoId: pedido.estadoId }).from(pedido).where(eq(pedido.id, id)).for('update');
    if (!fila) throw noEncontrado(PEDIDO_NO_ENCONTRADO);
    if (!esPendienteDeTransmision(fila.estadoId)) throw conflicto('El pedido ya fue transmitido a la distribuidora y no se puede borrar.');
    const lineas = await tx.select({ troquel: pedidoItem.troquel, unidades: pedidoItem.cantAprobada }).from(pedidoItem).where(eq(pedidoItem.pedidoId, id));
    await liberarStock(tx, lineas);
    await tx.delete(pedido).where(eq(pedido.id, id));
  });
}
