import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AccionAuditoriaUsuario, AuditoriaUsuario, CambioAuditoria } from '@portal/shared/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { usuario, usuarioAuditoria } from './tablas.js';
import { noEncontrado } from '../../../errores.js';

export interface Auditado {
  usuarioId: string;
  farmaciaId: number;
  autorUserId: string;
  accion: AccionAuditoriaUsuario;
  cambios: CambioAuditoria[];
  fecha: Date;
}

const comoTexto = (valor: unknown): string | null =>
  valor === null || valor === undefined ? null : Array.isArray(valor) ? valor.join(', ') : String(valor);

/** The fields whose value differs between `antes` and `despues`, as text; equal ones are left out. */
export function cambiosEntre(antes: Record<string, unknown>, despues: Record<string, unknown>): CambioAuditoria[] {
  return Object.keys(despues).flatMap((campo) => {
    const a = comoTexto(antes[campo]);
    const d = comoTexto(despues[campo]);
    return a === d ? [] : [{ campo, antes: a, despues: d }];
  });
}

/** Whether `id` was deleted from one of `farmacias` (deleted users have no row: only their Baja entry says where they were). */
async function eliminadoEn(db: Db, farmacias: readonly number[], id: string): Promise<boolean> {
  const [baja] = await db
    .select({ id: usuarioAuditoria.id })
    .from(usuarioAuditoria)
    .where(and(eq(usuarioAuditoria.usuarioId, id), eq(usuarioAuditoria.accion, 'Baja'), inArray(usuarioAuditoria.farmaciaId, [...farmacias])))
    .limit(1);
  return Boolean(baja);
}

/** Recorded inside the change's own transaction: a change is never kept without its audit line, nor the reverse. */
export async function registrarAuditoria(tx: Tx, entrada: Auditado): Promise<void> {
  await tx.insert(usuarioAuditoria).values(entrada);
}

/**
 * The audit of a user of `farmacias`, newest first. A deleted user's stays readable to the administrators of the
 * pharmacy it was deleted from (its Baja entry's); another pharmacy's user is answered as missing.
 */
export async function auditoriaDeUsuario(db: Db, farmacias: readonly number[], id: string): Promise<AuditoriaUsuario[]> {
  const [visible] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.id, id), inArray(usuario.farmaciaId, [...farmacias])));
  if (!visible && !(await eliminadoEn(db, farmacias, id))) throw noEncontrado('No se encontró el usuario.');
  const filas = await db
    .select()
    .from(usuarioAuditoria)
    .where(eq(usuarioAuditoria.usuarioId, id))
    // Ids follow the order the changes were applied in (each is taken after the row lock), which the clock of each request may not.
    .orderBy(desc(usuarioAuditoria.id))
    .limit(200);
  return filas.map((f) => ({
    id: f.id,
    usuarioId: f.usuarioId,
    autorUserId: f.autorUserId,
    fecha: f.fecha.toISOString(),
    accion: f.accion as AccionAuditoriaUsuario,
    cambios: f.cambios,
  }));
}
