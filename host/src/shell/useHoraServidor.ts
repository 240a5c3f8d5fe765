import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { consultaInfoHoras } from '@portal/shared/client';
import type { InfoHoras } from '@portal/shared/contracts';

/** SPEC §9: the clock ticks every second and is re-read from the server every 60 s. */
export const TICK_RELOJ_MS = 1000;
export const RELECTURA_RELOJ_MS = 60000;

export type LectorInfoHoras = () => Promise<InfoHoras>;

export interface HoraServidor {
  /** Server time now (ms epoch), advanced with the local clock between reads; null until the first read. */
  hora: number | null;
  cierreReparto: number | null;
  repartoCerradoRecientemente: boolean;
}

const SIN_HORA: HoraServidor = { hora: null, cierreReparto: null, repartoCerradoRecientemente: false };

/**
 * The server's clock for the shell, through the query the dashboard's widget shares (one read for both); `leer`
 * stands in for the API in tests. A failed read keeps the last answer: the clock ticks on from it.
 */
export function useHoraServidor(activo: boolean, leer?: LectorInfoHoras): HoraServidor {
  const consulta = consultaInfoHoras();
  const { data, dataUpdatedAt } = useQuery({
    ...consulta,
    queryFn: leer ?? consulta.queryFn,
    enabled: activo,
    refetchInterval: RELECTURA_RELOJ_MS,
    refetchIntervalInBackground: true,
  });
  const [ahora, setAhora] = useState(() => Date.now());

  useEffect(() => {
    if (!activo) return;
    const tick = setInterval(() => setAhora(Date.now()), TICK_RELOJ_MS);
    return () => clearInterval(tick);
  }, [activo]);

  if (!activo || !data) return SIN_HORA;
  // Server time minus local time at the moment of the read; from a read newer than the last tick, that read's time.
  const desfase = Date.parse(data.horaServidor) - dataUpdatedAt;
  return { hora: Math.max(ahora, dataUpdatedAt) + desfase, cierreReparto: Date.parse(data.cierreReparto), repartoCerradoRecientemente: data.repartoCerradoRecientemente };
}
