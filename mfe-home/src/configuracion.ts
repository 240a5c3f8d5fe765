import { useQuery } from '@tanstack/react-query';
import { configDelSitio } from '@portal/shared/client';

/** What the home pages read from the site's `config.json` (SPEC §3 toggles): the one place this remote reads it. */
export interface ConfigHome {
  maxWidgetsDashboard: number;
  activarDashboardEditable: boolean;
  /** ms each banner shows when the API gives no duration. */
  defaultBannerInterval: number;
  /** Days after which a news item already read shows again. */
  popUpRepeticion: number;
  maxPublicacionesInstagram: number;
}

export const CONFIG_POR_DEFECTO: ConfigHome = {
  maxWidgetsDashboard: 6,
  activarDashboardEditable: false,
  defaultBannerInterval: 5000,
  popUpRepeticion: 7,
  maxPublicacionesInstagram: 12,
};

const positivo = (n: number, defecto: number) => (Number.isFinite(n) && n > 0 ? n : defecto);

/** The configuration for a component; undefined until read (the defaults when config.json cannot be read again). */
export function useConfigHome(): ConfigHome | undefined {
  return useQuery({
    queryKey: ['config-home'],
    staleTime: Infinity,
    queryFn: () =>
      configDelSitio()
        .then(({ toggles: t }) => ({
          maxWidgetsDashboard: Math.trunc(positivo(t.maxWidgetsDashboard, CONFIG_POR_DEFECTO.maxWidgetsDashboard)),
          activarDashboardEditable: t.activarDashboardEditable,
          defaultBannerInterval: positivo(t.defaultBannerInterval, CONFIG_POR_DEFECTO.defaultBannerInterval),
          popUpRepeticion: Number.isFinite(t.popUpRepeticion) && t.popUpRepeticion >= 0 ? t.popUpRepeticion : CONFIG_POR_DEFECTO.popUpRepeticion,
          maxPublicacionesInstagram: Math.trunc(positivo(t.maxPublicacionesInstagram, CONFIG_POR_DEFECTO.maxPublicacionesInstagram)),
        }))
        .catch(() => CONFIG_POR_DEFECTO),
  }).data;
}
