import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, configDelSitio, consultaUltimaNovedad } from '@portal/shared/client';
import { lecturaNovedadSchema } from '@portal/shared/contracts';

/** Silent calls: the news modal is an extra; a failure only means it does not show. */
const silencioso = true;

export const CLAVE_POPUP_REPETICION = ['shell', 'novedades', 'popUpRepeticion'] as const;

/** Days after which a news item already read shows again (config.json's popUpRepeticion, read once). */
export const usePopUpRepeticion = () =>
  useQuery({ queryKey: CLAVE_POPUP_REPETICION, staleTime: Infinity, queryFn: async () => (await configDelSitio()).toggles.popUpRepeticion });

/** The pharmacy's latest published news, null when it has none (204). */
export const useUltimaNovedad = (farmaciaId: number | undefined) => useQuery(consultaUltimaNovedad(farmaciaId));

/** When this user last read the news item (null: never). */
export const useLecturaNovedad = (novedadId: number | undefined) =>
  useQuery({
    queryKey: ['shell', 'novedades', 'lectura', novedadId],
    enabled: novedadId !== undefined,
    queryFn: () => apiClient.get(`/api/novedad/lectura/${novedadId}`, { schema: lecturaNovedadSchema, silencioso }),
  });

export const useMarcarLeida = (novedadId: number | undefined) =>
  useMutation({ mutationFn: () => apiClient.put(`/api/novedad/lectura/${novedadId}`, { schema: lecturaNovedadSchema, silencioso }) });
