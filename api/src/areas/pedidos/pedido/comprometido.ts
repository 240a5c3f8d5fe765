import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { EstadoPedido } from './estados.js';
import { pedido } from './tablas.js';

/**
 * What a pharmacy has ordered and not been invoiced for yet (pending, or approved without invoices): it counts against
 * its credit beside its balance. The order confirmation refuses with FarmaciaSinSaldo past it, and the seed sizes the
 * demo pharmacies' credit with it.
 */
export async function importeComprometido(db: Db | Tx, farmaciaId: number): Promise<number> {
  const [fila] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${pedido.importe}), 0)` })
    .from(pedido)
    .where(
      and(
        eq(pedido.farmaciaId, farmaciaId),
        or(eq(pedido.estadoId, EstadoPedido.PendienteOk), and(eq(pedido.estadoId, EstadoPedido.EnvioAprobado), eq(pedido.facturasGeneradas, 0))),
      ),
    );
  return Number(fila?.total ?? 0);
}
