import { apiClient, useCarritoStore } from '@portal/shared/client';
import {
  carritoSchema,
  importesCarritoSchema,
  MAXIMO_LINEAS_CARRITO,
  resultadoActualizacionCarritoSchema,
  resultadoAgregarComboSchema,
  resultadoLineaCarritoSchema,
  type Carrito,
  type ImportesCarrito,
  type LineaCarrito,
  type LineaImportacion,
  type ResultadoActualizacionCarrito,
  type ResultadoAgregarCombo,
  type ResultadoLineaCarrito,
  type ValidarComboBody,
} from '@portal/shared/contracts';
import { z } from 'zod';

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

/**
 * Adds units to what the cart already holds, a result per line (`ImportarCarrito`, at most 1,000 lines a call). Pages
 * that add from a list (favourites, recoverer, importer) use it so that adding never lowers a quantity another user of
 * the pharmacy set.
 */
export async function importarAlCarrito(lineas: readonly LineaImportacion[]): Promise<ResultadoLineaCarrito[]> {
  const resultados: ResultadoLineaCarrito[] = [];
  try {
    for (let i = 0; i < lineas.length; i += MAXIMO_LINEAS_CARRITO) {
      const lote = lineas.slice(i, i + MAXIMO_LINEAS_CARRITO);
      resultados.push(...(await apiClient.post(`${PREFIJO}/ImportarCarrito`, { body: lote, schema: z.array(resultadoLineaCarritoSchema) })));
    }
  } finally {
    // Even when a later batch fails, the earlier ones are in the cart: the panel must show them.
    if (resultados.length > 0) await recargarCarrito().catch(() => undefined);
  }
  return resultados;
}

/** Adds a combo's lines (`AgregarCombo`); the cart is read again when it went in. */
export async function agregarComboAlCarrito(combo: ValidarComboBody): Promise<ResultadoAgregarCombo> {
  const resultado = await apiClient.post(`${PREFIJO}/AgregarCombo`, { body: combo, schema: resultadoAgregarComboSchema });
  if (resultado.agregado) await recargarCarrito();
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
