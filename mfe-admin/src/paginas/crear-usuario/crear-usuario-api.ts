import { z } from 'zod';
import { apiClient } from '@portal/shared/client';
import { usuarioCreadoSchema, usuarioSchema, type CrearUsuario, type UsuarioCreado } from '@portal/shared/contracts';

/** The calls of the create page (the assignable roles it shares with the other pages: `consultaAsignables` of comun/privilegios). */

/** Silent: a refused rule is shown beside its field, not as a notification. */
export const crearUsuario = (datos: CrearUsuario): Promise<UsuarioCreado> =>
  apiClient.post('/api/Usuario', { body: datos, schema: usuarioCreadoSchema, silencioso: true });

/** Whether a user named exactly `userName` exists (`POST /api/Usuario/Buscar` matches a part, case-insensitively). */
export async function userNameOcupado(userName: string, signal?: AbortSignal): Promise<boolean> {
  const encontrados = await apiClient.post('/api/Usuario/Buscar', { body: { userName }, schema: z.array(usuarioSchema), silencioso: true, signal });
  return encontrados.some((u) => u.userName.toLowerCase() === userName.toLowerCase());
}
