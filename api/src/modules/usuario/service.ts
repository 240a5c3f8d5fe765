import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Rol } from '@portal/shared/domain';
import type {
  BuscarUsuarios,
  CrearUsuario,
  ModificarUsuario,
  NombreUsuario,
  ResultadoOperacion,
  RolesUsuario,
  Usuario,
  UsuarioCreado,
} from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { usuario, usuarioRol } from '../../db/schema/index.js';
import type { UsuarioToken } from '../../auth/tipos.js';
import { hashPassword } from '../../auth/password.js';
import { noEncontrado, solicitudInvalida } from '../../errores.js';
import { escaparPatron } from '../../listas/valores.js';
import { catalogoRoles, rolesPorId } from '../rol/service.js';
import {
  erroresEmail,
  erroresPassword,
  erroresUserName,
  errorRolNoAsignable,
  errorUserNameDuplicado,
  vencimientoPassword,
  type ErrorOperacion,
} from './reglas.js';

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

const resultado = (errores: ErrorOperacion[]): ResultadoOperacion =>
  errores.length ? { succeeded: false, errors: errores } : { succeeded: true };

const ordenadas = (secciones: readonly number[]) => [...new Set(secciones)].sort((a, b) => a - b);

const noEncontradoUsuario = () => noEncontrado('No se encontró el usuario.');

const enAlcance = (farmacias: readonly number[]) => inArray(usuario.farmaciaId, [...farmacias]);

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

/** Roles and sections of the users of `ids` that lie in `farmacias`; the others are left out. */
export async function rolesDeUsuarios(db: Db, farmacias: readonly number[], ids: readonly string[]): Promise<RolesUsuario[]> {
  const usuarios = await db
    .select({ id: usuario.id, secciones: usuario.seccionesHabilitadas })
    .from(usuario)
    .where(and(inArray(usuario.id, [...ids]), enAlcance(farmacias)))
    .orderBy(asc(usuario.userName));
  if (!usuarios.length) return [];
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

async function erroresRoles(db: Db, roles: readonly Rol[]): Promise<ErrorOperacion[]> {
  const asignables = new Set((await catalogoRoles(db)).filter((r) => r.asignable).map((r) => r.nombre));
  return [...new Set(roles)].filter((r) => !asignables.has(r)).map(errorRolNoAsignable);
}

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

/** Creates a user in the editor's pharmacy; rule violations come back as operation results, nothing is written then. */
export async function crearUsuario(db: Db, editor: UsuarioToken, datos: CrearUsuario, ahora = new Date()): Promise<UsuarioCreado> {
  const errores = [
    ...erroresUserName(datos.userName),
    ...erroresEmail(datos.email),
    ...erroresPassword(datos.password),
    ...(await erroresRoles(db, datos.roles)),
  ];
  if (!errores.some((e) => e.code === 'InvalidUserName') && (await userNameEnUso(db, datos.userName))) {
    errores.unshift(errorUserNameDuplicado(datos.userName));
  }
  if (errores.length) return { userId: null, resultados: [resultado(errores)] };

  const id = randomUUID();
  const passwordHash = await hashPassword(datos.password);
  const catalogo = await catalogoRoles(db);
  const rolIds = catalogo.filter((r) => datos.roles.includes(r.nombre)).map((r) => r.id);
  try {
    await db.transaction(async (tx) => {
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
        seccionesHabilitadas: ordenadas(datos.secciones ?? []),
        creadorUserId: editor.sub,
        ultimoEditorUserId: editor.sub,
        fechaCreacion: ahora,
        ultimaActualizacion: ahora,
      });
      if (rolIds.length) await tx.insert(usuarioRol).values(rolIds.map((rolId) => ({ usuarioId: id, rolId })));
    });
  } catch (error) {
    // Two administrators creating the same name at once: the unique index decides.
    if (esUnicidadViolada(error)) return { userId: null, resultados: [resultado([errorUserNameDuplicado(datos.userName)])] };
    throw error;
  }
  return { userId: id, resultados: [resultado([])] };
}

async function filaEnAlcance(db: Db, farmacias: readonly number[], id: string) {
  const [fila] = await db
    .select({ id: usuario.id, email: usuario.email, habilitado: usuario.habilitado, secciones: usuario.seccionesHabilitadas })
    .from(usuario)
    .where(and(eq(usuario.id, id), enAlcance(farmacias)));
  if (!fila) throw noEncontradoUsuario();
  return fila;
}

/**
 * Changes email, habilitado and sections. A change of habilitado or sections bumps `versionContexto`,
 * so the user's next silent renewal answers ContextChanged.
 */
