import { eq } from 'drizzle-orm';
import {
  faltasParaActuar,
  faltasParaOtorgar,
  type AccionSobreUsuario,
  type Atribuciones,
  type FaltaDePermiso,
  type Otorgado,
  type Rol,
} from '@portal/shared/domain';
import type { RolItem } from '@portal/shared/contracts';
import type { Tx } from '../../../db/client.js';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { ErrorReglas } from './errores-reglas.js';
import { usuario, usuarioRol } from './tablas.js';

/**
 * Least privilege (issue 27) as the API applies it: the rule is shared with the administration pages
 * (`administracion-usuarios.ts` of `@portal/shared/domain`); what is here is where the editor's rights are read from.
 */

export const nombresAsignables = (catalogo: readonly RolItem[]): Rol[] => catalogo.filter((r) => r.asignable).map((r) => r.nombre);

const exigir = (faltas: readonly FaltaDePermiso[]) => {
  if (faltas.length) throw new ErrorReglas(403, faltas);
};

/** The editor lost what makes it an administrator since its token was issued (a concurrent change the token predates). */
const sinPermiso = () => new ErrorReglas(403, [{ code: 'AccessDenied', description: 'No tiene permisos para realizar esta operación.' }]);

/** The roles of user `id` as the transaction sees them now. */
export async function rolesDe(tx: Tx, catalogo: readonly RolItem[], id: string): Promise<Rol[]> {
  const ids = new Set((await tx.select({ rolId: usuarioRol.rolId }).from(usuarioRol).where(eq(usuarioRol.usuarioId, id))).map((a) => a.rolId));
  return catalogo.filter((r) => ids.has(r.id)).map((r) => r.nombre);
}

/** The editor as its token alone says: a first check before any work, repeated in the transaction against the database. */
export const atribucionesDelToken = (editor: UsuarioToken): Atribuciones => ({ id: editor.sub, roles: editor.roles, secciones: editor.secciones });

/**
 * What the editor holds now: what its token says, cut to what the database still gives it. Read inside the
 * transaction of the change with its row locked (`FOR SHARE`, unless the caller already holds it for update), so a
 * concurrent change of the editor's roles (which locks that row for update first) either waits for this change to
 * end or is seen by it: an administrator demoted while its request was on the way cannot use the power it lost.
 */
export async function atribucionesDelEditor(tx: Tx, catalogo: readonly RolItem[], editor: UsuarioToken, bloquear = true): Promise<Atribuciones> {
  const consulta = tx.select({ habilitado: usuario.habilitado, secciones: usuario.seccionesHabilitadas }).from(usuario).where(eq(usuario.id, editor.sub));
  const [fila] = bloquear ? await consulta.for('share') : await consulta;
  // A token of another identity provider (no context version) may name nobody of this database: its word is all there is.
  if (!fila && editor.versionContexto === null) return atribucionesDelToken(editor);
  if (!fila?.habilitado) throw sinPermiso();
  const roles = (await rolesDe(tx, catalogo, editor.sub)).filter((r) => editor.roles.includes(r));
  if (!roles.includes('Administrador')) throw sinPermiso();
  return { id: editor.sub, roles, secciones: fila.secciones.filter((s) => editor.secciones.includes(s)) };
}

/** 403 unless every role and section of `objetivo` is within what the editor may give (itself excepted). */
export const exigirPuedeActuar = (editor: Atribuciones, objetivo: Atribuciones, catalogo: readonly RolItem[], accion: AccionSobreUsuario) =>
  exigir(faltasParaActuar(editor, objetivo, nombresAsignables(catalogo), accion));

/** 403 unless the editor holds every role and section it gives, and the roles are assignable. */
export const exigirOtorgables = (editor: Atribuciones, catalogo: readonly RolItem[], otorgado: Otorgado) =>
  exigir(faltasParaOtorgar(editor, nombresAsignables(catalogo), otorgado));
