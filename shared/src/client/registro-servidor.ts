import { logClienteSchema } from '../contracts/log.js';
import { apiClient } from './api/api-client.js';

/** The log endpoint refuses longer messages; the contract says how long. */
export const LARGO_MAXIMO_REGISTRO = logClienteSchema.shape.mensaje.maxLength ?? 4000;

/** The text of an error. Read by shape, not `instanceof`: errors may come from another realm (a frame, fetch, a worker). */
export function mensajeDeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return error === undefined ? '' : String(error);
}

/**
 * Sends a line to the server log (`POST /api/kibana/log`) and to the console: the one way the host and every remote
 * log to the server. It never throws: a log that cannot be sent must not turn into a second failure for the user.
 */
export async function registrarEnServidor(mensaje: string, error?: unknown): Promise<void> {
  const detalle = mensajeDeError(error);
  const linea = detalle ? `${mensaje}: ${detalle}` : mensaje;
  console.error(linea);
  try {
    await apiClient.post('/api/kibana/log', { body: { mensaje: linea.slice(0, LARGO_MAXIMO_REGISTRO) }, silencioso: true });
  } catch {
    console.error(`No se pudo enviar el registro: ${linea}`);
  }
}
