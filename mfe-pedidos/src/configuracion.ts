import { useQuery } from '@tanstack/react-query';
import { configDelSitio, type ConfigCliente } from '@portal/shared/client';

/** A span back from today (SPEC §3 `bonosRangoFechasBonos`, `transferRangoFechas`): optional days, months and years. */
export type RangoFechas = ConfigCliente['toggles']['bonosRangoFechasBonos'];

/** What the ordering pages read from the site's `config.json`: the one place this remote reads it. */
export interface ConfigPedidos {
  /** Absolute address under which `/api/...` lives. */
  apiBaseUrl: string;
  /** SPEC §3 toggle: `debounce` ms of quiet before asking the amounts of pending quantities, `delta` ms at most between two asks while typing goes on. */
  carritoDetallePrecio: { delta: number; debounce: number };
  /** SPEC §3 toggle: seconds of the summary's countdown before its prices and shifts are read again. */
  countdownResumen: number;
  /** SPEC §3 toggles: how far back the bonos and the laboratory transfers pages look when they open. */
  bonosRangoFechasBonos: RangoFechas;
  transferRangoFechas: RangoFechas;
}

/** What a setting takes while config.json is not read, or when it lacks or spoils the setting. */
export const CONFIG_POR_DEFECTO = {
  carritoDetallePrecio: { delta: 500, debounce: 300 },
  countdownResumen: 60,
  bonosRangoFechasBonos: { months: 3 },
  transferRangoFechas: { months: 1 },
};

let actual: Promise<ConfigPedidos> | null = null;

/** Sets the configuration (embedding, tests and benches); what is not given keeps its default. */
export function definirConfigPedidos(config: Pick<ConfigPedidos, 'apiBaseUrl'> & Partial<ConfigPedidos>): void {
  actual = Promise.resolve({ ...CONFIG_POR_DEFECTO, ...config });
}

/** The site's configuration (read by the host at start-up), unless set before. */
export function obtenerConfigPedidos(): Promise<ConfigPedidos> {
  actual ??= configDelSitio()
    .then(({ apiBaseUrl, toggles }) => ({
      apiBaseUrl: new URL(apiBaseUrl, window.location.origin).toString(),
      carritoDetallePrecio: toggles.carritoDetallePrecio,
      countdownResumen:
        Number.isInteger(toggles.countdownResumen) && toggles.countdownResumen > 0 ? toggles.countdownResumen : CONFIG_POR_DEFECTO.countdownResumen,
      bonosRangoFechasBonos: toggles.bonosRangoFechasBonos,
      transferRangoFechas: toggles.transferRangoFechas,
    }))
    // The shell already refused to start with a bad config.json; a second read failing leaves the defaults.
    .catch(() => ({ apiBaseUrl: window.location.origin, ...CONFIG_POR_DEFECTO }));
  return actual;
}

/** The configuration for a component; undefined until read. */
export function useConfigPedidos(): ConfigPedidos | undefined {
  return useQuery({ queryKey: ['config-pedidos'], queryFn: obtenerConfigPedidos, staleTime: Infinity }).data;
}
