import { eq } from 'drizzle-orm';
import type { Pedido, PedidoConfirmado, TurnoPedido } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { turno } from './tablas.js';
import { proximoCierre } from './turnos.js';

/** The order's shift with the closing it was confirmed for: the first one of the shift after the order was made. */
export async function turnoDelPedido(db: Db, p: Pick<Pedido, 'turnoId' | 'fechaAlta'>): Promise<TurnoPedido | null> {
  if (p.turnoId === null) return null;
  const [t] = await db.select({ id: turno.id, obs: turno.obs, horaCierre: turno.horaCierre, dias: turno.dias }).from(turno).where(eq(turno.id, p.turnoId));
  if (!t) return null;
  const cierre = proximoCierre(new Date(p.fechaAlta), t.horaCierre, t.dias);
  return { id: t.id, obs: t.obs, cierre: cierre?.toISOString() ?? null };
}

/** The order as its confirmation page shows it: with its shift and delivery. */
export const conTurno = async (db: Db, p: Pedido): Promise<PedidoConfirmado> => ({ ...p, turno: await turnoDelPedido(db, p) });