export async function modificarUsuario(
  db: Db,
  editor: UsuarioToken,
  farmacias: readonly number[],
  id: string,
  datos: ModificarUsuario,
  ahora = new Date(),
): Promise<ResultadoOperacion[]> {
  const actual = await filaEnAlcance(db, farmacias, id);
  const errores = datos.email !== undefined ? erroresEmail(datos.email) : [];
  if (datos.habilitado === false && id === editor.sub) {
    errores.push({ code: 'CannotDisableSelf', description: 'No puede deshabilitar su propio usuario.' });
  }
  if (errores.length) return [resultado(errores)];

  const secciones = datos.secciones ? ordenadas(datos.secciones) : undefined;
  const cambiaContexto =
    (datos.habilitado !== undefined && datos.habilitado !== actual.habilitado) ||
    (secciones !== undefined && secciones.join() !== ordenadas(actual.secciones).join());
  const cambiaEmail = datos.email !== undefined && datos.email !== actual.email;
  await db
    .update(usuario)
    .set({
      ...(cambiaEmail ? { email: datos.email, emailConfirmado: false } : {}),
      ...(datos.habilitado !== undefined ? { habilitado: datos.habilitado } : {}),
      ...(secciones ? { seccionesHabilitadas: secciones } : {}),
      ...(cambiaContexto ? { versionContexto: sql`${usuario.versionContexto} + 1` } : {}),
      ultimoEditorUserId: editor.sub,
      ultimaActualizacion: ahora,
    })
    .where(eq(usuario.id, id));
  return [resultado([])];
}

/**
 * Replaces the roles an administrator may assign; the distributor's own roles the user holds stay.
 * An administrator cannot take the Administrador role away from themself.
 */
export async function reemplazarRoles(
  db: Db,
  editor: UsuarioToken,
  farmacias: readonly number[],
  id: string,
  roles: readonly Rol[],
  ahora = new Date(),
): Promise<ResultadoOperacion> {
  await filaEnAlcance(db, farmacias, id);
  const errores = await erroresRoles(db, roles);
  if (id === editor.sub && !roles.includes('Administrador')) {
    errores.push({ code: 'CannotRemoveOwnAdministrator', description: 'No puede quitarse a sí mismo el rol Administrador.' });
  }
  if (errores.length) return resultado(errores);

  const catalogo = await catalogoRoles(db);
  const asignables = new Set(catalogo.filter((r) => r.asignable).map((r) => r.id));
  const actuales = (await db.select().from(usuarioRol).where(eq(usuarioRol.usuarioId, id))).map((a) => a.rolId);
  const conservados = actuales.filter((r) => !asignables.has(r));
  const nuevos = catalogo.filter((r) => roles.includes(r.nombre)).map((r) => r.id);
  const finales = [...new Set([...conservados, ...nuevos])].sort((a, b) => a - b);
  const cambia = finales.join() !== [...actuales].sort((a, b) => a - b).join();

  await db.transaction(async (tx) => {
    if (cambia) {
      await tx.delete(usuarioRol).where(eq(usuarioRol.usuarioId, id));
      if (finales.length) await tx.insert(usuarioRol).values(finales.map((rolId) => ({ usuarioId: id, rolId })));
    }
    await tx
      .update(usuario)
      .set({
        ...(cambia ? { versionContexto: sql`${usuario.versionContexto} + 1` } : {}),
        ultimoEditorUserId: editor.sub,
        ultimaActualizacion: ahora,
      })
      .where(eq(usuario.id, id));
  });
  return resultado([]);
}

export async function eliminarUsuario(db: Db, editor: UsuarioToken, farmacias: readonly number[], id: string): Promise<void> {
  if (id === editor.sub) throw solicitudInvalida('No puede eliminar su propio usuario.');
  await filaEnAlcance(db, farmacias, id);
  await db.delete(usuario).where(eq(usuario.id, id));
}

/** Sets a new password that expires in 90 days. */
export async function cambiarPassword(
  db: Db,
  editor: UsuarioToken,
  farmacias: readonly number[],
  id: string,
  nueva: string,
  ahora = new Date(),
): Promise<ResultadoOperacion> {
  await filaEnAlcance(db, farmacias, id);
  const errores = erroresPassword(nueva);
  if (errores.length) return resultado(errores);
  await db
    .update(usuario)
    .set({
      passwordHash: await hashPassword(nueva),
      passwordVenceEn: vencimientoPassword(ahora),
      ultimoEditorUserId: editor.sub,
      ultimaActualizacion: ahora,
    })
    .where(eq(usuario.id, id));
  return { succeeded: true, errors: [] };
}

export async function nombresDeUsuarios(db: Db, farmacias: readonly number[], ids: readonly string[]): Promise<NombreUsuario[]> {
  if (!ids.length) return [];
  return db
    .select({ id: usuario.id, userName: usuario.userName })
    .from(usuario)
    .where(and(inArray(usuario.id, [...new Set(ids)]), enAlcance(farmacias)))
    .orderBy(asc(usuario.userName));
}
