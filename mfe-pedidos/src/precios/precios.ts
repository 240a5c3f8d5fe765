import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { MAXIMO_TROQUELES_POR_LLAMADA, precioSchema, type Precio } from '@portal/shared/contracts';
import { z } from 'zod';

const memoria = new Map<number, Precio>();

/** Prices of the troqueles for the user's pharmacy (`POST /api/producto/precio`), asked once per page visit in batches of at most 500. */
export async function preciosDe(troqueles: readonly number[], busqueda?: string): Promise<Map<number, Precio>> {
  const faltan = [...new Set(troqueles)].filter((t) => !memoria.has(t));
  for (let i = 0; i < faltan.length; i += MAXIMO_TROQUELES_POR_LLAMADA) {
    const items = faltan.slice(i, i + MAXIMO_TROQUELES_POR_LLAMADA);
    const precios = await apiClient.post('/api/producto/precio', {
      body: { items, busqueda: busqueda ? busqueda.slice(0, 200) : undefined },
      schema: z.array(precioSchema),
      silencioso: true,
    });
    for (const p of precios) memoria.set(p.troquel, p);
  }
  return new Map(troqueles.filter((t) => memoria.has(t)).map((t) => [t, memoria.get(t)!]));
}

/** Forgets the prices read (a new page visit reads them again: stock and offers move). */
export const olvidarPrecios = (): void => memoria.clear();

export function usePrecios(troqueles: readonly number[], busqueda?: string): ReadonlyMap<number, Precio> {
  const clave = [...new Set(troqueles)].sort((a, b) => a - b);
  const consulta = useQuery({
    queryKey: ['precios', clave],
    queryFn: () => preciosDe(clave, busqueda),
    enabled: clave.length > 0,
    placeholderData: (anterior) => anterior,
    staleTime: 60_000,
  });
  return consulta.data ?? new Map();
}
