import { eq, sql } from 'drizzle-orm';
import type { AccionSobreUsuario, Rol } from '@portal/shared/domain';
import type { ModificarUsuario, ResultadoOperacion, RolItem } from '@portal/shared/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { hashPassword } from '../../../auth/password.js';
import { catalogoRoles } from '../rol/index.js';
import { cambiosEntre, registrarAuditoria } from './auditoria.js';
import { bloquear, type Bloqueado, type Edicion } from './bloqueo.js';
import { ErrorReglas, errorReglas } from './errores-reglas.js';
import { exigirOtorgables } from './privilegio.js';
import { erroresEmail, erroresPassword, vencimientoPassword, type ErrorOperacion } from './reglas.js';
import { EXITO, nombresRoles, ordenadas } from './service.js';
import { usuario, usuarioRol } from './tablas.js';

export { MENSAJE_USUARIO_CAMBIADO, type Edicion } from './bloqueo.js';

const errorQuitarseAdministrador = (editor: UsuarioToken, id: string, roles: readonly Rol[]): ErrorOperacion[] =>
  id === editor.sub && !roles.includes('Administrador')
    ? [{ code: 'CannotRemoveOwnAdministrator', description: 'No puede quitarse a sí mismo el rol Administrador.' }]
    : [];

/** Replaces the assignable roles of a locked user; the distributor's own roles it holds stay. */
async function aplicarRoles(tx: Tx, catalogo: readonly RolItem[], editor: UsuarioToken, actual: Bloqueado, roles: readonly Rol[]): Promise<ResultadoOperacion> {
  const asignables = new Set(catalogo.filter((r) => r.asignable).map((r) => r.id));
  const actuales = (await tx.select().from(usuarioRol).where(eq(usuarioRol.usuarioId, actual.id))).map((a) => a.rolId);
  const conservados = actuales.filter((r) => !asignables.has(r));
  const nuevos = catalogo.filter((r) => roles.includes(r.nombre)).map((r) => r.id);
  const finales = [...new Set([...conservados, ...nuevos])].sort((a, b) => a - b);
  const cambios = cambiosEntre({ roles: nombresRoles(catalogo, actuales) }, { roles: nombresRoles(catalogo, finales) });
  if (!cambios.length) return EXITO;

  await tx.delete(usuarioRol).where(eq(usuarioRol.usuarioId, actual.id));
  if (finales.length) await tx.insert(usuarioRol).values(finales.map((rolId) => ({ usuarioId: actual.id, rolId })));
  await tx
    .update(usuario)
    .set({ versionContexto: sql`${usuario.versionContexto} + 1`, ultimoEditorUserId: editor.sub, ultimaActualizacion: actual.marca })
    .where(eq(usuario.id, actual.id));
  await registrarAuditoria(tx, { usuarioId: actual.id, farmaciaId: actual.farmaciaId, autorUserId: editor.sub, accion: 'Roles', fecha: actual.marca, cambios });
  return EXITO;
}

function erroresModificacion(edicion: Edicion, id: string, datos: ModificarUsuario, actual: Bloqueado): ErrorOperacion[] {
  const { editor, farmacias } = edicion;
  const errores = datos.email !== undefined ? erroresEmail(datos.email) : [];
  if (datos.habilitado === false && id === editor.sub) errores.push({ code: 'CannotDisableSelf', description: 'No puede deshabilitar su propio usuario.' });
  if (datos.roles) errores.push(...errorQuitarseAdministrador(editor, id, datos.roles));
  if (datos.farmaciaId !== undefined && datos.farmaciaId !== actual.farmaciaId) {
    if (id === editor.sub) errores.push({ code: 'CannotMoveSelf', description: 'No puede cambiar la farmacia de su propio usuario.' });
    else if (!farmacias.includes(datos.farmaciaId)) {
      errores.push({ code: 'PharmacyNotReachable', description: 'Solo puede mover el usuario a una farmacia que usted administra.' });
    }
  }
  return errores;
}

/** The action a change is refused as (issue 27): enabling or disabling alone says so. */
function accionDe({ habilitado, ...resto }: ModificarUsuario): AccionSobreUsuario {
  if (habilitado === undefined || Object.values(resto).some((v) => v !== undefined)) return 'modificar';
  return habilitado ? 'habilitar' : 'deshabilitar';
}

/**
 * Changes email, habilitado, sections, pharmacy and (when sent) the assignable roles, all in one transaction: a user
 * is never left with one administrator's data and another's roles. Only a user within the editor's reach, and only
 * to roles and sections the editor holds (issue 27). A change of what the session carries (state,
 * sections, pharmacy, roles) bumps `versionContexto`, so the user's next silent renewal answers ContextChanged.
 */
