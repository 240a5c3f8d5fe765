import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { movimientoCuentaSchema, totalOperacionesSemanaSchema } from '@portal/shared/contracts';
import { z } from 'zod';

export const useOperaciones = (farmaciaId: number | undefined, semana: 'actual' | 'anterior') =>
  useQuery({
    queryKey: ['cuenta-corriente', 'operaciones', semana, farmaciaId],
    enabled: farmaciaId !== undefined,
    queryFn: () => apiClient.get(`/api/CuentaCorriente/operaciones/${semana}/${farmaciaId}`, { schema: z.array(movimientoCuentaSchema) }),
  });

export const useTotalSemana = (farmaciaId: number | undefined) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'operaciones', 'total', farmaciaId],
    enabled: farmaciaId !== undefined,
    queryFn: () => apiClient.get(`/api/CuentaCorriente/totalOperacionesSemana/${farmaciaId}`, { schema: totalOperacionesSemanaSchema }),
  });
