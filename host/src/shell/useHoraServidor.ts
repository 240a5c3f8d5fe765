import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ahoraMs, consultaInfoHoras, registrarHoraServidor } from '@portal/shared/client';
import type { InfoHoras } from '@portal/shared/contracts';

/** SPEC §9: the clock ticks every second and is re-read from the server every 60 s. */
export const TICK_RELOJ_MS = 1000;
export const RELECTURA_RELOJ_MS = 60000;

export type LectorInfoHoras = () => Promise<InfoHoras>;

export interface HoraServidor {
  /** Server time now (ms epoch): the distributor's clock, which follows each read; null until the first read. */
  hora: number | null;
  cierreReparto: number | null;
  repartoCerradoRecientemente: boolean;
}

const SIN_HORA: HoraServidor = { hora: null, cierreReparto: null, repartoCerradoRecientemente: false };

/**
 * The server's clock for the shell, through the query the dashboard's widget shares (one read for both); `leer`
 * stands in for the API in tests. Each read sets the page's distributor clock (shared/src/client/reloj.ts), which
 * every date rule reads; a failed read keeps the last one: the clock ticks on from it.
 */
export function useHoraServidor(activo: boolean, leer?: LectorInfoHoras): HoraServidor {
  const consulta = consultaInfoHoras();
  const { data } = useQuery({
    ...consulta,
    queryFn: leer
      ? async () => {
          const info = await leer();
          registrarHoraServidor(info.horaServidor);
          return info;
        }
      : consulta.queryFn,
    enabled: activo,
    refetchInterval: RELECTURA_RELOJ_MS,
    refetchIntervalInBackground: true,
  });
  // Each tick renders again; the time itself is read from the distributor's clock at render, so a new read shows at once.
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!activo) return;
    const tick = setInterval(() => setTick((n) => n + 1), TICK_RELOJ_MS);
    return () => clearInterval(tick);
  }, [activo]);

  if (!activo || !data) return SIN_HORA;
  return { hora: ahoraMs(), cierreReparto: Date.parse(data.cierreReparto), repartoCerradoRecientemente: data.repartoCerradoRecientemente };
}
