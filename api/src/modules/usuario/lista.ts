import { and, count, eq } from 'drizzle-orm';
import type { Usuario } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { usuario } from '../../db/schema/index.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../listas/index.js';
import { aUsuario, columnasUsuario } from './service.js';

const listaUsuarios = definirLista({
  campos: {
    userName: { columna: usuario.userName, tipo: 'texto' },
    email: { columna: usuario.email, tipo: 'texto' },
    emailConfirmado: { columna: usuario.emailConfirmado, tipo: 'booleano' },
    habilitado: { columna: usuario.habilitado, tipo: 'booleano' },
    ultimoEditorUserId: { columna: usuario.ultimoEditorUserId, tipo: 'texto' },
    creadorUserId: { columna: usuario.creadorUserId, tipo: 'texto' },
    fechaCreacion: { columna: usuario.fechaCreacion, tipo: 'fecha' },
    ultimaActualizacion: { columna: usuario.ultimaActualizacion, tipo: 'fecha' },
  },
  ordenPorDefecto: 'userName',
  desempate: usuario.id,
});

/** One page of a pharmacy's users (the route has already checked the pharmacy is the caller's). */
export async function listarUsuariosDeFarmacia(db: Db, farmaciaId: number, consulta: ConsultaLista): Promise<{ items: Usuario[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaUsuarios, consulta);
  const condicion = and(eq(usuario.farmaciaId, farmaciaId), where);
  const [filas, [{ total }]] = await Promise.all([
    db.select(columnasUsuario).from(usuario).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(usuario).where(condicion),
  ]);
  return { items: filas.map(aUsuario), total };
}
