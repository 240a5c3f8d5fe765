import { useQuery } from '@tanstack/react-query';
import { apiClient, type ParametrosPagina, type SolicitudDescarga } from '@portal/shared/client';
import { leyendaPagoSchema, pagoSchema, tipoOperacionPagoSchema, type Pago } from '@portal/shared/contracts';
import { z } from 'zod';
import type { AlcanceDatos } from '../comun/grupo.js';

/** Payment legends and operation types; a group page asks for the group's (`…Grupo`), as its role allows. */
export const useLeyendasPago = (grupo: boolean) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'pagos', 'leyendas', grupo],
    staleTime: Infinity,
    queryFn: () => apiClient.get(`/api/CuentaCorriente/LeyendasParaPagos${grupo ? 'Grupo' : ''}`, { schema: z.array(leyendaPagoSchema) }),
  });

export const useTiposOperacionPago = (grupo: boolean) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'pagos', 'tipos-operacion', grupo],
    staleTime: Infinity,
    queryFn: () => apiClient.get(`/api/CuentaCorriente/TipodDeOperacionesParaPagos${grupo ? 'Grupo' : ''}`, { schema: z.array(tipoOperacionPagoSchema) }),
  });

export interface FiltrosPagos {
  desde: string;
  hasta: string;
  tipoDePagoId?: number;
  tipoOperacionId?: number;
}

/** The search's path and body: `BuscarDetallePago` of the pharmacy, or `BuscarDetallePagoGrupo` of the group or one of its pharmacies. */
function busqueda(a: AlcanceDatos, f: FiltrosPagos): { path: string; body: object } {
  if (!a.grupo) return { path: '/api/CuentaCorriente/BuscarDetallePago', body: { ...f, farmaciaId: a.farmaciaId } };
  return { path: '/api/CuentaCorriente/BuscarDetallePagoGrupo', body: { ...f, grupoId: a.grupoId, ...(a.farmaciaId === null ? {} : { farmaciaId: a.farmaciaId }) } };
}

/** One page of the payments for the shared server table. */
export const paginaPagos = (a: AlcanceDatos, f: FiltrosPagos) => (p: ParametrosPagina, signal: AbortSignal) => {
  const { path, body } = busqueda(a, f);
  return apiClient.lista(path, { body, schema: pagoSchema, page: p.page, pageSize: p.pageSize, orden: p.orden, signal });
};

/** The server's export of every payment of the search, a line per settled voucher. */
export const exportacionPagos = (a: AlcanceDatos, f: FiltrosPagos, formato: 'xlsx' | 'csv'): SolicitudDescarga => {
  const { path, body } = busqueda(a, f);
  return { path: `${path}/descarga`, metodo: 'POST', body, query: { formato } };
};

const rutaRecibo = (p: Pago) => `/api/CuentaCorriente/DetallePagoRecibo/${p.farmaciaId}/${p.nroRecibo}/${p.fechaOperacion}`;

export const leerRecibo = (p: Pago) => apiClient.get(rutaRecibo(p), { schema: pagoSchema });

/** One receipt and the vouchers it settled, as the server exports it. */
export const exportacionRecibo = (p: Pago, formato: 'xlsx' | 'csv'): SolicitudDescarga => ({ path: `${rutaRecibo(p)}/descarga`, query: { formato } });
