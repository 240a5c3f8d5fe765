import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ahoraMs, apiClient, consultaInfoHoras } from '@portal/shared/client';
import { promesaEntrega, type PromesaEntrega } from '@portal/shared/domain';
import { entregasCarritoSchema, type EntregasCarrito, type ItemCarrito } from '@portal/shared/contracts';

/** SPEC §9: the server clock is read again every 60 s; so are the rounds and what the stock covers. */
export const RELECTURA_ENTREGAS_MS = 60_000;

const leerEntregas = (): Promise<EntregasCarrito> => apiClient.get('/api/carritopersistente/Entregas', { schema: entregasCarritoSchema, silencioso: true });

/**
 * When each cart line would arrive if the order were confirmed now (issue 17): the pharmacy's rounds and the stock's
 * cover from the API, the promise computed here with the server's clock, so that the second a round closes every line
 * moves to the next one without a read. Null until the first answer (or without lines): the lines show no promise.
 */
export function usePromesasEntrega(items: readonly ItemCarrito[]): Map<number, PromesaEntrega> | null {
  // Quantities decide the cover: a changed quantity is a new read; a reorder of the same lines is not.
  const clave = items.map((i) => `${i.troquel}:${i.cantidad}`).sort().join(',');
  const entregas = useQuery({
    queryKey: ['carrito', 'entregas', clave],
    queryFn: leerEntregas,
    enabled: items.length > 0,
    refetchInterval: RELECTURA_ENTREGAS_MS,
    placeholderData: (anterior) => anterior,
  });
  // The server's clock, as the shell reads it (one shared query): the distributor's clock follows each read.
  const horas = useQuery({ ...consultaInfoHoras(), refetchInterval: RELECTURA_ENTREGAS_MS });
  const [ahora, setAhora] = useState(ahoraMs);
  useEffect(() => setAhora(ahoraMs()), [horas.dataUpdatedAt]);

  // Wake up when the next round closes (server time), not every second: only then does a promise change.
  const proximoCierre = useMemo(
    () => (entregas.data?.rondas ?? []).map((r) => Date.parse(r.cierre)).filter((c) => c > ahora).sort((a, b) => a - b)[0],
    [entregas.data, ahora],
  );
  useEffect(() => {
    if (proximoCierre === undefined) return;
    const espera = Math.min(Math.max(proximoCierre - ahora + 50, 0), 2 ** 31 - 1);
    const temporizador = setTimeout(() => setAhora(ahoraMs()), espera);
    return () => clearTimeout(temporizador);
  }, [proximoCierre, ahora]);

  return useMemo(() => {
    if (!entregas.data || items.length === 0) return null;
    const { rondas, lineas } = entregas.data;
    return new Map(lineas.map((l) => [l.troquel, promesaEntrega(l, rondas, ahora)]));
  }, [entregas.data, items.length, ahora]);
}
