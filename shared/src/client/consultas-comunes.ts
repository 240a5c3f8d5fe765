import { cantidadBonosSchema, infoHorasSchema } from '../contracts/farmacia.js';
import { novedadSchema } from '../contracts/novedad.js';
import { apiClient } from './api/api-client.js';
import { registrarHoraServidor } from './reloj.js';

/**
 * Reads that the shell and a section both show, under one query key: TanStack Query's cache is one for the whole
 * page (a shared singleton), so the dashboard's widget and the shell make one request, not two. Each keeps its answer
 * fresh for a while: with TanStack's default (stale at once) the second to mount asked again anyway.
 */
const FRESCA_MS = 30_000;

export const consultaBonosPendientes = (farmaciaId: number | undefined) => ({
  queryKey: ['bonos-pendientes', farmaciaId] as const,
  queryFn: () => apiClient.get(`/api/farmacia/${farmaciaId}/cantBonos`, { schema: cantidadBonosSchema, silencioso: true }),
  enabled: farmaciaId !== undefined,
  staleTime: FRESCA_MS,
});

/** The pharmacy's latest published news (the shell's modal, the dashboard's widget); null when it has none (204). */
export const consultaUltimaNovedad = (farmaciaId: number | undefined) => ({
  queryKey: ['novedad-ultima', farmaciaId] as const,
  queryFn: async () => (await apiClient.get(`/api/novedad/${farmaciaId}`, { schema: novedadSchema.optional(), silencioso: true })) ?? null,
  enabled: farmaciaId !== undefined,
  staleTime: FRESCA_MS,
});

/**
 * The server's clock and the delivery round's closing (the shell's clock, the dashboard's widget). The shell re-reads
 * it each minute (SPEC §9) for both; each ticks the seconds from its last answer.
 */
export const consultaInfoHoras = () => ({
  queryKey: ['info-horas'] as const,
  queryFn: async () => {
    const info = await apiClient.get('/api/farmacia/InfoHoras', { schema: infoHorasSchema, silencioso: true });
    // Every date rule of the page follows the server's business time from now on (reloj.ts).
    registrarHoraServidor(info.horaServidor);
    return info;
  },
  staleTime: FRESCA_MS,
});
