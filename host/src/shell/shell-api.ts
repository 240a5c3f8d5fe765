import { useQuery } from '@tanstack/react-query';
import { consultaBonosPendientes } from '@portal/shared/client';

/** Pending bonos change when the distributor credits them, not while the user looks: a read every few minutes is enough. */
export const REFRESCO_BONOS_MS = 5 * 60_000;

/**
 * The header's pending bonos (`/api/farmacia/{id}/cantBonos`), read only while `activo` (the dashboard's widget shares
 * the read). The header's clock is `useHoraServidor`.
 */
export const useBonosPendientes = (farmaciaId: number | undefined, activo: boolean) => {
  const consulta = consultaBonosPendientes(farmaciaId);
  return useQuery({ ...consulta, enabled: activo && consulta.enabled, refetchInterval: REFRESCO_BONOS_MS });
};
