import { useQuery } from '@tanstack/react-query';
import { apiClient, consultaBonosPendientes } from '@portal/shared/client';
import { infoHorasSchema, type InfoHoras } from '@portal/shared/contracts';

/** The shell's calls to the API (header clock and pending bonos). Silent: a failed read only leaves the extra out. */
const silencioso = true;

/** Pending bonos change when the distributor credits them, not while the user looks: a read every few minutes is enough. */
export const REFRESCO_BONOS_MS = 5 * 60_000;

export const leerInfoHoras = (): Promise<InfoHoras> => apiClient.get('/api/farmacia/InfoHoras', { schema: infoHorasSchema, silencioso });

/** The pharmacy's pending bonos (`/api/farmacia/{id}/cantBonos`), read only while `activo` (the dashboard's widget shares the read). */
export const useBonosPendientes = (farmaciaId: number | undefined, activo: boolean) => {
  const consulta = consultaBonosPendientes(farmaciaId);
  return useQuery({ ...consulta, enabled: activo && consulta.enabled, refetchInterval: REFRESCO_BONOS_MS });
};
