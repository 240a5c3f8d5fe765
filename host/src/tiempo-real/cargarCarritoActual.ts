import { apiClient, registrarEnServidor, useCarritoStore } from '@portal/shared/client';

export const RUTA_ITEMS_CARRITO = '/api/carritopersistente/GetItemsCarrito';

function esNoEncontrado(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** Reads the pharmacy's current cart into the cart store; a server without the endpoint yet (404) is not an error. */
export async function cargarCarritoActual(): Promise<void> {
  try {
    const carrito = await apiClient.get<unknown>(RUTA_ITEMS_CARRITO, { silencioso: true });
    useCarritoStore.getState().aplicarActualizacion(carrito);
  } catch (error) {
    if (!esNoEncontrado(error)) await registrarEnServidor('No se pudo leer el carrito actual', error);
  }
}
