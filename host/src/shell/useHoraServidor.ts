import { useEffect, useState } from 'react';
import type { InfoHoras } from '@portal/shared/contracts';
import { leerInfoHoras } from './shell-api.js';

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

interface Lectura {
  /** Server time minus local time at the moment of the read. */
  desfase: number;
  cierreReparto: number;
  repartoCerradoRecientemente: boolean;
}

export function useHoraServidor(activo: boolean, leer: LectorInfoHoras = leerInfoHoras): HoraServidor {
  const [lectura, setLectura] = useState<Lectura | null>(null);
  const [ahora, setAhora] = useState(() => Date.now());

  useEffect(() => {
    if (!activo) {
      setLectura(null);
      return;
    }
    let vigente = true;
    const cargar = () => {
      leer()
        .then((info) => {
          if (!vigente) return;
          const local = Date.now();
          setAhora(local);
          setLectura({
            desfase: Date.parse(info.horaServidor) - local,
            cierreReparto: Date.parse(info.cierreReparto),
            repartoCerradoRecientemente: info.repartoCerradoRecientemente,
          });
        })
        // The clock keeps ticking from the last read; the next read tries again.
        .catch(() => undefined);
    };
    cargar();
    const relectura = setInterval(cargar, RELECTURA_RELOJ_MS);
    const tick = setInterval(() => setAhora(Date.now()), TICK_RELOJ_MS);
    return () => {
      vigente = false;
      clearInterval(relectura);
      clearInterval(tick);
    };
  }, [activo, leer]);

  if (!lectura) return { hora: null, cierreReparto: null, repartoCerradoRecientemente: false };
  return { hora: ahora + lectura.desfase, cierreReparto: lectura.cierreReparto, repartoCerradoRecientemente: lectura.repartoCerradoRecientemente };
}
