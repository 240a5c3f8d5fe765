import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { bannersSchema } from '@portal/shared/contracts';

export const consultaBanners = () =>
  queryOptions({ queryKey: ['banners'], staleTime: 5 * 60_000, queryFn: () => apiClient.get('/api/banner', { schema: bannersSchema, silencioso: true }) });
export const useBanners = () => useQuery(consultaBanners());

/** The image of a banner, served by the API with cache headers. */
export const urlImagenBanner = (nombreArchivo: string): string => `/api/banner/imagen/${encodeURIComponent(nombreArchivo)}`;
