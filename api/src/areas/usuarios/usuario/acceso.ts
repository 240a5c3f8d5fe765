import { eq, sql, type SQL } from 'drizzle-orm';
import type { CuentasUsuarios, UsuarioLogin } from '../../../auth/claims.js';
import { hashPassword } from '../../../auth/password.js';
import type { Db } from '../../../db/client.js';
import { nombresDeRoles } from '../rol/index.js';
import { versionVigente } from './service.js';
import { usuario, usuarioRol } from './tablas.js';

export type { UsuarioLogin };

async function buscar(db: Db, condicion: SQL): Promise<UsuarioLogin | null> {
  const [u] = await db.select().from(usuario).where(condicion).limit(1);
  if (!u) return null;
  const asignados = await db.select({ rolId: usuarioRol.rolId }).from(usuarioRol).where(eq(usuarioRol.usuarioId, u.id));
  return {
    id: u.id,
    userName: u.userName,
    nombre: u.nombre,
    email: u.email,
    farmaciaId: u.farmaciaId,
    grupoId: u.grupoId,
    roles: await nombresDeRoles(db, asignados.map((a) => a.rolId)),
    secciones: u.seccionesHabilitadas,
    versionContexto: u.versionContexto,
    habilitado: u.habilitado,
    passwordHash: u.passwordHash,
    passwordVenceEn: u.passwordVenceEn,
  };
}

export const buscarUsuarioPorId = (db: Db, id: string) => buscar(db, eq(usuario.id, id));

/** User names are typed at a counter: the match ignores case and surrounding blanks. */
export const buscarUsuarioPorNombre = (db: Db, userName: string) => buscar(db, eq(sql`lower(${usuario.userName})`, userName.trim().toLowerCase()));

/**
 * Stores a new password's hash and its expiry, and bumps the context version as an administrator's change does: the
 * user's other sessions and tokens (another browser, a stolen token) stop working. Answers the new version.
 */
export async function guardarPassword(db: Db, usuarioId: string, nueva: string, venceEn: Date): Promise<number> {
  const [fila] = await db
    .update(usuario)
    .set({ passwordHash: await hashPassword(nueva), passwordVenceEn: venceEn, versionContexto: sql`${usuario.versionContexto} + 1` })
    .where(eq(usuario.id, usuarioId))
    .returning({ versionContexto: usuario.versionContexto });
  return fila?.versionContexto ?? 0;
}

/** The accounts as identity uses them (auth/claims.ts `CuentasUsuarios`), handed to it by app.ts. */
export const cuentasUsuarios: CuentasUsuarios = {
  buscarPorId: buscarUsuarioPorId,
  buscarPorNombre: buscarUsuarioPorNombre,
  guardarPassword,
  versionVigente,
};
