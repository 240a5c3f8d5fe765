import { useQuery } from '@tanstack/react-query';
import { configDelSitio } from '@portal/shared/client';
import { TOGGLES_DEVOLUCION_POR_DEFECTO, type TogglesDevolucion } from '@portal/shared/domain';

/**
 * The return toggles of SPEC §3 from the site's `config.json`: the one place this remote reads it. The API applies
 * its own copy (`DEVOLUCION_*`, same defaults); both decide through the rules of @portal/shared/domain.
 */
export function useTogglesDevolucion(): TogglesDevolucion | undefined {
  return useQuery({
    queryKey: ['config-devoluciones'],
    staleTime: Infinity,
    queryFn: () =>
      configDelSitio()
        .then(({ toggles: t }) => ({
          conectarFacturaConDevolucion: t.conectarFacturaConDevolucion,
          maxDiasAnteriorFacturaParaDevolucion: t.maxDiasAnteriorFacturaParaDevolucion,
          maxDiasAnteriorFacturaParaDevolucionFaltantes: t.maxDiasAnteriorFacturaParaDevolucionFaltantes,
          cargaLoteEnDevolucionEstricta: t.cargaLoteEnDevolucionEstricta,
        }))
        // The shell already refused to start with a bad config.json; a second read failing leaves the defaults.
        .catch(() => TOGGLES_DEVOLUCION_POR_DEFECTO),
  }).data;
}
