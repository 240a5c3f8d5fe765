import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pedido, remito } from '../../db/schema/index.js';
import { ESTADO } from './referencia.js';

/** The states of SPEC §4 an order reaches after delivery, which the fulfilment job does not set. */
const ESTADOS_POSTERIORES = [
  ESTADO.vencido,
  ESTADO.ninguno,
  ESTADO.noRecibido,
  ESTADO.enviadoALaboratorio,
  ESTADO.acreditado,
  ESTADO.rechazado,
  ESTADO.roboAAcreditar,
  ESTADO.roboAcreditado,
] as const;

/**
 * Orders in every state of SPEC §4 for the history: an order whose remito was controlled is "controlled" (300; called
 * once the controlled remitos are marked and before the old ones are closed without a control), and
 * for each demo pharmacy some of its oldest delivered orders take, one each, the states that follow a delivery.
 */
export async function marcarEstadosPedido(db: Db, farmaciasDemo: readonly number[]): Promise<void> {
  const entregados = db.select({ id: remito.pedidoId }).from(remito).where(eq(remito.controlado, true));
  await db.update(pedido).set({ estadoId: ESTADO.controlado }).where(and(inArray(pedido.id, entregados), eq(pedido.estadoId, ESTADO.envioAprobado)));
  for (const farmaciaId of farmaciasDemo) {
    const viejos = await db
      .select({ id: pedido.id })
      .from(pedido)
      .where(and(eq(pedido.farmaciaId, farmaciaId), eq(pedido.estadoId, ESTADO.envioAprobado), notInArray(pedido.id, sql`(select pedido_id from remito where controlado and pedido_id is not null)`)))
      .orderBy(asc(pedido.fechaAlta), asc(pedido.id))
      // Past the first few: the very oldest fall before the history's cut date (parameter 308).
      .offset(20)
      .limit(ESTADOS_POSTERIORES.length * 3);
    // Every third order, so the oldest page of the history mixes them with the usual ones.
    for (const [i, estadoId] of ESTADOS_POSTERIORES.entries()) {
      const fila = viejos[i * 3 + 2];
      if (fila) await db.update(pedido).set({ estadoId }).where(eq(pedido.id, fila.id));
    }
  }
}
