import type { Rol } from '@portal/shared/domain';
import type { UsuarioToken } from './tipos.js';

/** Whether the caller has the role, or any of the roles when given several. */
export function tieneRol(usuario: UsuarioToken, rol: Rol | readonly Rol[]): boolean {
  const roles: readonly Rol[] = typeof rol === 'string' ? [rol] : rol;
  return roles.some((r) => usuario.roles.includes(r));
}
