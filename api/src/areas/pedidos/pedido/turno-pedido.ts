import type { Pedido, PedidoConfirmado } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { turnoDelPedido } from '../../../plataforma/farmacia/index.js';

/** The order as its confirmation page shows it: with its shift and delivery. */
export const conTurno = async (db: Db, p: Pedido): Promise<PedidoConfirmado> => ({ ...p, turno: await turnoDelPedido(db, p) });
