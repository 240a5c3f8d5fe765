import { apiClient, type ParametrosPagina, type SolicitudDescarga } from '@portal/shared/client';
import { movimientoCuentaSchema } from '@portal/shared/contracts';
import { nombreArchivoMovimientos } from '@portal/shared/domain';

export type FormatoMovimientos = 'csv' | 'xlsx';

/** One page of `movimientos/{id}` for the shared server table; `alContar` hears how many there are in all. */
export const paginaMovimientos = (farmaciaId: number, desde: string, hasta: string, alContar: (total: number) => void) => async (p: ParametrosPagina, signal: AbortSignal) => {
  const pagina = await apiClient.lista(`/api/CuentaCorriente/movimientos/${farmaciaId}`, {
    body: { FechaDesde: desde, FechaHasta: hasta },
    schema: movimientoCuentaSchema,
    page: p.page,
    pageSize: p.pageSize,
    orden: p.orden,
    signal,
  });
  alContar(pagina.total);
  return pagina;
};

/** The server's name for the file (SPEC §5: at most 30 characters, the whole range kept), as a fallback when it sends none. */
export const nombreMovimientos = (farmaciaId: number, desde: string, hasta: string, formato: FormatoMovimientos) => `${nombreArchivoMovimientos(farmaciaId, desde, hasta)}.${formato}`;

/** The file, made and streamed by the server. */
export const descargaMovimientos = (farmaciaId: number, desde: string, hasta: string, formato: FormatoMovimientos): SolicitudDescarga => ({
  path: `/api/CuentaCorriente/movimientos/${farmaciaId}/descarga`,
  query: { desde, hasta, formato },
});
