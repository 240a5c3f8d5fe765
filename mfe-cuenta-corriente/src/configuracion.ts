import { useQuery } from '@tanstack/react-query';
import { configDelSitio } from '@portal/shared/client';

/** What the current-account pages read from the site's `config.json` (SPEC §3 toggles): the one place this remote reads it. */
export interface ConfigCuentaCorriente {
  /** How many days after today a date range may end. */
  maxDiasAlFuturo: number;
  /** How many days before today a date range may start. */
  maxDiasAlPasado: number;
}

export const CONFIG_POR_DEFECTO: ConfigCuentaCorriente = { maxDiasAlFuturo: 0, maxDiasAlPasado: 730 };

const noNegativo = (n: number, defecto: number) => (Number.isInteger(n) && n >= 0 ? n : defecto);

/** The configuration for a component: the defaults until read, or when config.json cannot be read again. */
export function useConfigCuentaCorriente(): ConfigCuentaCorriente {
  return (
    useQuery({
      queryKey: ['config-cuenta-corriente'],
      staleTime: Infinity,
      queryFn: () =>
        configDelSitio()
          .then(({ toggles }) => ({
            maxDiasAlFuturo: noNegativo(toggles.maxDiasAlFuturo, CONFIG_POR_DEFECTO.maxDiasAlFuturo),
            maxDiasAlPasado: noNegativo(toggles.maxDiasAlPasado, CONFIG_POR_DEFECTO.maxDiasAlPasado),
          }))
          .catch(() => CONFIG_POR_DEFECTO),
    }).data ?? CONFIG_POR_DEFECTO
  );
}
