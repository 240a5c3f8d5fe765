import { and, count, eq, sql } from 'drizzle-orm';
import type { UsuarioEliminado } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { usuarioAuditoria } from './tablas.js';

/** The change of `campo` in an entry's changes (jsonb), as a jsonpath. */
const ruta = (campo: string) => `$[*] ? (@.campo == "${campo}")`;

/**
 * Who the user was: its Baja entry names it (the value before); a deletion recorded before Baja entries named the
 * user falls back to what its Alta entry created (the value after).
 */
const datoDelEliminado = (campo: 'userName' | 'email') =>
  sql<string | null>`coalesce(
    jsonb_path_query_first(${usuarioAuditoria.cambios}, ${ruta(campo)}::jsonpath) ->> 'antes',
    (select jsonb_path_query_first(alta.cambios, ${ruta(campo)}::jsonpath) ->> 'despues'
       from usuario_auditoria alta
      where alta.usuario_id = ${usuarioAuditoria.usuarioId} and alta.accion = 'Alta'
      limit 1))`;

const userName = datoDelEliminado('userName');
const email = datoDelEliminado('email');

const listaEliminados = definirLista({
  campos: {
    userName: { columna: userName, tipo: 'texto' },
    email: { columna: email, tipo: 'texto' },
    fechaBaja: { columna: usuarioAuditoria.fecha, tipo: 'fecha' },
    autorUserId: { columna: usuarioAuditoria.autorUserId, tipo: 'texto' },
  },
  ordenPorDefecto: '-fechaBaja',
  desempate: usuarioAuditoria.id,
});

/** One page of the users deleted from `farmaciaId` (the route has already checked the pharmacy is the caller's). */
export async function listarEliminados(db: Db, farmaciaId: number, consulta: ConsultaLista): Promise<{ items: UsuarioEliminado[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaEliminados, consulta);
  const condicion = and(eq(usuarioAuditoria.farmaciaId, farmaciaId), eq(usuarioAuditoria.accion, 'Baja'), where);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select({ usuarioId: usuarioAuditoria.usuarioId, userName, email, fecha: usuarioAuditoria.fecha, autorUserId: usuarioAuditoria.autorUserId })
      .from(usuarioAuditoria)
      .where(condicion)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(usuarioAuditoria).where(condicion),
  ]);
  return { items: filas.map(({ fecha, ...f }) => ({ ...f, fechaBaja: fecha.toISOString() })), total };
}
