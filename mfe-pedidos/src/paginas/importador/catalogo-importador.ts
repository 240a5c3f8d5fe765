import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { formatoArchivoSchema, productosSchema } from '@portal/shared/contracts';

/** The whole catalogue the importer matches lines against; read once per session. */
export const useCatalogoImportador = () =>
  useQuery({
    queryKey: ['pedidos', 'importador', 'catalogo'],
    staleTime: Infinity,
    queryFn: () => apiClient.get('/api/producto', { schema: productosSchema }),
  });

export const useFormatoArchivo = () =>
  useQuery({
    queryKey: ['pedidos', 'importador', 'formato'],
    queryFn: () => apiClient.get('/api/farmacia/FormatoArchivo', { schema: formatoArchivoSchema }),
  });
