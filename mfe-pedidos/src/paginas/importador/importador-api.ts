import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { resumenArchivoImportadoSchema, formatoArchivoSchema, type ResumenArchivoImportado } from '@portal/shared/contracts';
import { z } from 'zod';

/** An imported order file the pharmacy's server keeps (`/api/farmacia/archivoImportado`). */
export const archivoGuardadoSchema = resumenArchivoImportadoSchema;
export type ArchivoGuardado = ResumenArchivoImportado;

const RUTA = '/api/farmacia/archivoImportado';

/** The download of a kept file, as the pharmacy sent it (through the shared `BotonDescarga`). */
export const rutaArchivoImportado = (id: number): string => `${RUTA}/${id}`;
export const CLAVE_ARCHIVOS = ['pedidos', 'importador', 'archivos'];

export const useFormatoArchivo = () =>
  useQuery({
    queryKey: ['pedidos', 'importador', 'formato'],
    queryFn: () => apiClient.get('/api/farmacia/FormatoArchivo', { schema: formatoArchivoSchema }),
  });

/** The pharmacy's latest imported files, newest first. */
export const useArchivosImportados = () =>
  useQuery({
    queryKey: CLAVE_ARCHIVOS,
    queryFn: () => apiClient.get(RUTA, { schema: z.array(archivoGuardadoSchema), silencioso: true }),
  });

/** Base64 in slices: spreading a whole file into `String.fromCharCode` would overflow the call stack. */
function aBase64(contenido: ArrayBuffer): string {
  const bytes = new Uint8Array(contenido);
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binario);
}

/**
 * Keeps the original file on the server, under the caller's pharmacy. Silent: the page says what went wrong next to
 * the import's results, which do not depend on it.
 */
export const guardarArchivoImportado = (nombre: string, contenido: ArrayBuffer): Promise<ArchivoGuardado> =>
  apiClient.post(RUTA, { body: { nombre, contenido: aBase64(contenido) }, schema: archivoGuardadoSchema, silencioso: true });
