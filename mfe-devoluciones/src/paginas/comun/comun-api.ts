import { z } from 'zod';
import { apiClient, serializarFiltros, type FiltroLista, type ParametrosPagina, type SolicitudDescarga } from '@portal/shared/client';
import {
  devolucionItemSchema,
  devolucionSchema,
  estadoDevolucionSchema,
  estadoSchema,
  parametrosDevolucionSchema,
  pedidoRecallSchema,
  totalesDevolucionesSchema,
} from '@portal/shared/contracts';

/** SPEC §9: the return transmission status is asked with a 5-second timeout. */
export const TIMEOUT_ESTADO_MS = 5000;

/** The calls every kind of return shares, each under its own prefix (`/api/devolucion`, `/api/devolucionRecall`, `/api/DevolucionVencido`). */
export const leerParametros = () => apiClient.get('/api/Devolucion/Parametros', { schema: parametrosDevolucionSchema });
export const leerEstados = () => apiClient.get('/api/devolucion/estados', { schema: z.array(estadoSchema) });
export const leerDevolucion = (api: string, id: number) => apiClient.get(`${api}/${id}`, { schema: devolucionSchema });
/** Polled: quiet (a missed answer is shown beside the state, not as a notice) and cut at 5 s. */
export const leerEstadoTransmision = (api: string, id: number) =>
  apiClient.get(`${api}/estado/${id}`, { schema: estadoDevolucionSchema, signal: AbortSignal.timeout(TIMEOUT_ESTADO_MS), silencioso: true });
export const solicitudComprobante = (id: number): SolicitudDescarga => ({ path: `/api/devolucion/${id}/comprobante` });
export const leerDetalle = (api: string, id: number) => apiClient.get(`${api}/detalle/${id}`, { schema: z.array(devolucionItemSchema) });
export const leerPedidoRecall = (id: number) => apiClient.get(`/api/devolucionRecall/pedidoRecall/${id}`, { schema: pedidoRecallSchema });

export const listarDevoluciones = (api: string, p: ParametrosPagina, filtros: FiltroLista[], signal: AbortSignal) =>
  apiClient.lista(`${api}/Buscar`, { filtros, orden: p.orden, page: p.page, pageSize: p.pageSize, signal, schema: devolucionSchema });
export const listarItems = (api: string, p: ParametrosPagina, filtros: FiltroLista[], signal: AbortSignal) =>
  apiClient.lista(`${api}/BuscarItems`, { filtros, orden: p.orden, page: p.page, pageSize: p.pageSize, signal, schema: devolucionItemSchema });
export const leerTotales = (api: string, filtros: FiltroLista[]) =>
  apiClient.get(`${api}/BuscarTotales`, { query: { filters: serializarFiltros(filtros) || undefined }, schema: totalesDevolucionesSchema });
