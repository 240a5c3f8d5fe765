import { useQueries, useQuery } from '@tanstack/react-query';
import { apiClient, type ParametrosPagina } from '@portal/shared/client';
import { composicionDeudaSchema, cubetaAdeudadaSchema, resumenDeudaSchema, totalOperacionesSemanaSchema, type CubetaAdeudada } from '@portal/shared/contracts';
import { z } from 'zod';
import { claveAlcance, type AlcanceDatos as Alcance } from '../comun/grupo.js';

const consultaFarmacia = (a: Alcance) => (a.farmaciaId === null ? {} : { farmaciaId: a.farmaciaId });

/** The composition of the pharmacy, or of the group (whole, or the chosen pharmacy). */
export const useComposicionDeuda = (a: Alcance) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'composicion', claveAlcance(a)],
    enabled: a.grupo ? a.grupoId !== null : a.farmaciaId !== null,
    queryFn: () =>
      a.grupo
        ? apiClient.get(`/api/CuentaCorriente/composicionGrupo/${a.grupoId}`, { query: consultaFarmacia(a), schema: composicionDeudaSchema })
        : apiClient.get(`/api/CuentaCorriente/composicion/${a.farmaciaId}`, { schema: composicionDeudaSchema }),
  });

/** One page of the debt statements for the shared server table: `deuda/{id}`, or `deudaGrupoFarmacia` for a group. */
export const paginaResumenesDeuda = (a: Alcance) => (p: ParametrosPagina, signal: AbortSignal) => {
  const comun = { schema: resumenDeudaSchema, page: p.page, pageSize: p.pageSize, orden: p.orden, signal };
  return a.grupo
    ? apiClient.lista('/api/CuentaCorriente/deudaGrupoFarmacia', { ...comun, body: { grupoId: a.grupoId, ...consultaFarmacia(a) } })
    : apiClient.lista(`/api/CuentaCorriente/deuda/${a.farmaciaId}`, comun);
};

/** This week's and last week's totals of the group or the chosen pharmacy (`totalOperacionesSemanaGrupo/{id}`). */
export const useTotalSemanaGrupo = (a: Alcance) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'total-semana-grupo', claveAlcance(a)],
    enabled: a.grupo && a.grupoId !== null,
    queryFn: () => apiClient.get(`/api/CuentaCorriente/totalOperacionesSemanaGrupo/${a.grupoId}`, { query: consultaFarmacia(a), schema: totalOperacionesSemanaSchema }),
  });

/** The buckets owed (`{id}/detalle-cubetas`): of the pharmacy shown, or of each pharmacy of the whole group. */
export function useCubetas(farmacias: readonly number[]): { datos: CubetaAdeudada[]; cargando: boolean; error: boolean } {
  const consultas = useQueries({
    queries: farmacias.map((id) => ({
      queryKey: ['cuenta-corriente', 'cubetas', id],
      queryFn: () => apiClient.get(`/api/CuentaCorriente/${id}/detalle-cubetas`, { schema: z.array(cubetaAdeudadaSchema) }),
    })),
  });
  return {
    datos: consultas.flatMap((c) => c.data ?? []).sort((a, b) => a.fecha.localeCompare(b.fecha)),
    cargando: consultas.some((c) => c.isLoading),
    error: consultas.some((c) => c.isError),
  };
}
