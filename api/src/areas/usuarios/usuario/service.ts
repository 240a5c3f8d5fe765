import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  BuscarUsuarios,
  CrearUsuario,
  NombreUsuario,
  ResultadoOperacion,
  RolesUsuario,
  RolItem,
  Usuario,
  UsuarioCreado,
} from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { usuario, usuarioRol } from './tablas.js';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { hashPassword } from '../../../auth/password.js';
import { noEncontrado } from '../../../errores.js';
import { errorReglas } from './errores-reglas.js';
import { atribucionesDelEditor, atribucionesDelToken, exigirOtorgables } from './privilegio.js';
import { cambiosEntre, registrarAuditoria } from './auditoria.js';
import { escaparPatron } from '../../../listas/valores.js';
import { catalogoRoles, rolesPorId } from '../rol/index.js';
import {
  erroresEmail,
  erroresPassword,
  erroresUserName,
  errorUserNameDuplicado,
  vencimientoPassword,
} from './reglas.js';
import * as reloj from '../../../reloj.js';

/** The columns of SPEC §3 "User"; the password hash never leaves this module. */
export const columnasUsuario = {
  id: usuario.id,
  userName: usuario.userName,
  email: usuario.email,
  emailConfirmado: usuario.emailConfirmado,
  farmaciaId: usuario.farmaciaId,
  habilitado: usuario.habilitado,
  ultimoEditorUserId: usuario.ultimoEditorUserId,
  creadorUserId: usuario.creadorUserId,
  fechaCreacion: usuario.fechaCreacion,
  ultimaActualizacion: usuario.ultimaActualizacion,
};

type FilaUsuario = Omit<Usuario, 'fechaCreacion' | 'ultimaActualizacion'> & { fechaCreacion: Date; ultimaActualizacion: Date };

export const aUsuario = (f: FilaUsuario): Usuario => ({
  ...f,
  fechaCreacion: f.fechaCreacion.toISOString(),
  ultimaActualizacion: f.ultimaActualizacion.toISOString(),
});

export const EXITO: ResultadoOperacion = { succeeded: true };

export const ordenadas = (secciones: readonly number[]) => [...new Set(secciones)].sort((a, b) => a - b);

export const noEncontradoUsuario = () => noEncontrado('No se encontró el usuario.');

export const enAlcance = (farmacias: readonly number[]) => inArray(usuario.farmaciaId, [...farmacias]);

/** A user of one of `farmacias`; another pharmacy's user is answered as missing. */
export async function obtenerUsuario(db: Db, farmacias: readonly number[], id: string): Promise<Usuario> {
  const [fila] = await db.select(columnasUsuario).from(usuario).where(and(eq(usuario.id, id), enAlcance(farmacias)));
  if (!fila) throw noEncontradoUsuario();
  return aUsuario(fila);
}

export async function buscarUsuarios(db: Db, farmacias: readonly number[], filtros: BuscarUsuarios): Promise<Usuario[]> {
  if (filtros.farmaciaId !== undefined && !farmacias.includes(filtros.farmaciaId)) return [];
  const condiciones: SQL[] = [enAlcance(farmacias)];
  if (filtros.farmaciaId !== undefined) condiciones.push(eq(usuario.farmaciaId, filtros.farmaciaId));
  if (filtros.userName) condiciones.push(ilike(usuario.userName, `%${escaparPatron(filtros.userName)}%`));
  if (filtros.email) condiciones.push(ilike(usuario.email, `%${escaparPatron(filtros.email)}%`));
  if (filtros.habilitado !== undefined) condiciones.push(eq(usuario.habilitado, filtros.habilitado));
  const filas = await db
    .select(columnasUsuario)
    .from(usuario)
    .where(and(...condiciones))
    .orderBy(asc(usuario.userName));
  return filas.map(aUsuario);
}

/**
 * Roles and sections of the users of `ids`. Only an administrator asks, for users it administers: one id that is not
 * a user of `farmacias` (another pharmacy's, or none) answers 404 for the whole call, as each single-user route does.
 */
export async function rolesDeUsuarios(db: Db, farmacias: readonly number[], ids: readonly string[]): Promise<RolesUsuario[]> {
  const pedidos = new Set(ids);
  const usuarios = await db
    .select({ id: usuario.id, secciones: usuario.seccionesHabilitadas })
    .from(usuario)
    .where(and(inArray(usuario.id, [...pedidos]), enAlcance(farmacias)))
    .orderBy(asc(usuario.userName));
  if (usuarios.length !== pedidos.size) throw noEncontradoUsuario();
  const asignaciones = await db
    .select()
    .from(usuarioRol)
    .where(
      inArray(
        usuarioRol.usuarioId,
        usuarios.map((u) => u.id),
      ),
    );
  const catalogo = new Map((await catalogoRoles(db)).map((r) => [r.id, r]));
  return usuarios.map((u) => ({
    userId: u.id,
    roles: asignaciones
      .filter((a) => a.usuarioId === u.id)
      .map((a) => catalogo.get(a.rolId))
      .filter((r) => r !== undefined)
      .sort((a, b) => a.id - b.id)
      .map((r) => r.nombre),
    seccionesHabilitadas: [...u.secciones].sort((a, b) => a - b),
  }));
}

