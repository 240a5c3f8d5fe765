import { apiClient, type FiltroLista, type PaginaLista, type ParametrosPagina } from '@portal/shared/client';
import { bonoSchema, cantidadBonosSchema, type Bono } from '@portal/shared/contracts';

/** `GET /api/Bono/Buscar` through the shared list-query client. */
export const buscarBonos = (p: ParametrosPagina, filtros: FiltroLista[], signal: AbortSignal): Promise<PaginaLista<Bono>> =>
  apiClient.lista('/api/Bono/Buscar', { filtros, orden: p.orden, page: p.page, pageSize: p.pageSize, signal, schema: bonoSchema });

/** `GET /api/farmacia/{id}/cantBonos`: how many of the pharmacy's bonos are still pending. */
export const leerBonosPendientes = (farmaciaId: number): Promise<number> =>
  apiClient.get(`/api/farmacia/${farmaciaId}/cantBonos`, { schema: cantidadBonosSchema, silencioso: true });
