import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { farmaciaGrupoSchema, infoGrupoSchema } from '@portal/shared/contracts';
import { z } from 'zod';

export const useFarmaciasGrupo = (grupoId: number | null | undefined) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'grupo', 'farmacias', grupoId],
    enabled: grupoId !== null && grupoId !== undefined,
    queryFn: () => apiClient.get(`/api/FarmaciaGrupo/Farmacias/${grupoId}`, { schema: z.array(farmaciaGrupoSchema) }),
  });

export const useInfoGrupo = (grupoId: number | null | undefined) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'grupo', 'info', grupoId],
    enabled: grupoId !== null && grupoId !== undefined,
    queryFn: () => apiClient.get(`/api/FarmaciaGrupo/InfoGrupo/${grupoId}`, { schema: infoGrupoSchema }),
  });
