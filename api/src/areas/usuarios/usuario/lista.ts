import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Usuario } from '@portal/shared/contracts';
import type { Rol } from '@portal/shared/domain';
import type { Db } from '../../../db/client.js';
import { usuario, usuarioRol } from './tablas.js';
import { catalogoRoles } from '../rol/index.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
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

/** Users holding `rol` (a role no user holds matches nobody). */
async function conRol(db: Db, rol: Rol) {
  const rolId = (await catalogoRoles(db)).find((r) => r.nombre === rol)?.id;
  if (rolId === undefined) return sql`false`;
  return inArray(usuario.id, db.select({ id: usuarioRol.usuarioId }).from(usuarioRol).where(eq(usuarioRol.rolId, rolId)));
}

/** One page of a pharmacy's users, those holding `rol` when given (the route has already checked the pharmacy is the caller's). */
export async function listarUsuariosDeFarmacia(
  db: Db,
  farmaciaId: number,
  consulta: ConsultaLista,
  rol?: Rol,
): Promise<{ items: Usuario[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaUsuarios, consulta);
  const condicion = and(eq(usuario.farmaciaId, farmaciaId), where, rol ? await conRol(db, rol) : undefined);
  const [filas, [{ total }]] = await Promise.all([
    db.select(columnasUsuario).from(usuario).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(usuario).where(condicion),
  ]);
  return { items: filas.map(aUsuario), total };
}
