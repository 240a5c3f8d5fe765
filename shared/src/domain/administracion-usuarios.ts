import { ROLES, type Rol } from './roles.js';
import { SECCIONES_HABILITABLES } from './secciones.js';

/**
 * Least privilege in user administration (issue 27), in one place: the API refuses with these reasons, and the
 * administration pages hide or disable what they refuse, so both always agree.
 *
 * - An administrator acts on another user (modifies, enables or disables, replaces its roles, resets its password,
 *   deletes it) only if every role of that user is one a pharmacy administrator may assign (`/api/Rol/Asignables`)
 *   and one it holds itself, and every section of that user is one it has enabled: otherwise a user with only
 *   Administrador could reset the password of, or demote, the pharmacy's full administrator.
 * - It gives (creating, modifying or replacing roles and sections, itself included) only assignable roles it holds and
 *   sections it has: nobody raises anyone, itself included, above what it holds.
 * - On itself the first rule does not apply (its roles are its own by definition, the distributor's ones too); the
 *   second keeps it from raising itself.
 */

/** The part of a user the rule looks at. */
export interface Atribuciones {
  id: string;
  roles: readonly Rol[];
  secciones: readonly number[];
}

/** A refusal: the operation-result code the API answers and its Spanish reason, shown as is by the pages. */
export interface FaltaDePermiso {
  code: string;
  description: string;
}

/** What an administrator does to a user, as a refusal names it. */
export type AccionSobreUsuario = 'modificar' | 'habilitar' | 'deshabilitar' | 'cambiarRoles' | 'restablecerPassword' | 'eliminar';

const SOBRE: Record<AccionSobreUsuario, string> = {
  modificar: 'modificar a',
  habilitar: 'habilitar a',
  deshabilitar: 'deshabilitar a',
  cambiarRoles: 'cambiar los roles de',
  restablecerPassword: 'restablecer la contraseña de',
  eliminar: 'eliminar a',
};

/** The names an administrator reads for the system sections a user may have enabled (SPEC §3). */
const NOMBRES_SECCION: Readonly<Record<number, string>> = {
  1: 'eShop',
  2: 'Cuentas corrientes',
  5: 'Login',
  8: 'Vencidos',
  11: 'Devoluciones comunes',
  41: 'Recalls',
};

export const nombreSeccion = (seccion: number): string => NOMBRES_SECCION[seccion] ?? `Sección ${seccion}`;

/** Roles in the catalogue's order, each once: a reason reads the same whatever order the data came in. */
const enOrden = (roles: Iterable<Rol>): Rol[] => [...new Set(roles)].sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b));
const seccionesEnOrden = (secciones: Iterable<number>): number[] => [...new Set(secciones)].sort((a, b) => a - b);
const nombres = (secciones: readonly number[]) => secciones.map(nombreSeccion).join(', ');

export const errorRolNoAsignable = (rol: string): FaltaDePermiso => ({
  code: 'RoleNotAssignable',
  description: `El rol '${rol}' no puede ser asignado por un administrador de farmacia.`,
});

/** Why `editor` may not do `accion` to `usuario` (empty: it may). `asignables`: the roles of `/api/Rol/Asignables`. */
export function faltasParaActuar(editor: Atribuciones, usuario: Atribuciones, asignables: readonly Rol[], accion: AccionSobreUsuario): FaltaDePermiso[] {
  if (editor.id === usuario.id) return [];
  const sobre = SOBRE[accion];
  const faltas: FaltaDePermiso[] = [];
  const ajenos = enOrden(usuario.roles.filter((r) => !editor.roles.includes(r)));
  if (ajenos.length) faltas.push({ code: 'UserRolesNotHeld', description: `No puede ${sobre} un usuario con roles que usted no tiene: ${ajenos.join(', ')}.` });
  const deLaDistribuidora = enOrden(usuario.roles.filter((r) => editor.roles.includes(r) && !asignables.includes(r)));
  if (deLaDistribuidora.length) {
    faltas.push({
      code: 'UserRolesNotAssignable',
      description: `No puede ${sobre} un usuario con roles que solo asigna la distribuidora: ${deLaDistribuidora.join(', ')}.`,
    });
  }
  const secciones = seccionesEnOrden(usuario.secciones.filter((s) => !editor.secciones.includes(s)));
  if (secciones.length) {
    faltas.push({ code: 'UserSectionsNotHeld', description: `No puede ${sobre} un usuario con secciones que usted no tiene: ${nombres(secciones)}.` });
  }
  return faltas;
}

/** What is given: the roles and sections a user is created with, or that replace its own (absent: unchanged). */
export interface Otorgado {
  roles?: readonly Rol[];
  secciones?: readonly number[];
}

/** Why `editor` may not give `otorgado` (empty: it may). */
export function faltasParaOtorgar(editor: Atribuciones, asignables: readonly Rol[], otorgado: Otorgado): FaltaDePermiso[] {
  const roles = enOrden(otorgado.roles ?? []);
  const faltas = roles.filter((r) => !asignables.includes(r)).map(errorRolNoAsignable);
  const noTenidos = roles.filter((r) => asignables.includes(r) && !editor.roles.includes(r));
  if (noTenidos.length) faltas.push({ code: 'RoleNotHeld', description: `No puede asignar roles que usted no tiene: ${noTenidos.join(', ')}.` });
  const secciones = seccionesEnOrden((otorgado.secciones ?? []).filter((s) => !editor.secciones.includes(s)));
  if (secciones.length) faltas.push({ code: 'SectionNotHeld', description: `No puede habilitar secciones que usted no tiene: ${nombres(secciones)}.` });
  return faltas;
}

/** The roles `editor` may give, in the order of `asignables`. */
export const rolesOtorgables = (editor: Pick<Atribuciones, 'roles'>, asignables: readonly Rol[]): Rol[] => asignables.filter((r) => editor.roles.includes(r));

/** The sections `editor` may enable. */
export const seccionesOtorgables = (editor: Pick<Atribuciones, 'secciones'>): number[] => SECCIONES_HABILITABLES.filter((s) => editor.secciones.includes(s));
