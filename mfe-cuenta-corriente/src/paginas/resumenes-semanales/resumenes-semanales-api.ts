import { apiClient, type ParametrosPagina, type SolicitudDescarga } from '@portal/shared/client';
import { resumenSemanalSchema } from '@portal/shared/contracts';
import type { AlcanceDatos } from '../comun/grupo.js';

/**
 * One page of the weekly statements for the shared server table: the pharmacy's (`PUT ResumenesSemanales`), or the
 * group's, whole or one pharmacy (`ResumenesSemanalesGrupo/{grupo}/{desde}/{hasta}`).
 */
export const paginaResumenes = (a: AlcanceDatos, rango: { desde: string; hasta: string }) => (p: ParametrosPagina, signal: AbortSignal) => {
  const comun = { schema: resumenSemanalSchema, page: p.page, pageSize: p.pageSize, orden: p.orden, signal };
  return a.grupo
    ? apiClient.lista(`/api/ResumenSemanal/ResumenesSemanalesGrupo/${a.grupoId}/${rango.desde}/${rango.hasta}`, { ...comun, query: a.farmaciaId === null ? {} : { farmaciaId: a.farmaciaId } })
    : apiClient.lista('/api/ResumenSemanal/ResumenesSemanales', { ...comun, body: rango, metodo: 'PUT' });
};

/** The statement's PDF as the server keeps or draws it. */
export const descargaResumen = (id: number): SolicitudDescarga => ({ path: `/api/ResumenSemanal/${id}/pdf` });
