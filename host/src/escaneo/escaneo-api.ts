import { apiClient } from '@portal/shared/client';
import { resultadoActualizacionCarritoSchema, resultadoEscaneoSchema, type ResultadoActualizacionCarrito, type ResultadoEscaneo } from '@portal/shared/contracts';
import { cargarCarritoActual } from '../tiempo-real/cargarCarritoActual.js';

const PREFIJO = '/api/carritopersistente';

/**
 * One unit of the scanned product into the pharmacy's cart. The hub does not echo our own change back, so the cart is
 * read again for the shell's badge and any open cart panel. A failure is told in the scan's own notice: silent here.
 */
export async function escanearAlCarrito(codigo: string): Promise<ResultadoEscaneo> {
  const resultado = await apiClient.post(`${PREFIJO}/Escanear`, { body: { codigo }, schema: resultadoEscaneoSchema, silencioso: true });
  await cargarCarritoActual();
  return resultado;
}

/** Undo of a scan: the line back to the quantity it had (0 removes it). */
export async function deshacerEscaneo(escaneo: Pick<ResultadoEscaneo, 'troquel' | 'cantidadAnterior'>): Promise<ResultadoActualizacionCarrito> {
  const resultado = await apiClient.post(`${PREFIJO}/ActualizarItemCarrito`, {
    body: { troquel: escaneo.troquel, cantidad: escaneo.cantidadAnterior, ofertaid: 0 },
    schema: resultadoActualizacionCarritoSchema,
  });
  await cargarCarritoActual();
  return resultado;
}
