import type { Rol } from '@portal/shared/domain';

/** The caller, as proven by a verified access token. Never built from anything the client sends otherwise. */
export interface UsuarioToken {
  sub: string;
  nombre: string;
  email: string;
  farmaciaId: number;
  /** Set for a pharmacy-group account. */
  grupoId: number | null;
  roles: Rol[];
  secciones: number[];
  /** The user's context version when the token was issued (see `VigenciaUsuarios`); null from another provider. */
  versionContexto: number | null;
}

/**
 * Where a route's pharmacy comes from, so the authorisation layer can refuse another pharmacy's data (404).
 * - `propio`: only from the token; the route takes no pharmacy or group id.
 * - `farmacia`: the route parameter `param` is a pharmacy id that must be the caller's (or of the caller's group).
 * - `grupo`: the route parameter `param` is a pharmacy-group id that must be the caller's group.
 * - `recurso`: the route addresses a resource (order, user, invoice…) whose owner the service checks.
 */
export type Alcance =
  | { tipo: 'propio' }
  | { tipo: 'farmacia'; param: string }
  | { tipo: 'grupo'; param: string }
  | { tipo: 'recurso' };

/** The rule every `/api` route declares in `config.permiso`; a route without one makes the app refuse to start. */
export type Permiso =
  | { publico: true }
  | {
      /** Role needed; several means any of them; `null` means any signed-in user. */
      rol: Rol | Rol[] | null;
      alcance: Alcance;
      /** System section (SPEC §3) whose maintenance answers 520 on this route. */
      seccion?: number;
    };
