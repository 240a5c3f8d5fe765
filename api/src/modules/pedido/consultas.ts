import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import {
  MENSAJES_TRANSMISION,
  type ClaveMensajeTransmision,
  type EstadoTransmision,
  type FacturasDePedido,
  type ItemEspecial,
  type ItemRemito,
  type ItemsEspecialesBody,
  type MensajeTransmision,
  type Pedido,
  type PedidoItem,
  type RespuestaItem,
} from '@portal/shared/contracts';
import { farmaciasAlcanzables } from '../../auth/alcance.js';
import type { UsuarioToken } from '../../auth/tipos.js';
import type { Db } from '../../db/client.js';
import { estado, factura, laboratorio, pedido, pedidoItem, producto, remito, respuestaItem } from '../../db/schema/index.js';
import { conflicto, noEncontrado } from '../../errores.js';
import { esPendienteDeTransmision } from './estados.js';
import { aPedido, aPedidoItem, type FilaPedido } from './mapeo.js';
import { liberarStock } from './stock.js';

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

export const obtenerPedido = async (app: FastifyInstance, usuario: UsuarioToken, id: number): Promise<Pedido> => aPedido(await filaPedido(app, usuario, { id }));

export const obtenerPedidoPorGuid = async (app: FastifyInstance, usuario: UsuarioToken, guid: string): Promise<Pedido> =>
  aPedido(await filaPedido(app, usuario, { guid }));

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
  const [descripcion] = await app.db.select({ descripcion: estado.descripcion }).from(estado).where(eq(estado.id, fila.estadoId));
  return {
    pedidoId: fila.id,
    estadoId: fila.estadoId,
    estado: descripcion?.descripcion ?? 'N/A',
    transmitido: !esPendienteDeTransmision(fila.estadoId),
    mensajeTransmision: mensajeTransmision(fila.mensajeTransmision),
  };
}

export const listarRespuestas = (db: Db): Promise<RespuestaItem[]> =>
  db.select({ id: respuestaItem.id, descripcion: respuestaItem.descripcion }).from(respuestaItem).orderBy(asc(respuestaItem.id));

/** The prepared lines of a delivery note of the caller's pharmacies; another pharmacy's remito is a 404. */
export async function itemsRemito(app: FastifyInstance, usuario: UsuarioToken, remitoId: number): Promise<ItemRemito[]> {
  const [fila] = await app.db.select({ farmaciaId: remito.farmaciaId, pedidoId: remito.pedidoId }).from(remito).where(eq(remito.id, remitoId));
  if (!fila || !(await alcanza(app, usuario, fila.farmaciaId))) throw noEncontrado('No se encontró el remito.');
  if (fila.pedidoId === null) return [];
  return app.db
    .select({
      troquel: pedidoItem.troquel,
      codigoBarras: pedidoItem.codigoBarras,
      prodNombre: pedidoItem.prodNombre,
      laboratorioNombre: laboratorio.nombre,
      cantPreparada: pedidoItem.cantPreparada,
      pedidoId: pedidoItem.pedidoId,
    })
    .from(pedidoItem)
    .innerJoin(producto, eq(producto.troquel, pedidoItem.troquel))
    .innerJoin(laboratorio, eq(laboratorio.id, producto.laboratorioId))
    .where(and(eq(pedidoItem.pedidoId, fila.pedidoId), gt(pedidoItem.cantPreparada, 0)))
    .orderBy(asc(pedidoItem.id));
}

/** Products among the troqueles (or the lines of an order) that are psychotropic, refrigerated or traceable. */
export async function itemsEspeciales(app: FastifyInstance, usuario: UsuarioToken, body: ItemsEspecialesBody): Promise<ItemEspecial[]> {
  let troqueles = body.troqueles ?? [];
  if (body.pedidoId !== undefined) {
    const fila = await filaPedido(app, usuario, { id: body.pedidoId });
    troqueles = (await app.db.select({ troquel: pedidoItem.troquel }).from(pedidoItem).where(eq(pedidoItem.pedidoId, fila.id))).map((l) => l.troquel);
  }
  if (troqueles.length === 0) return [];
  const filas = await app.db
    .select({ troquel: producto.troquel, nombre: producto.nombre, psicofarmaco: producto.psicofarmaco, refrigerado: producto.refrigerado, trazable: producto.trazable })
    .from(producto)
    .where(inArray(producto.troquel, [...new Set(troqueles)]))
    .orderBy(asc(producto.nombre));
  return filas.filter((p) => p.psicofarmaco || p.refrigerado || p.trazable);
}

/** The invoices of each order of the caller's pharmacies, in the order asked; other pharmacies' orders are left out. */
export async function facturasDePedidos(app: FastifyInstance, usuario: UsuarioToken, pedidoIds: readonly number[]): Promise<FacturasDePedido[]> {
  if (pedidoIds.length === 0) return [];
  const farmacias = await farmaciasAlcanzables(app, usuario);
  const unicos = [...new Set(pedidoIds)];
  const [pedidos, facturas] = await Promise.all([
    app.db.select({ id: pedido.id }).from(pedido).where(and(inArray(pedido.id, unicos), inArray(pedido.farmaciaId, farmacias))),
    app.db
      .select({ pedidoId: factura.pedidoId, id: factura.id })
      .from(factura)
      .where(and(inArray(factura.pedidoId, unicos), inArray(factura.farmaciaId, farmacias), isNotNull(factura.pedidoId)))
      .orderBy(asc(factura.id)),
  ]);
  const visibles = new Set(pedidos.map((p) => p.id));
  return unicos.filter((id) => visibles.has(id)).map((id) => ({ pedidoId: id, facturaIds: facturas.filter((f) => f.pedidoId === id).map((f) => f.id) }));
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
