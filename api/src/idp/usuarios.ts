import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rol, usuario, usuarioRol } from '../db/schema/identidad.js';
import type { UsuarioIdentidad } from '../auth/claims.js';

export interface UsuarioLogin extends UsuarioIdentidad {
  habilitado: boolean;
  passwordHash: string;
  passwordVenceEn: Date | null;
}

async function buscar(db: Db, condicion: ReturnType<typeof eq>): Promise<UsuarioLogin | null> {
  const [u] = await db.select().from(usuario).where(condicion).limit(1);
  if (!u) return null;
  const roles = await db
    .select({ nombre: rol.nombre })
    .from(usuarioRol)
    .innerJoin(rol, eq(rol.id, usuarioRol.rolId))
    .where(eq(usuarioRol.usuarioId, u.id))
    .orderBy(rol.nombre);
  return {
    id: u.id,
    userName: u.userName,
    nombre: u.nombre,
    email: u.email,
    farmaciaId: u.farmaciaId,
    grupoId: u.grupoId,
    roles: roles.map((r) => r.nombre),
    secciones: u.seccionesHabilitadas,
    versionContexto: u.versionContexto,
    habilitado: u.habilitado,
    passwordHash: u.passwordHash,
    passwordVenceEn: u.passwordVenceEn,
  };
}

export const buscarUsuarioPorId = (db: Db, id: string) => buscar(db, eq(usuario.id, id));

/** User names are typed at a counter: the match ignores case and surrounding blanks. */
export const buscarUsuarioPorNombre = (db: Db, userName: string) =>
  buscar(db, eq(sql`lower(${usuario.userName})`, userName.trim().toLowerCase()));

export const passwordVencida = (u: Pick<UsuarioLogin, 'passwordVenceEn'>, ahora = new Date()) =>
  u.passwordVenceEn !== null && u.passwordVenceEn.getTime() <= ahora.getTime();
