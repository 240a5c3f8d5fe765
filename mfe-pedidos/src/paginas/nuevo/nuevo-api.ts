import { apiClient } from '@portal/shared/client';
import {
  detalleProductoSchema,
  pedidoSugeridoSchema,
  resultadoActualizacionCarritoSchema,
  type DetalleProducto,
  type PedidoSugerido,
} from '@portal/shared/contracts';
import { recargarCarrito } from '../../carrito/index.js';

/** The product's data and its note (`POST /api/producto/detalle`). */
export const leerDetalleProducto = (troquel: number): Promise<DetalleProducto> =>
  apiClient.post('/api/producto/detalle', { body: { troquel }, schema: detalleProductoSchema, silencioso: true });

/** The pharmacy's suggested order (`GET /api/pedido/sugerido`, issue 17). */
export const leerPedidoSugerido = (): Promise<PedidoSugerido> => apiClient.get('/api/pedido/sugerido', { schema: pedidoSugeridoSchema, silencioso: true });

/** Marks accepted suggestions as recommended lines (`ActualizarItemCarritoRecomendado`), then reads the cart once. */
export async function marcarRecomendados(troqueles: readonly number[]): Promise<void> {
  await Promise.all(
    troqueles.map((troquel) =>
      apiClient.post('/api/carritopersistente/ActualizarItemCarritoRecomendado', { body: { troquel, recomendado: true }, schema: resultadoActualizacionCarritoSchema }),
    ),
  );
  await recargarCarrito();
}
