import { z } from 'zod';
import { apiClient, type FiltroLista, type PaginaLista, type ParametrosPagina } from '@portal/shared/client';
import { distribuidoraSchema, transferLaboratorioSchema, type Distribuidora, type TransferLaboratorio } from '@portal/shared/contracts';

/** `GET api/TransferLaboratorio/Buscar` through the shared list-query client (default sort `-fecha`). */
export const buscarTransfers = (p: ParametrosPagina, filtros: FiltroLista[], signal: AbortSignal): Promise<PaginaLista<TransferLaboratorio>> =>
  apiClient.lista('/api/TransferLaboratorio/Buscar', { filtros, orden: p.orden, page: p.page, pageSize: p.pageSize, signal, schema: transferLaboratorioSchema });

export const leerDistribuidoras = (): Promise<Distribuidora[]> =>
  apiClient.get('/api/TransferLaboratorio/Distribuidoras', { schema: z.array(distribuidoraSchema) });
