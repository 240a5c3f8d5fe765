import { apiClient, type ArchivoDescargado, type ProgresoDescarga } from './api/api-client.js';
import { formatearNumero } from './formato.js';

/** Offers a blob to the browser as a download named `nombre`: the browser's own save, nothing kept in the page. */
export function guardarArchivo(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // Revoked later, not at once: some browsers read the address after the click's handler has returned.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export interface SolicitudDescarga {
  /** API path of the server call that produces the file. */
  path: string;
  metodo?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** Downloads a server-made file (no timeout, SPEC §9) reporting progress, and saves it under the server's name or `nombre`. */
export async function descargarYGuardar(
  solicitud: SolicitudDescarga,
  nombre: string,
  onProgreso?: (progreso: ProgresoDescarga) => void,
): Promise<ArchivoDescargado> {
  const archivo = await apiClient.descargar(solicitud.path, { metodo: solicitud.metodo, query: solicitud.query, body: solicitud.body, onProgreso });
  guardarArchivo(archivo.blob, archivo.nombre ?? nombre);
  return archivo;
}

/** "45 %" when the size is known, else what has arrived ("1,2 MB"). */
export function textoProgreso({ recibidos, total }: ProgresoDescarga): string {
  if (total) return `${Math.min(100, Math.floor((recibidos / total) * 100))} %`;
  return tamanoLegible(recibidos);
}

/** Bytes as a Spanish reader expects them: "850 B", "12,4 KB", "3,1 MB". */
export function tamanoLegible(bytes: number): string {
  const formato = (n: number) => formatearNumero(n, 1);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formato(bytes / 1024)} KB`;
  return `${formato(bytes / (1024 * 1024))} MB`;
}
