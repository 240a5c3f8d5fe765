import { apiClient } from '@portal/shared/client';
import { estadoTransmisionSchema, pedidoConfirmadoSchema, pedidoItemSchema, type EstadoTransmision, type PedidoConfirmado, type PedidoItem } from '@portal/shared/contracts';
import { z } from 'zod';

/** A guid as orders have them: anything else is no order, and is not even asked for. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pharmacy's order with that guid, with its shift; null when it has none (an address typed or kept by hand). */
export async function leerPedidoPorGuid(guid: string): Promise<PedidoConfirmado | null> {
  if (!GUID.test(guid)) return null;
  return apiClient.get(`/api/pedido/guid/${encodeURIComponent(guid)}`, { schema: pedidoConfirmadoSchema.nullable(), silencioso: true });
}

export const leerEstadoTransmision = (id: number): Promise<EstadoTransmision> =>
  apiClient.get(`/api/pedido/${id}/EstadoTransmision`, { schema: estadoTransmisionSchema });

export const leerDetallePedido = (id: number): Promise<PedidoItem[]> => apiClient.get(`/api/pedido/${id}/detalle`, { schema: z.array(pedidoItemSchema) });
