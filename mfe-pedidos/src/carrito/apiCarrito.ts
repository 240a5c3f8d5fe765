import { apiClient, useCarritoStore } from '@portal/shared/client';
import {
  carritoSchema,
  importesCarritoSchema,
  resultadoActualizacionCarritoSchema,
  type Carrito,
  type ImportesCarrito,
  type LineaCarrito,
  type ResultadoActualizacionCarrito,
} from '@portal/shared/contracts';

const PREFIJO = '/api/carritopersistente';

/** Reads the pharmacy's cart and puts it in the shared store, so every view (and the shell's badge) shows the same lines. */
export async function recargarCarrito(): Promise<Carrito> {
  const carrito = await apiClient.get(`${PREFIJO}/GetItemsCarrito`, { schema: carritoSchema });
  useCarritoStore.getState().aplicarActualizacion(carrito);
  return carrito;
}

/** Sets a line's quantity (0 removes it). The hub does not echo our own changes back to us, hence the reload. */
export async function actualizarItemCarrito(linea: { troquel: number; cantidad: number; ofertaId?: number }): Promise<ResultadoActualizacionCarrito> {
  const resultado = await apiClient.post(`${PREFIJO}/ActualizarItemCarrito`, {
    body: { troquel: linea.troquel, cantidad: linea.cantidad, ofertaid: linea.ofertaId ?? 0 },
    schema: resultadoActualizacionCarritoSchema,
  });
  await recargarCarrito();
  return resultado;
}

export async function marcarRecomendado(troquel: number, recomendado: boolean): Promise<ResultadoActualizacionCarrito> {
  const resultado = await apiClient.post(`${PREFIJO}/ActualizarItemCarritoRecomendado`, {
    body: { troquel, recomendado },
    schema: resultadoActualizacionCarritoSchema,
  });
  await recargarCarrito();
  return resultado;
}

export async function borrarItemCarrito(troquel: number): Promise<Carrito> {
  const carrito = await apiClient.put(`${PREFIJO}/BorrarItemCarrito/${troquel}`, { schema: carritoSchema });
  useCarritoStore.getState().aplicarActualizacion(carrito);
  return carrito;
}

export async function vaciarCarrito(): Promise<Carrito> {
  const carrito = await apiClient.put(`${PREFIJO}/BorrarCarritoCompleto`, { schema: carritoSchema });
  useCarritoStore.getState().aplicarActualizacion(carrito);
  return carrito;
}

export const leerImportes = (): Promise<ImportesCarrito> => apiClient.get('/api/importe-carrito', { schema: importesCarritoSchema });

/** Amounts as if the proposed quantities were saved. */
export const leerImportesDelta = (lineas: LineaCarrito[]): Promise<ImportesCarrito> =>
  apiClient.post('/api/importe-carrito-delta', { body: lineas, schema: importesCarritoSchema, silencioso: true });
