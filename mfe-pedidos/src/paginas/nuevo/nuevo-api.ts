import { apiClient } from '@portal/shared/client';
import { detalleProductoSchema, pedidoSugeridoSchema, type DetalleProducto, type PedidoSugerido } from '@portal/shared/contracts';
import { marcarRecomendado } from '../../carrito/index.js';

/** The product's data and its note (`POST /api/producto/detalle`). */
export const leerDetalleProducto = (troquel: number): Promise<DetalleProducto> =>
  apiClient.post('/api/producto/detalle', { body: { troquel }, schema: detalleProductoSchema, silencioso: true });

/** The pharmacy's suggested order (`GET /api/pedido/sugerido`, issue 17). */
export const leerPedidoSugerido = (): Promise<PedidoSugerido> => apiClient.get('/api/pedido/sugerido', { schema: pedidoSugeridoSchema, silencioso: true });

/**
 * Marks accepted suggestions as recommended lines (`ActualizarItemCarritoRecomendado`). Each answer carries the cart
 * with its version: the store keeps the newest of them, whatever order they come back in.
 */
export async function marcarRecomendados(troqueles: readonly number[]): Promise<void> {
  await Promise.all(troqueles.map((troquel) => marcarRecomendado(troquel, true)));
}
