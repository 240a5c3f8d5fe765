import { z } from 'zod';
import { apiClient, serializarFiltros, type FiltroLista, type PaginaLista, type ParametrosPagina } from '@portal/shared/client';
import {
  estadoSchema,
  estadoTransmisionSchema,
  facturasDePedidoSchema,
  itemRemitoSchema,
  mensajeTransmisionSchema,
  pedidoConRemitosSchema,
  pedidoItemSchema,
  pedidoSchema,
  respuestaItemSchema,
  totalesLineasSchema,
  turnoSchema,
  usuarioDePedidosSchema,
  parametroSchema,
  type Estado,
  type EstadoTransmision,
  type FacturasDePedido,
  type ItemRemito,
  type MensajeTransmision,
  type Pedido,
  type PedidoConRemitos,
  type PedidoItem,
  type RespuestaItem,
  type TotalesLineas,
  type Turno,
  type UsuarioDePedidos,
} from '@portal/shared/contracts';

const opcionesLista = (p: ParametrosPagina, filtros: FiltroLista[], signal: AbortSignal) => ({
  filtros,
  orden: p.orden,
  page: p.page,
  pageSize: p.pageSize,
  signal,
});

/** `BuscarPedido` through the shared list-query client (filters, sorts, page, pageSize; total from X-Total-Count). */
export const buscarPedidos = (p: ParametrosPagina, filtros: FiltroLista[], signal: AbortSignal): Promise<PaginaLista<Pedido>> =>
  apiClient.lista('/api/pedidoHistorico/BuscarPedido', { ...opcionesLista(p, filtros, signal), schema: pedidoSchema });

/** `BuscarPedidoDet`: order lines by product, laboratory or order. */
export const buscarLineas = (p: ParametrosPagina, filtros: FiltroLista[], signal: AbortSignal): Promise<PaginaLista<PedidoItem>> =>
  apiClient.lista('/api/pedidoHistorico/BuscarPedidoDet', { ...opcionesLista(p, filtros, signal), schema: pedidoItemSchema });

/** The order with the remitos that delivered it. Silent: another pharmacy's order (404) is told by the page itself. */
export const leerPedido = (id: number): Promise<PedidoConRemitos> => apiClient.get(`/api/pedido/${id}`, { schema: pedidoConRemitosSchema, silencioso: true });

/** `GET /api/pedido/ItemsRemito/{nroRemito}`: what one remito brought (prepared units, laboratory). */
export const leerItemsRemito = (nroRemito: number): Promise<ItemRemito[]> =>
  apiClient.get(`/api/pedido/ItemsRemito/${nroRemito}`, { schema: z.array(itemRemitoSchema) });

/** `GET /api/pedidoHistorico/MensajesTransmisiones`: the kinds of transmission message and their Spanish text. */
export const leerMensajesTransmisiones = (): Promise<MensajeTransmision[]> =>
  apiClient.get('/api/pedidoHistorico/MensajesTransmisiones', { schema: z.array(mensajeTransmisionSchema) });
export const leerDetalle = (id: number): Promise<PedidoItem[]> => apiClient.get(`/api/pedido/${id}/detalle`, { schema: z.array(pedidoItemSchema) });
export const leerEstadoTransmision = (id: number): Promise<EstadoTransmision> =>
  apiClient.get(`/api/pedido/${id}/EstadoTransmision`, { schema: estadoTransmisionSchema });
export const leerFacturas = async (id: number): Promise<number[]> => {
  const respuesta: FacturasDePedido[] = await apiClient.post('/api/pedido/FacturasIds', { body: [id], schema: z.array(facturasDePedidoSchema) });
  return respuesta[0]?.facturaIds ?? [];
};
export const leerRespuestas = (): Promise<RespuestaItem[]> => apiClient.get('/api/pedido/respuestas', { schema: z.array(respuestaItemSchema) });
export const leerEstados = (): Promise<Estado[]> => apiClient.get('/api/estado', { schema: z.array(estadoSchema) });
export const leerTurnos = (): Promise<Turno[]> => apiClient.get('/api/pedido/turnos', { schema: z.array(turnoSchema) });
/** The pharmacy's users, to filter its orders by who placed them. */
export const leerUsuarios = (): Promise<UsuarioDePedidos[]> => apiClient.get('/api/pedidoHistorico/Usuarios', { schema: z.array(usuarioDePedidosSchema) });

/** SPEC §9: parameter 308 is the history cut date (day/month/year); null when the distributor has not set it. */
export const PARAMETRO_CORTE_HISTORICO = 308;
export const leerCorteHistorico = async (): Promise<string | null> => {
  const parametros = await apiClient.post('/api/ParametrosGenerales', { body: [PARAMETRO_CORTE_HISTORICO], schema: z.array(parametroSchema) });
  return parametros.find((p) => p.id === PARAMETRO_CORTE_HISTORICO)?.valor ?? null;
};
export const borrarPedido = (id: number): Promise<void> => apiClient.delete(`/api/pedido/BorrarPedido/${id}`);

/** Totals of every line a filter selects, not only the page shown. */
export const leerTotalesLineas = (filtros: FiltroLista[]): Promise<TotalesLineas> =>
  apiClient.get('/api/pedidoHistorico/TotalesPedidoDet', { query: { filters: serializarFiltros(filtros) }, schema: totalesLineasSchema });
