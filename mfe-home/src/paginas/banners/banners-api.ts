import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { bannersSchema } from '@portal/shared/contracts';

export const useBanners = () =>
  useQuery({ queryKey: ['banners'], staleTime: 5 * 60_000, queryFn: () => apiClient.get('/api/banner', { schema: bannersSchema, silencioso: true }) });

/** The image of a banner, served by the API with cache headers. */
export const urlImagenBanner = (nombreArchivo: string): string => `/api/banner/imagen/${encodeURIComponent(nombreArchivo)}`;
