import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { publicacionMediaSchema } from '@portal/shared/contracts';

/** The latest `n` posts (`n` from maxPublicacionesInstagram; undefined until the config is read). */
export const useUltimasPublicaciones = (n: number | undefined) =>
  useQuery({
    queryKey: ['instagram', n],
    enabled: n !== undefined,
    queryFn: () => apiClient.get(`/api/StarhopperF8/ultimas/${n}`, { schema: z.array(publicacionMediaSchema), silencioso: true }),
  });

/** An image or video of the API's media store (public, cached; videos answered by ranges). */
export const urlMedia = (nombre: string) => `/api/StarhopperF8/media/${encodeURIComponent(nombre)}`;
export const esVideo = (nombre: string) => nombre.toLowerCase().endsWith('mp4');
