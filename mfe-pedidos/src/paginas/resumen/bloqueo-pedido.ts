import { ErrorApi } from '@portal/shared/client';
import { rechazoPedidoSchema, type RechazoPedido } from '@portal/shared/contracts';

/** The refusal of a blocked pharmacy or one without balance, when that is what the API answered. */
export function rechazoDeError(error: unknown): RechazoPedido | null {
  if (!(error instanceof ErrorApi)) return null;
  const resultado = rechazoPedidoSchema.safeParse(error.detalle);
  return resultado.success ? resultado.data : null;
}
