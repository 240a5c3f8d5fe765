import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rol } from '../../src/areas/usuarios/rol/tablas.js';
import { usuario, usuarioRol } from '../../src/areas/usuarios/usuario/tablas.js';

/** What the single-process and the two-process revocation suites share. */

export const CONTEXTO_CAMBIADO = 'Sus permisos cambiaron. Ingrese nuevamente.';

/** Who makes a change: admin.demo administers pharmacy 1001; grupo.demo, made an administrator, the group 1001 + 1003. */
export type Administrador = 'admin.demo' | 'grupo.demo';

/** What an administrator does to the user `id` (of pharmacy 1001): method, path, body and who (admin.demo unless said). */
export const CAMBIOS: Record<string, (id: string) => [string, string, unknown?, Administrador?]> = {
  'le quita un rol': (id) => ['PUT', `/api/Usuario/ReemplazarRoles/${id}`, { roles: ['ConsultorStock'] }],
  'lo deshabilita': (id) => ['PUT', `/api/Usuario/${id}`, { habilitado: false }],
  'le asigna otra contraseña': (id) => ['PUT', `/api/Usuario/Password/${id}`, { NewPassword: 'Recambio2027' }],
  'lo elimina': (id) => ['DELETE', `/api/Usuario/${id}`],
  // Only an administrator of both pharmacies may move a user between them.
  'lo mueve a otra farmacia': (id) => ['PUT', `/api/Usuario/${id}`, { farmaciaId: 1003 }, 'grupo.demo'],
};

/**
 * grupo.demo gets the Administrador role (the demo seed gives it none), so it administers the users of its group; and
 * the roles and section of the clerks it moves, since an administrator manages only users within what it holds (issue 27).
 */
export async function administradorDeGrupo(db: Db): Promise<void> {
  const roles = await db.select({ id: rol.id }).from(rol).where(inArray(rol.nombre, ['Administrador', 'Pedidos', 'ConsultorStock']));
  const [grupo] = await db.select({ id: usuario.id, secciones: usuario.seccionesHabilitadas }).from(usuario).where(eq(usuario.userName, 'grupo.demo'));
  await db.insert(usuarioRol).values(roles.map((r) => ({ usuarioId: grupo!.id, rolId: r.id }))).onConflictDoNothing();
  await db.update(usuario).set({ seccionesHabilitadas: [...new Set([...grupo!.secciones, 1])] }).where(eq(usuario.id, grupo!.id));
}

/** Checks `cumple` until it holds or `ms` pass; answers whether it held. */
export async function enMenosDe(ms: number, cumple: () => Promise<boolean>): Promise<boolean> {
  const limite = performance.now() + ms;
  for (;;) {
    if (await cumple()) return true;
    if (performance.now() > limite) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The error the official client's `onclose` got, or 'sigue abierta' if it did not close within `ms`. */
export const errorAlCerrar = async (cerrada: Promise<unknown>, ms: number): Promise<string> => {
  const error = await Promise.race([cerrada, new Promise((r) => setTimeout(() => r('sigue abierta'), ms))]);
  return String((error as Error | undefined)?.message ?? error);
};
