import { cantidadBonosSchema } from '../contracts/farmacia.js';
import { apiClient } from './api/api-client.js';

/**
 * Reads that the shell and a section both show, under one query key: TanStack Query's cache is one for the whole
 * page (a shared singleton), so the dashboard's widget and the header's badge make one request, not two.
 */
export const consultaBonosPendientes = (farmaciaId: number | undefined) => ({
  queryKey: ['bonos-pendientes', farmaciaId] as const,
  queryFn: () => apiClient.get(`/api/farmacia/${farmaciaId}/cantBonos`, { schema: cantidadBonosSchema, silencioso: true }),
  enabled: farmaciaId !== undefined,
});
