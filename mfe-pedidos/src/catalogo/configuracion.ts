import { cargarConfig } from '@portal/shared/client';

/** What the ordering pages read from the site's `config.json`. */
export interface ConfigPedidos {
  /** Absolute address under which `/api/...` lives. */
  apiBaseUrl: string;
  /** SPEC §3 toggle: `debounce` ms of quiet before asking the amounts of pending quantities, `delta` ms at most between two asks while typing goes on. */
  carritoDetallePrecio: { delta: number; debounce: number };
}

const POR_DEFECTO = { carritoDetallePrecio: { delta: 500, debounce: 300 } };

let actual: Promise<ConfigPedidos> | null = null;

/** Sets the configuration (embedding and tests); otherwise it is read once from `/config.json`. */
export function definirConfigPedidos(config: ConfigPedidos): void {
  actual = Promise.resolve(config);
}

export function obtenerConfigPedidos(): Promise<ConfigPedidos> {
  actual ??= cargarConfig()
    .then((c) => ({
      apiBaseUrl: new URL(c.apiBaseUrl, window.location.origin).toString(),
      carritoDetallePrecio: c.toggles.carritoDetallePrecio,
    }))
    // The shell already refused to start with a bad config.json; a second read failing leaves the defaults.
    .catch(() => ({ apiBaseUrl: window.location.origin, ...POR_DEFECTO }));
  return actual;
}
