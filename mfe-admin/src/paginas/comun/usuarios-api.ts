import { z } from 'zod';
import { apiClient } from '@portal/shared/client';
import {
  auditoriaUsuarioSchema,
  etagUsuario,
  nombreUsuarioSchema,
  resultadoOperacionSchema,
  rolItemSchema,
  rolesUsuarioSchema,
  type AuditoriaUsuario,
  type ModificarUsuario,
  type ResultadoOperacion,
  type RolesUsuario,
  type RolItem,
  type Usuario,
} from '@portal/shared/contracts';
import type { Rol } from '@portal/shared/domain';

/**
 * The user calls more than one page makes. Pages reach them through their own `<pagina>-api.ts`, which re-exports
 * what the page uses; the components of `comun/` call them from here.
 */

export const leerRolesAsignables = (): Promise<RolItem[]> => apiClient.get('/api/Rol/Asignables', { schema: z.array(rolItemSchema) });

export const leerRolesEnUso = (): Promise<RolItem[]> => apiClient.get('/api/Rol', { schema: z.array(rolItemSchema) });

/** Roles and sections of users the administrator administers (one id of another pharmacy makes the whole call a 404). */
export async function leerRolesDeUsuarios(userIds: readonly string[]): Promise<Map<string, RolesUsuario>> {
  if (!userIds.length) return new Map();
  const roles = await apiClient.post('/api/Usuario/Roles', { body: { userIds }, schema: z.array(rolesUsuarioSchema) });
  return new Map(roles.map((r) => [r.userId, r]));
}

/** `POST /api/CrewDragon/UserNames`: the names of the ids the caller may see; the others are left out of the answer. */
export async function leerNombresUsuarios(ids: readonly string[]): Promise<Map<string, string>> {
  const nombres = await apiClient.post('/api/CrewDragon/UserNames', { body: ids, schema: z.array(nombreUsuarioSchema), silencioso: true });
  return new Map(nombres.map((n) => [n.id, n.userName]));
}

/** Who changed the user, when and what; a deleted user's too (its Baja entry first). */
export const leerAuditoria = (id: string): Promise<AuditoriaUsuario[]> =>
  apiClient.get(`/api/Usuario/${encodeURIComponent(id)}/Auditoria`, { schema: z.array(auditoriaUsuarioSchema) });

/** The version of the user the page shows: a change made meanwhile by someone else is refused with a 409. */
const siNoCambio = (u: Pick<Usuario, 'ultimaActualizacion'>) => ({ 'If-Match': etagUsuario(u) });

type UsuarioVisto = Pick<Usuario, 'id' | 'ultimaActualizacion'>;

/** Silent: the dialog shows the provider's refusal under the field. */
export const cambiarPassword = (u: UsuarioVisto, NewPassword: string): Promise<ResultadoOperacion> =>
  apiClient.put(`/api/Usuario/Password/${encodeURIComponent(u.id)}`, {
    body: { NewPassword },
    headers: siNoCambio(u),
    schema: resultadoOperacionSchema,
    silencioso: true,
  });

export const modificarHabilitado = (u: UsuarioVisto, habilitado: boolean): Promise<ResultadoOperacion[]> =>
  apiClient.put(`/api/Usuario/${encodeURIComponent(u.id)}`, { body: { habilitado }, headers: siNoCambio(u), schema: z.array(resultadoOperacionSchema) });

export const eliminarUsuario = (u: UsuarioVisto): Promise<unknown> =>
  apiClient.delete(`/api/Usuario/${encodeURIComponent(u.id)}`, { headers: siNoCambio(u) });

/** Data, and roles when sent, in one transaction (silent: the form shows each refusal beside its field). */
export const modificarUsuario = (u: UsuarioVisto, datos: ModificarUsuario): Promise<ResultadoOperacion[]> =>
  apiClient.put(`/api/Usuario/${encodeURIComponent(u.id)}`, {
    body: datos,
    headers: siNoCambio(u),
    schema: z.array(resultadoOperacionSchema),
    silencioso: true,
  });

/** `PUT /api/Usuario/ReemplazarRoles/{id}`: the assignable roles only, against the version read (silent, as above). */
export const reemplazarRoles = (u: UsuarioVisto, roles: readonly Rol[]): Promise<ResultadoOperacion> =>
  apiClient.put(`/api/Usuario/ReemplazarRoles/${encodeURIComponent(u.id)}`, {
    body: { roles },
    headers: siNoCambio(u),
    schema: resultadoOperacionSchema,
    silencioso: true,
  });
