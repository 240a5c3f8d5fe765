import { useSesion } from '@portal/shared/client';
import { faltasParaActuar, type AccionSobreUsuario, type Atribuciones, type Rol } from '@portal/shared/domain';
import { leerRolesAsignables } from './usuarios-api.js';

/**
 * Least privilege (issue 27) on the administration pages: the rule is the API's own (`administracion-usuarios.ts` of
 * `@portal/shared/domain`), so what a page offers is what the server accepts, and a control it disables says why with
 * the server's own words.
 */

/** `GET /api/Rol/Asignables`, one query the pages share. */
export const consultaAsignables = { queryKey: ['admin', 'roles-asignables'], queryFn: leerRolesAsignables } as const;

/** The signed-in administrator as the rule sees it: the roles and sections of its session. */
export function useAtribucionesPropias(): Atribuciones {
  const sesion = useSesion();
  return { id: sesion?.id ?? '', roles: sesion?.roles ?? [], secciones: sesion?.secciones ?? [] };
}

/** Why `editor` may not do `accion` to `usuario`, in one text (null: it may). */
export function motivoNegado(editor: Atribuciones, usuario: Atribuciones, asignables: readonly Rol[], accion: AccionSobreUsuario): string | null {
  const faltas = faltasParaActuar(editor, usuario, asignables, accion);
  return faltas.length ? faltas.map((f) => f.description).join(' ') : null;
}

/** Said under a list of roles or sections when some the administrator may not give are left out. */
export const SOLO_ROLES_PROPIOS = 'Solo puede asignar los roles que usted tiene.';
export const SOLO_SECCIONES_PROPIAS = 'Solo puede habilitar las secciones que usted tiene.';
