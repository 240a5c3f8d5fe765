import { apiClient } from '@portal/shared/client';

/** A line for the server log (`POST /api/kibana/log`) and the console; never throws, a lost log line must not break the page. */
export async function registrarEnServidor(mensaje: string, detalle?: unknown): Promise<void> {
  console.error(mensaje, detalle ?? '');
  const texto = detalle instanceof Error ? `${mensaje}: ${detalle.message}` : mensaje;
  try {
    await apiClient.post('/api/kibana/log', { body: { mensaje: texto }, silencioso: true });
  } catch {
    // Already in the console.
  }
}
