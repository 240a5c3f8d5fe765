import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ClaveMensajeTransmision } from '@portal/shared/contracts';
import type { Tx } from '../../../db/client.js';
import { EstadoPedido, RespuestaLinea } from './estados.js';
import type { FilaPedido, FilaPedidoItem } from './mapeo.js';
import { pedido, pedidoItem } from './tablas.js';

/** The steps the fulfilment job moves orders through: pending ones are transmitted, transmitted ones prepared. */
export type EtapaCumplimiento = 'transmitir' | 'preparar';

const condiciones: Record<EtapaCumplimiento, SQL> = {
  transmitir: eq(pedido.estadoId, EstadoPedido.PendienteOk),
  // Transmitted, with something approved, and not invoiced yet.
  preparar: and(
    eq(pedido.estadoId, EstadoPedido.EnvioAprobado),
    eq(pedido.facturasGeneradas, 0),
    sql`exists (select 1 from ${pedidoItem} where ${pedidoItem.pedidoId} = ${pedido.id} and ${pedidoItem.cantAprobada} > 0)`,
  )!,
};

/**
 * The next order of the step after `desdeId`, locked until the transaction ends. One another process is working on is
 * skipped (`FOR UPDATE SKIP LOCKED`); walking up by id, each order is seen at most once per run.
 */
export async function tomarPedido(tx: Tx, etapa: EtapaCumplimiento, desdeId: number): Promise<FilaPedido | null> {
  const [p] = await tx
    .select()
    .from(pedido)
    .where(and(condiciones[etapa], gt(pedido.id, desdeId)))
    .orderBy(asc(pedido.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return p ?? null;
}

export async function cambiarEstado(tx: Tx, pedidoId: number, estadoId: number, mensaje: ClaveMensajeTransmision, extra: Partial<FilaPedido> = {}) {
  await tx.update(pedido).set({ estadoId, mensajeTransmision: mensaje, ...extra }).where(eq(pedido.id, pedidoId));
}

/** The units reserved for each line at confirmation. */
export const reservasDePedido = (tx: Tx, pedidoId: number) =>
  tx.select({ troquel: pedidoItem.troquel, unidades: pedidoItem.cantAprobada }).from(pedidoItem).where(eq(pedidoItem.pedidoId, pedidoId));

/** The whole order refused for lack of balance: no line is approved (the caller gives the reserved stock back). */
export async function rechazarPorFaltaDeSaldo(tx: Tx, pedidoId: number): Promise<void> {
  await tx.update(pedidoItem).set({ cantAprobada: 0, respId: RespuestaLinea.FaltaDeSaldo }).where(eq(pedidoItem.pedidoId, pedidoId));
  await cambiarEstado(tx, pedidoId, EstadoPedido.EnvioRechazado, 'pedidoConFinErrorPorFaltaDeSaldo');
}

/**
 * The distributor's answer to each line from the stock reserved at confirmation: approved, partly approved or without
 * stock; a shortage goes to the recoverer, as its observation says. The lines with what was asked and approved.
 */
export async function responderLineas(tx: Tx, pedidoId: number) {
  await tx
    .update(pedidoItem)
    .set({
      respId: sql`case when ${pedidoItem.cantAprobada} >= ${pedidoItem.cantPedida} then ${RespuestaLinea.Aprobado}::int
        when ${pedidoItem.cantAprobada} > 0 then ${RespuestaLinea.AprobadoParcial}::int else ${RespuestaLinea.SinStock}::int end`,
      observaciones: sql`case when ${pedidoItem.cantAprobada} < ${pedidoItem.cantPedida} then 'Faltante: pasa al recuperador' else ${pedidoItem.observaciones} end`,
    })
    .where(eq(pedidoItem.pedidoId, pedidoId));
  return tx
    .select({ troquel: pedidoItem.troquel, cantPedida: pedidoItem.cantPedida, cantAprobada: pedidoItem.cantAprobada })
    .from(pedidoItem)
    .where(eq(pedidoItem.pedidoId, pedidoId));
}

/** Every approved unit is prepared; the lines with something prepared, in the order's order. */
export async function prepararLineas(tx: Tx, pedidoId: number): Promise<FilaPedidoItem[]> {
  await tx.update(pedidoItem).set({ cantPreparada: pedidoItem.cantAprobada }).where(eq(pedidoItem.pedidoId, pedidoId));
  return tx.select().from(pedidoItem).where(and(eq(pedidoItem.pedidoId, pedidoId), gt(pedidoItem.cantPreparada, 0))).orderBy(asc(pedidoItem.id));
}

/** The prepared lines now carry the invoice that bills them (the fulfilment job then records the lots shipped on it). */
export async function marcarFacturadas(tx: Tx, pedidoId: number, facturaId: number): Promise<void> {
  await tx.update(pedidoItem).set({ facturaId }).where(and(eq(pedidoItem.pedidoId, pedidoId), gt(pedidoItem.cantPreparada, 0)));
}
