import { apiClient, useCarritoStore } from '@portal/shared/client';
import {
  carritoSchema,
  importesCarritoSchema,
  MAXIMO_LINEAS_CARRITO,
  resultadoAgregarComboConCarritoSchema,
  resultadoCambioCarritoSchema,
  resultadoCambioLineaCarritoSchema,
  resultadoLineasCarritoSchema,
  type Carrito,
  type ImportesCarrito,
  type LineaCarrito,
  type LineaImportacion,
  type ResultadoActualizacionCarrito,
  type ResultadoAgregarCombo,
  type ResultadoCambioCarrito,
  type ResultadoCambioLineaCarrito,
  type ResultadoLineaCarrito,
  type ValidarComboBody,
} from '@portal/shared/contracts';

import { recordarImportes } from './importes-conocidos.js';

const PREFIJO = '/api/carritopersistente';

/**
 * Shows the cart a change answered, with its version: the hub does not echo our own changes back to us, and the
 * answer is the cart as the change left it, so nothing is read again. The store drops it when a newer cart (a
 * colleague's change through the hub) got there first.
 */
function mostrarCarrito(carrito: Carrito): void {
  useCarritoStore.getState().aplicarActualizacion(carrito);
}

/** The line's result, with the answer's cart shown (and its amounts kept for the panel, when it carries them). */
function aplicarCambio({ carrito, importes, ...resultado }: ResultadoCambioCarrito): ResultadoActualizacionCarrito {
  recordarImportes(carrito, importes);
  mostrarCarrito(carrito);
  return resultado;
}

/**
 * A quantity change's answer: the whole cart, or what changed since the version this page showed when it asked
 * (`cambios`, a few lines instead of the whole cart). Changes that do not follow on from what the store shows now (it
 * moved meanwhile to another version) make the page read the cart once; the amounts are kept only for the content
 * the store then shows.
 */
async function aplicarCambioLinea({ carrito, cambios, importes, ...resultado }: ResultadoCambioLineaCarrito): Promise<ResultadoActualizacionCarrito> {
  if (carrito) return aplicarCambio({ carrito, importes, ...resultado });
  if (cambios) {
    const aplicado = useCarritoStore.getState().aplicarCambios(cambios);
    if (aplicado === 'aplicado') {
      const { carritoId, version, items } = useCarritoStore.getState();
      recordarImportes({ carritoId: carritoId!, version: version!, items }, importes);
    } else if (aplicado === 'desconocido') await recargarCarrito();
  }
  return resultado;
}

/** The cart and version shown, so that a change's answer carries only what changed since (none before the first read). */
function versionMostrada(): { carritoId: string; version: string } | Record<string, never> {
  const { carritoId, version } = useCarritoStore.getState();
  return carritoId !== null && version !== null ? { carritoId: String(carritoId), version: String(version) } : {};
}

/** Reads the pharmacy's cart and puts it in the shared store, so every view (and the shell's badge) shows the same lines. */
export async function recargarCarrito(): Promise<Carrito> {
  const carrito = await apiClient.get(`${PREFIJO}/GetItemsCarrito`, { schema: carritoSchema });
  mostrarCarrito(carrito);
  return carrito;
}

/** Sets a line's quantity (0 removes it). */
export async function actualizarItemCarrito(linea: { troquel: number; cantidad: number; ofertaId?: number }): Promise<ResultadoActualizacionCarrito> {
  const respuesta = await apiClient.post(`${PREFIJO}/ActualizarItemCarrito`, {
    body: { troquel: linea.troquel, cantidad: linea.cantidad, ofertaid: linea.ofertaId ?? 0 },
    query: { conImportes: 'true', ...versionMostrada() },
    schema: resultadoCambioLineaCarritoSchema,
  });
  return aplicarCambioLinea(respuesta);
}

/**
 * Adds `cantidad` units to what the troquel's line holds (`AgregarItemCarrito`): the server adds under the cart's lock,
 * so two users of the pharmacy adding at once both count, and a cart this page has not caught up with yet is not
 * overwritten. `ofertaId` 0 keeps the line's offer.
 */
export async function agregarItemCarrito(linea: { troquel: number; cantidad: number; ofertaId?: number }): Promise<ResultadoActualizacionCarrito> {
  const respuesta = await apiClient.post(`${PREFIJO}/AgregarItemCarrito`, {
    body: { troquel: linea.troquel, cantidad: linea.cantidad, ofertaid: linea.ofertaId ?? 0 },
    query: { conImportes: 'true', ...versionMostrada() },
    schema: resultadoCambioLineaCarritoSchema,
  });
  return aplicarCambioLinea(respuesta);
}

/**
 * Adds units to what the cart already holds, a result per line (`ImportarCarrito`, at most 1,000 lines a call). Pages
 * that add from a list (favourites, recoverer, importer) use it so that adding never lowers a quantity another user of
 * the pharmacy set. Each call answers the cart as it left it: a later batch that fails leaves the earlier ones shown.
 */
export async function importarAlCarrito(lineas: readonly LineaImportacion[]): Promise<ResultadoLineaCarrito[]> {
  const resultados: ResultadoLineaCarrito[] = [];
  for (let i = 0; i < lineas.length; i += MAXIMO_LINEAS_CARRITO) {
    const lote = lineas.slice(i, i + MAXIMO_LINEAS_CARRITO);
    const respuesta = await apiClient.post(`${PREFIJO}/ImportarCarrito`, { body: lote, query: { conCarrito: 'true' }, schema: resultadoLineasCarritoSchema });
    mostrarCarrito(respuesta.carrito);
    resultados.push(...respuesta.resultados);
  }
  return resultados;
}

/** Adds a combo's lines (`AgregarCombo`). */
export async function agregarComboAlCarrito(combo: ValidarComboBody): Promise<ResultadoAgregarCombo> {
  const { carrito, ...resultado } = await apiClient.post(`${PREFIJO}/AgregarCombo`, { body: combo, schema: resultadoAgregarComboConCarritoSchema });
  mostrarCarrito(carrito);
  return resultado;
}

export async function marcarRecomendado(troquel: number, recomendado: boolean): Promise<ResultadoActualizacionCarrito> {
  const respuesta = await apiClient.post(`${PREFIJO}/ActualizarItemCarritoRecomendado`, { body: { troquel, recomendado }, schema: resultadoCambioCarritoSchema });
  return aplicarCambio(respuesta);
}

export async function borrarItemCarrito(troquel: number): Promise<Carrito> {
  const carrito = await apiClient.put(`${PREFIJO}/BorrarItemCarrito/${troquel}`, { schema: carritoSchema });
  mostrarCarrito(carrito);
  return carrito;
}

export async function vaciarCarrito(): Promise<Carrito> {
  const carrito = await apiClient.put(`${PREFIJO}/BorrarCarritoCompleto`, { schema: carritoSchema });
  mostrarCarrito(carrito);
  return carrito;
}

export const leerImportes = (): Promise<ImportesCarrito> => apiClient.get('/api/importe-carrito', { schema: importesCarritoSchema });

/** Amounts as if the proposed quantities were saved. */
export const leerImportesDelta = (lineas: LineaCarrito[]): Promise<ImportesCarrito> =>
  apiClient.post('/api/importe-carrito-delta', { body: lineas, schema: importesCarritoSchema, silencioso: true });
