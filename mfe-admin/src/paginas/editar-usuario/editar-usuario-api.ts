import { apiClient } from '@portal/shared/client';
import { usuarioSchema, type Usuario } from '@portal/shared/contracts';

/** The calls of the edit page: its own, and those it shares with the other pages. */
export { leerAuditoria, leerRolesDeUsuarios, modificarUsuario, reemplazarRoles } from '../comun/usuarios-api.js';

export const USUARIO_NO_RETORNADO = 'El servidor no retornó el usuario solicitado';

/** `GET /api/Usuario/{id}`, rejected when the answer is another user (SPEC §5). */
export async function leerUsuario(id: string): Promise<Usuario> {
  const usuario = await apiClient.get(`/api/Usuario/${encodeURIComponent(id)}`, { schema: usuarioSchema, silencioso: true });
  if (usuario.id !== id) throw new Error(USUARIO_NO_RETORNADO);
  return usuario;
}