/** Distinct roles held by the users of `farmacias`. */
export async function rolesEnUso(db: Db, farmacias: readonly number[]) {
  const filas = await db
    .selectDistinct({ rolId: usuarioRol.rolId })
    .from(usuarioRol)
    .innerJoin(usuario, eq(usuario.id, usuarioRol.usuarioId))
    .where(enAlcance(farmacias));
  return rolesPorId(
    db,
    filas.map((f) => f.rolId),
  );
}

export const nombresRoles = (catalogo: readonly RolItem[], ids: readonly number[]) =>
  catalogo
    .filter((r) => ids.includes(r.id))
    .map((r) => r.nombre)
    .sort();

async function userNameEnUso(db: Db, userName: string): Promise<boolean> {
  const [fila] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(sql`lower(${usuario.userName}) = lower(${userName})`);
  return Boolean(fila);
}

const esUnicidadViolada = (error: unknown): boolean => {
  const conCodigo = (e: unknown) => (e as { code?: unknown } | null)?.code === '23505';
  return conCodigo(error) || conCodigo((error as { cause?: unknown } | null)?.cause);
};

/**
 * Creates a user in the editor's pharmacy; a rule violation is an ErrorReglas (a 4xx), and nothing is written then.
 * Roles and sections the editor may not give (the distributor's roles, or any it does not hold: issue 27) are refused
 * with a 403 before anything else is looked at, they are not a typing mistake but a permission the caller lacks; and
 * again inside the transaction against what the editor holds then.
 */
export async function crearUsuario(db: Db, editor: UsuarioToken, datos: CrearUsuario, ahora = reloj.ahora()): Promise<UsuarioCreado> {
  const catalogo = await catalogoRoles(db);
  const otorgado = { roles: datos.roles, secciones: datos.secciones };
  exigirOtorgables(atribucionesDelToken(editor), catalogo, otorgado);
  const errores = [...erroresUserName(datos.userName), ...erroresEmail(datos.email), ...erroresPassword(datos.password)];
  if (!errores.some((e) => e.code === 'InvalidUserName') && (await userNameEnUso(db, datos.userName))) {
    errores.unshift(errorUserNameDuplicado(datos.userName));
  }
  if (errores.length) throw errorReglas(errores);

  const id = randomUUID();
  const passwordHash = await hashPassword(datos.password);
  const rolIds = catalogo.filter((r) => datos.roles.includes(r.nombre)).map((r) => r.id);
  const secciones = ordenadas(datos.secciones ?? []);
  try {
    await db.transaction(async (tx) => {
      exigirOtorgables(await atribucionesDelEditor(tx, catalogo, editor), catalogo, otorgado);
      await tx.insert(usuario).values({
        id,
        userName: datos.userName,
        email: datos.email,
        emailConfirmado: false,
        farmaciaId: editor.farmaciaId,
        nombre: datos.userName,
        habilitado: datos.habilitado,
        passwordHash,
        passwordVenceEn: vencimientoPassword(ahora),
        seccionesHabilitadas: secciones,
        creadorUserId: editor.sub,
        ultimoEditorUserId: editor.sub,
        fechaCreacion: ahora,
        ultimaActualizacion: ahora,
      });
      if (rolIds.length) await tx.insert(usuarioRol).values(rolIds.map((rolId) => ({ usuarioId: id, rolId })));
      await registrarAuditoria(tx, {
        usuarioId: id,
        farmaciaId: editor.farmaciaId,
        autorUserId: editor.sub,
        accion: 'Alta',
        fecha: ahora,
        cambios: cambiosEntre(
          {},
          { userName: datos.userName, email: datos.email, habilitado: datos.habilitado, roles: nombresRoles(catalogo, rolIds), secciones },
        ),
      });
    });
  } catch (error) {
    // Two administrators creating the same name at once: the unique index decides.
    if (esUnicidadViolada(error)) throw errorReglas([errorUserNameDuplicado(datos.userName)]);
    throw error;
  }
  return { userId: id, resultados: [EXITO] };
}

/**
 * What a user's access tokens must carry to be honoured (`VigenciaUsuarios`): its context version, or null when it
 * may not use the API (deleted or disabled).
 */
export async function versionVigente(db: Db, id: string): Promise<number | null> {
  const [fila] = await db.select({ version: usuario.versionContexto, habilitado: usuario.habilitado }).from(usuario).where(eq(usuario.id, id));
  return fila?.habilitado ? fila.version : null;
}

/**
 * User names for histories (`CrewDragon/UserNames`, any signed-in user): ids of users the caller may not see, or that
 * were deleted, are left out rather than refused, so one unknown author never hides a whole page's names.
 */
export async function nombresDeUsuarios(db: Db, farmacias: readonly number[], ids: readonly string[]): Promise<NombreUsuario[]> {
  if (!ids.length) return [];
  return db
    .select({ id: usuario.id, userName: usuario.userName })
    .from(usuario)
    .where(and(inArray(usuario.id, [...new Set(ids)]), enAlcance(farmacias)))
    .orderBy(asc(usuario.userName));
}
