import { z } from 'zod';
import { apiClient, serializarFiltros, type FiltroLista, type PaginaLista, type ParametrosPagina } from '@portal/shared/client';
import { usuarioEliminadoSchema, usuarioSchema, type Usuario, type UsuarioEliminado } from '@portal/shared/contracts';
import type { Rol } from '@portal/shared/domain';
import { leerRolesDeUsuarios } from '../comun/usuarios-api.js';
import { nombresUsuarios } from '../comun/nombres-usuarios.js';

/** The calls of the list page: its own, and those it shares with the other pages. */
export { eliminarUsuario, leerAuditoria, leerRolesEnUso, modificarHabilitado } from '../comun/usuarios-api.js';

export interface FiltrosUsuarios {
  texto: string;
  rol: Rol | null;
  habilitado: boolean | null;
}

/** A row of the list: the user, its roles and sections, and the names of who created it and who edited it last. */
export interface FilaUsuario extends Usuario {
  roles: Rol[];
  secciones: number[];
  creador: string;
  editor: string;
}

function filtrosDe({ texto, habilitado }: FiltrosUsuarios): FiltroLista[] {
  const filtros: FiltroLista[] = [];
  if (texto.trim()) filtros.push({ campo: '(userName|email)', operador: '@=', valor: texto.trim() });
  if (habilitado !== null) filtros.push({ campo: 'habilitado', operador: '==', valor: habilitado });
  return filtros;
}

/**
 * One page of the pharmacy's users (`GET /api/Usuario/farmacia/{id}`) with their roles and sections (`POST /api/Usuario/Roles`)
 * and the names of their creators and last editors (one batched `CrewDragon/UserNames` call for the page).
 */
export async function leerPaginaUsuarios(
  farmaciaId: number,
  filtros: FiltrosUsuarios,
  { page, pageSize, orden }: ParametrosPagina,
  signal: AbortSignal,
): Promise<PaginaLista<FilaUsuario>> {
  const pagina = await apiClient.lista(`/api/Usuario/farmacia/${farmaciaId}`, {
    filtros: serializarFiltros(filtrosDe(filtros)),
    orden: orden ?? 'userName',
    page,
    pageSize,
    query: { rol: filtros.rol ?? undefined },
    schema: usuarioSchema,
    signal,
  });
  const ids = pagina.items.map((u) => u.id);
  const [roles, nombres] = await Promise.all([
    leerRolesDeUsuarios(ids),
    nombresUsuarios(pagina.items.flatMap((u) => [u.creadorUserId, u.ultimoEditorUserId])),
  ]);
  const nombre = (id: string | null) => (id ? (nombres.get(id) ?? '--') : '--');
  return {
    total: pagina.total,
    items: pagina.items.map((u) => ({
      ...u,
      roles: roles.get(u.id)?.roles ?? [],
      secciones: roles.get(u.id)?.seccionesHabilitadas ?? [],
      creador: nombre(u.creadorUserId),
      editor: nombre(u.ultimoEditorUserId),
    })),
  };
}

/** How many users the search box suggests while the administrator types. */
export const MAXIMO_SUGERENCIAS = 8;

/**
 * The pharmacy's users whose name holds `texto` (`POST /api/Usuario/Buscar`), for the search box to jump straight to
 * one; the table itself is filtered by the list call when the search is sent. Silent: a failed suggestion is no news.
 */
export async function buscarSugerencias(farmaciaId: number, texto: string, signal?: AbortSignal): Promise<Usuario[]> {
  const encontrados = await apiClient.post('/api/Usuario/Buscar', { body: { userName: texto, farmaciaId }, schema: z.array(usuarioSchema), silencioso: true, signal });
  return encontrados.slice(0, MAXIMO_SUGERENCIAS);
}

/** A deleted user with the name of whoever deleted it. */
export interface FilaEliminado extends UsuarioEliminado {
  autor: string;
}

/** One page of the users deleted from the pharmacy (`GET /api/Usuario/farmacia/{id}/Eliminados`), newest first. */
export async function leerPaginaEliminados(farmaciaId: number, { page, pageSize, orden }: ParametrosPagina, signal: AbortSignal): Promise<PaginaLista<FilaEliminado>> {
  const pagina = await apiClient.lista(`/api/Usuario/farmacia/${farmaciaId}/Eliminados`, { orden: orden ?? '-fechaBaja', page, pageSize, schema: usuarioEliminadoSchema, signal });
  const nombres = await nombresUsuarios(pagina.items.map((e) => e.autorUserId));
  return { total: pagina.total, items: pagina.items.map((e) => ({ ...e, autor: nombres.get(e.autorUserId) ?? '--' })) };
}
