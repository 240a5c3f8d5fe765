import { routePath } from './ruta-path.js';
import type { MetaRuta } from './rutas.js';
import type { UsuarioSesion } from './sesion.js';

export type ResultadoGuardas = { tipo: 'permitir' } | { tipo: 'login'; destino: string } | { tipo: 'redirigir'; a: string };

export interface EntradaGuardas {
  /** null: no route matches the path. */
  ruta: MetaRuta | null;
  /** Target path with query and hash, where the login flow comes back to. */
  pathCompleto: string;
  usuario: UsuarioSesion | null;
  ahora: number;
}

/** SPEC §4 "Navigation guards", in order: session, dashboard / group current account, the route's role. */
export function evaluarGuardas({ ruta, pathCompleto, usuario, ahora }: EntradaGuardas): ResultadoGuardas {
  if (ruta === null) return { tipo: 'redirigir', a: routePath('error404') };
  if (ruta.isPublic) return { tipo: 'permitir' };

  if (usuario === null || usuario.expiraEn <= ahora) return { tipo: 'login', destino: pathCompleto };

  if (ruta.requireAccesoDashboard !== undefined && ruta.requireCtaCteGrupo !== undefined) {
    const permitido =
      (usuario.permisos.accesoDashboard && ruta.requireAccesoDashboard) ||
      (usuario.permisos.cuentaCorrienteGrupo && ruta.requireCtaCteGrupo);
    if (!permitido) {
      return { tipo: 'redirigir', a: routePath(usuario.permisos.cuentaCorriente ? 'cuenta-corriente-deuda' : 'archivos') };
    }
  }

  if (ruta.rol !== undefined && !usuario.roles.includes(ruta.rol)) return { tipo: 'redirigir', a: routePath('error401') };

  return { tipo: 'permitir' };
}
