import { useQuery } from '@tanstack/react-query';
import { crearBuscadorPorLotes, registrarEnServidor } from '@portal/shared/client';
import { leerNombresUsuarios } from './usuarios-api.js';

/** Shown for a user the lookup does not know (deleted, or of another pharmacy). */
export const USUARIO_DESCONOCIDO = 'Usuario desconocido';

/**
 * User names by id (`POST /api/CrewDragon/UserNames`): the ids a page asks for in one tick go in one request, and the
 * answers stay cached for five minutes. An id the answer leaves out (a deleted author, another pharmacy's) is cached
 * as unknown too, so the next page does not ask for it again.
 */
const buscador = crearBuscadorPorLotes<string | null>(
  async (ids) => {
    const nombres = await leerNombresUsuarios(ids);
    return new Map(ids.map((id) => [id, nombres.get(id) ?? null]));
  },
  { vencimientoSegundos: 300 },
);

/** Tests start each case with an empty cache. */
export const olvidarNombresUsuarios = () => buscador.olvidar();

/** The names of `ids` (null ids left out); an unknown one, or a failed lookup (logged), reads USUARIO_DESCONOCIDO. */
export async function nombresUsuarios(ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unicos = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const resultados = await Promise.allSettled(unicos.map((id) => buscador.obtener(id)));
  const fallo = resultados.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (fallo) void registrarEnServidor('Error al recuperar valor para nombres de usuario', fallo.reason);
  return new Map(unicos.map((id, i) => [id, (resultados[i]!.status === 'fulfilled' && (resultados[i] as PromiseFulfilledResult<string | null>).value) || USUARIO_DESCONOCIDO]));
}

/** A page's names, as a function that never fails: '--' while loading or for a missing id. */
export function useNombresUsuarios(ids: readonly (string | null)[]): (id: string | null) => string {
  const clave = [...new Set(ids.filter(Boolean))].sort();
  const { data } = useQuery({ queryKey: ['admin', 'nombres-usuarios', clave], queryFn: () => nombresUsuarios(clave), staleTime: 300_000 });
  return (id) => (id ? (data?.get(id) ?? '--') : '--');
}
