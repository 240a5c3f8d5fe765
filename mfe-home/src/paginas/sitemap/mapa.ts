import { evaluarGuardas, rutasRegistradas, type MetaRuta, type UsuarioSesion } from '@portal/shared/domain';

export interface GrupoSitemap {
  grupo: string;
  rutas: MetaRuta[];
}

/**
 * Every page of the menu the user may open, grouped by its menu section: a page is listed only when the guards would
 * let the user in (never one that sends to /error401 or elsewhere). The pages are those of the portal's route table,
 * which the host merged from every section's manifest at start-up: a section that did not answer lists none.
 */
export function mapaDelSitio(usuario: UsuarioSesion, rutas: readonly MetaRuta[] = rutasRegistradas(), ahora = Date.now()): GrupoSitemap[] {
  const grupos = new Map<string, MetaRuta[]>();
  const abribles = rutas
    .filter((r) => r.menu && !r.menuHidden && !r.isPublic && !/[:*]/.test(r.path))
    .filter((r) => evaluarGuardas({ ruta: r, pathCompleto: r.path, usuario, ahora }).tipo === 'permitir')
    .sort((a, b) => a.menu!.orden - b.menu!.orden);
  for (const r of abribles) grupos.set(r.menu!.grupo, [...(grupos.get(r.menu!.grupo) ?? []), r]);
  return [...grupos].map(([grupo, rutas]) => ({ grupo, rutas }));
}