export async function modificarUsuario(db: Db, edicion: Edicion, id: string, datos: ModificarUsuario): Promise<ResultadoOperacion[]> {
  const { editor } = edicion;
  const catalogo = await catalogoRoles(db);
  return db.transaction(async (tx) => {
    const actual = await bloquear(tx, edicion, catalogo, id, accionDe(datos));
    exigirOtorgables(actual.editor, catalogo, { roles: datos.roles, secciones: datos.secciones });
    const errores = erroresModificacion(edicion, id, datos, actual);
    if (errores.length) throw errorReglas(errores);

    const secciones = datos.secciones ? ordenadas(datos.secciones) : undefined;
    const cambios = cambiosEntre(
      { email: actual.email, habilitado: actual.habilitado, secciones: ordenadas(actual.secciones), farmaciaId: actual.farmaciaId },
      { email: datos.email, habilitado: datos.habilitado, secciones, farmaciaId: datos.farmaciaId },
    ).filter((c) => c.despues !== null);
    if (cambios.length) {
      const cambiaContexto = cambios.some((c) => c.campo !== 'email');
      const cambiaEmail = cambios.some((c) => c.campo === 'email');
      await tx
        .update(usuario)
        .set({
          ...(cambiaEmail ? { email: datos.email, emailConfirmado: false } : {}),
          ...(datos.habilitado !== undefined ? { habilitado: datos.habilitado } : {}),
          ...(secciones ? { seccionesHabilitadas: secciones } : {}),
          ...(datos.farmaciaId !== undefined ? { farmaciaId: datos.farmaciaId } : {}),
          ...(cambiaContexto ? { versionContexto: sql`${usuario.versionContexto} + 1` } : {}),
          ultimoEditorUserId: editor.sub,
          ultimaActualizacion: actual.marca,
        })
        .where(eq(usuario.id, id));
      await registrarAuditoria(tx, { usuarioId: id, farmaciaId: actual.farmaciaId, autorUserId: editor.sub, accion: 'Modificacion', fecha: actual.marca, cambios });
    }
    return datos.roles ? [EXITO, await aplicarRoles(tx, catalogo, editor, actual, datos.roles)] : [EXITO];
  });
}

/**
 * `ReemplazarRoles`: the assignable roles only, and only those the administrator holds (issue 27). An administrator
 * cannot take the Administrador role away from themself.
 */
export async function reemplazarRoles(db: Db, edicion: Edicion, id: string, roles: readonly Rol[]): Promise<ResultadoOperacion> {
  const catalogo = await catalogoRoles(db);
  return db.transaction(async (tx) => {
    const actual = await bloquear(tx, edicion, catalogo, id, 'cambiarRoles');
    exigirOtorgables(actual.editor, catalogo, { roles });
    const errores = errorQuitarseAdministrador(edicion.editor, id, roles);
    if (errores.length) throw errorReglas(errores);
    return aplicarRoles(tx, catalogo, edicion.editor, actual, roles);
  });
}

/**
 * Deletes a user (never oneself). Its audit stays, ending with a Baja entry that names who it was (user name, email,
 * roles): the pharmacy's administrators still read it among the deleted users (`GET /api/Usuario/farmacia/{id}/Eliminados`).
 */
export async function eliminarUsuario(db: Db, edicion: Edicion, id: string): Promise<void> {
  if (id === edicion.editor.sub) throw new ErrorReglas(400, [{ code: 'CannotDeleteSelf', description: 'No puede eliminar su propio usuario.' }]);
  const catalogo = await catalogoRoles(db);
  await db.transaction(async (tx) => {
    const actual = await bloquear(tx, edicion, catalogo, id, 'eliminar');
    const roles = (await tx.select({ rolId: usuarioRol.rolId }).from(usuarioRol).where(eq(usuarioRol.usuarioId, id))).map((r) => r.rolId);
    await tx.delete(usuario).where(eq(usuario.id, id));
    const cambios = cambiosEntre({ userName: actual.userName, email: actual.email, roles: nombresRoles(catalogo, roles) }, { userName: null, email: null, roles: null });
    await registrarAuditoria(tx, { usuarioId: id, farmaciaId: actual.farmaciaId, autorUserId: edicion.editor.sub, accion: 'Baja', fecha: actual.marca, cambios });
  });
}

/** Sets a new password that expires in 90 days; the user's tokens of before stop working (a new context version). */
export async function cambiarPassword(db: Db, edicion: Edicion, id: string, nueva: string): Promise<ResultadoOperacion> {
  const errores = erroresPassword(nueva);
  const passwordHash = errores.length ? null : await hashPassword(nueva);
  const catalogo = await catalogoRoles(db);
  return db.transaction(async (tx) => {
    const actual = await bloquear(tx, edicion, catalogo, id, 'restablecerPassword');
    if (!passwordHash) throw errorReglas(errores, 'NewPassword');
    await tx
      .update(usuario)
      .set({
        passwordHash,
        passwordVenceEn: vencimientoPassword(actual.marca),
        versionContexto: sql`${usuario.versionContexto} + 1`,
        ultimoEditorUserId: edicion.editor.sub,
        ultimaActualizacion: actual.marca,
      })
      .where(eq(usuario.id, id));
    // Never the password nor its hash: only that it was set.
    await registrarAuditoria(tx, {
      usuarioId: id,
      farmaciaId: actual.farmaciaId,
      autorUserId: edicion.editor.sub,
      accion: 'Password',
      fecha: actual.marca,
      cambios: [{ campo: 'password', antes: null, despues: null }],
    });
    return { succeeded: true, errors: [] };
  });
}
