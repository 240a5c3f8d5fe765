import { and, eq } from 'drizzle-orm';
import type { AccionSobreUsuario, Atribuciones } from '@portal/shared/domain';
import { etagUsuario, type RolItem } from '@portal/shared/contracts';
import type { Tx } from '../../../db/client.js';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { ErrorReglas } from './errores-reglas.js';
import { atribucionesDelEditor, exigirPuedeActuar, rolesDe } from './privilegio.js';
import { enAlcance, noEncontradoUsuario } from './service.js';
import { usuario } from './tablas.js';
import * as reloj from '../../../reloj.js';

export const MENSAJE_USUARIO_CAMBIADO =
  'Otro administrador modificó este usuario mientras usted lo editaba. Recargue sus datos para ver los cambios y vuelva a intentar.';

/** What a change of a user is checked against: who asks, which pharmacies it reaches, and the version it saw. */
export interface Edicion {
  editor: UsuarioToken;
  farmacias: readonly number[];
  /** The request's `If-Match`: absent means "whatever the user is now". */
  ifMatch?: string;
  ahora?: Date;
}

/** `If-Match` holds one or more entity tags (`*` for any); weak ones compare by their value. */
function coincide(ifMatch: string | undefined, ultimaActualizacion: Date): boolean {
  if (ifMatch === undefined) return true;
  const actual = etagUsuario({ ultimaActualizacion: ultimaActualizacion.toISOString() });
  return ifMatch.split(',').some((v) => ['*', actual].includes(v.trim().replace(/^W\//, '')));
}

async function filaBloqueada(tx: Tx, edicion: Edicion, id: string) {
  const [fila] = await tx
    .select({
      id: usuario.id,
      userName: usuario.userName,
      farmaciaId: usuario.farmaciaId,
      email: usuario.email,
      habilitado: usuario.habilitado,
      secciones: usuario.seccionesHabilitadas,
      ultimaActualizacion: usuario.ultimaActualizacion,
    })
    .from(usuario)
    .where(and(eq(usuario.id, id), enAlcance(edicion.farmacias)))
    .for('update');
  if (!fila) throw noEncontradoUsuario();
  return fila;
}

/**
 * The user's row, locked until the transaction ends, once the editor may do `accion` to it: two administrators
 * changing one user take turns, and the second, whose `If-Match` names the version before the first one's change, is
 * refused with a 409 instead of overwriting what it never saw. Another pharmacy's user is answered as missing; a user
 * with a role or section the editor may not give, with a 403 (issue 27).
 *
 * The editor's row is locked too (see `atribucionesDelEditor`), and both in the order of their ids: two administrators
 * changing each other at once then wait for one another instead of deadlocking.
 */
export async function bloquear(tx: Tx, edicion: Edicion, catalogo: readonly RolItem[], id: string, accion: AccionSobreUsuario) {
  const propio = id === edicion.editor.sub;
  const editorAntes = !propio && edicion.editor.sub < id ? await atribucionesDelEditor(tx, catalogo, edicion.editor) : undefined;
  const fila = await filaBloqueada(tx, edicion, id);
  // Oneself: the row is already held for update.
  const editor: Atribuciones = editorAntes ?? (await atribucionesDelEditor(tx, catalogo, edicion.editor, !propio));
  exigirPuedeActuar(editor, { id, roles: await rolesDe(tx, catalogo, id), secciones: fila.secciones }, catalogo, accion);
  if (!coincide(edicion.ifMatch, fila.ultimaActualizacion)) throw new ErrorReglas(409, [{ code: 'ConcurrencyFailure', description: MENSAJE_USUARIO_CAMBIADO }]);
  // The version is this instant: it must move forward on every change, even two within one millisecond.
  const marca = new Date(Math.max((edicion.ahora ?? reloj.ahora()).getTime(), fila.ultimaActualizacion.getTime() + 1));
  return { ...fila, marca, editor };
}

export type Bloqueado = Awaited<ReturnType<typeof bloquear>>;
