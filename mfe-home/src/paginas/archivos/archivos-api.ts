import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { apiClient, useSesion } from '@portal/shared/client';
import { TIPOS_ARCHIVO_PRIVADOS, archivoDescargaSchema, type ArchivoDescarga, type TipoArchivoDescarga } from '@portal/shared/contracts';

const RUTA_LISTA: Partial<Record<TipoArchivoDescarga, string>> = {
  'siaf-actual': '/api/archivo/archivosSiafActual',
  'siaf-anterior': '/api/archivo/archivosSiafAnterior',
};

export const useArchivos = (tipo: TipoArchivoDescarga) => {
  const farmaciaId = useSesion()?.farmaciaId;
  return useQuery({
    queryKey: ['archivos', tipo, farmaciaId],
    enabled: farmaciaId !== undefined,
    queryFn: () => apiClient.get(RUTA_LISTA[tipo] ?? `/api/archivo/archivosVarios/${tipo}/${farmaciaId}`, { schema: z.array(archivoDescargaSchema), silencioso: true }),
  });
};

/** Where a file downloads: by kind and name, and for the private kinds also by pharmacy and id (the shared BotonDescarga fetches it). */
export const rutaDescarga = (a: ArchivoDescarga, farmaciaId: number): string =>
  TIPOS_ARCHIVO_PRIVADOS.includes(a.tipo)
    ? `/api/archivo/DescargarArchivo/${a.tipo}/${farmaciaId}/${a.id}/${encodeURIComponent(a.nombre)}`
    : `/api/archivo/DescargarArchivo/${a.tipo}/${encodeURIComponent(a.nombre)}`;
