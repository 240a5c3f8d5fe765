import { apiClient } from '@portal/shared/client';
import { mensajeDeError } from './mensajeDeError.js';

/** The log endpoint refuses longer messages (`logClienteSchema`). */
const LARGO_MAXIMO = 4000;

/**
 * Sends a line to the server log (POST /api/kibana/log) and to the console. It never throws: a log that
 * cannot be sent must not turn into a second failure for the user.
 */
export async function registrarLog(mensaje: string, error?: unknown): Promise<void> {
  const detalle = mensajeDeError(error);
  const linea = detalle ? `${mensaje}: ${detalle}` : mensaje;
  console.error(linea);
  try {
    await apiClient.post('/api/kibana/log', { body: { mensaje: linea.slice(0, LARGO_MAXIMO) }, silencioso: true });
  } catch {
    console.error(`No se pudo enviar el registro: ${linea}`);
  }
}
