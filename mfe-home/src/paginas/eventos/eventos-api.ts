import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { eventoSchema, inscriptoSchema, type InscriptoBody, type Inscripto } from '@portal/shared/contracts';

export const CLAVE_EVENTO = ['eventos', 'activo'] as const;

/** The active event, null when none (204). */
export const consultaEventoActivo = () =>
  queryOptions({ queryKey: CLAVE_EVENTO, staleTime: 15_000, queryFn: async () => (await apiClient.get('/api/evento/evento-activo', { schema: eventoSchema.optional(), silencioso: true })) ?? null });
export const useEventoActivo = () => useQuery(consultaEventoActivo());

export const claveInscriptos = (eventoId: number | undefined) => ['eventos', 'inscriptos', eventoId] as const;

export const useInscriptos = (eventoId: number | undefined) =>
  useQuery({
    queryKey: claveInscriptos(eventoId),
    enabled: eventoId !== undefined,
    queryFn: () => apiClient.get(`/api/evento/inscriptos/${eventoId}`, { schema: z.array(inscriptoSchema), silencioso: true }),
  });

export const guardarInscripto = (datos: InscriptoBody): Promise<Inscripto> =>
  apiClient.post('/api/evento/agregar-editar-inscripto', { body: datos, schema: inscriptoSchema, silencioso: true });

export const quitarInscripto = (inscriptoId: number): Promise<void> => apiClient.delete(`/api/evento/desinscribir/${inscriptoId}`, { silencioso: true });
