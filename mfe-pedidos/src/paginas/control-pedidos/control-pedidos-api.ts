import { z } from 'zod';
import { apiClient, useSessionStore, type FiltroLista, type PaginaLista, type ParametrosPagina } from '@portal/shared/client';
import {
  MAXIMO_CONTROL_SIN_PARAMETRO,
  PARAMETRO_CONTROL_MAXIMO_ENTRADA,
  PARAMETRO_CONTROL_MAXIMO_LINEA,
  controlPedidoConItemsSchema,
  controlPedidoItemSchema,
  controlPedidoSchema,
  parametroSchema,
  remitoParaControlSchema,
  type ControlPedido,
  type ControlPedidoConItems,
  type ControlPedidoItem,
  type GuardarControlBody,
  type RemitoParaControl,
} from '@portal/shared/contracts';

/** SPEC §7: the remitos to control and the control itself name the pharmacy in a `farmaciaId` header (the server checks it against the session). */
function cabeceraFarmacia(): Record<string, string> {
  const farmaciaId = useSessionStore.getState().usuario?.farmaciaId;
  return farmaciaId === undefined ? {} : { farmaciaId: String(farmaciaId) };
}

export const leerRemitosParaControl = (p: ParametrosPagina, signal: AbortSignal): Promise<PaginaLista<RemitoParaControl>> =>
  apiClient.lista('/api/remito/para-control', { orden: p.orden, page: p.page, pageSize: p.pageSize, signal, headers: cabeceraFarmacia(), schema: remitoParaControlSchema });

/**
 * Starts or resumes the remito's control and adds counted units; `finalizar` closes it. Each count carries its own
 * `conteoId`, so the client's retry of a count whose answer was lost is not added twice.
 */
/** A version 4 UUID; `crypto.randomUUID` exists only on HTTPS (or localhost), `getRandomValues` everywhere. */
export function nuevoConteoId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function guardarControl(body: GuardarControlBody, silencioso = false): Promise<ControlPedidoConItems> {
  // Opening the control adds nothing, so only a count or the finish needs an id.
  const cambia = (body.items?.length ?? 0) > 0 || body.finalizar === true;
  const conId = cambia && !body.conteoId ? { ...body, conteoId: nuevoConteoId() } : body;
  return apiClient.post('/api/controlPedido', { body: conId, headers: cabeceraFarmacia(), schema: controlPedidoConItemsSchema, silencioso });
}

export const leerControl = (id: number, silencioso = false): Promise<ControlPedido> =>
  apiClient.get(`/api/controlPedido/${id}`, { schema: controlPedidoSchema, silencioso });

export const leerDetalleControl = (id: number, silencioso = false): Promise<ControlPedidoItem[]> =>
  apiClient.get(`/api/controlPedido/detalle/${id}`, { schema: z.array(controlPedidoItemSchema), silencioso });

/**
 * A control with its lines, as the screen shows it: after a colleague finished it, or on the periodic look at what
 * colleagues counted (silent: a missed look is retried at the next one).
 */
export const leerControlConItems = async (id: number, silencioso = false): Promise<ControlPedidoConItems> => {
  const [control, items] = await Promise.all([leerControl(id, silencioso), leerDetalleControl(id, silencioso)]);
  return { ...control, items };
};

export const buscarControles = (p: ParametrosPagina, filtros: FiltroLista[], signal: AbortSignal): Promise<PaginaLista<ControlPedido>> =>
  apiClient.lista('/api/controlPedido/Buscar', { filtros, orden: p.orden, page: p.page, pageSize: p.pageSize, signal, schema: controlPedidoSchema });

export const buscarItemsControl = (p: ParametrosPagina, filtros: FiltroLista[], signal: AbortSignal): Promise<PaginaLista<ControlPedidoItem>> =>
  apiClient.lista('/api/controlPedido/BuscarItems', { filtros, orden: p.orden, page: p.page, pageSize: p.pageSize, signal, schema: controlPedidoItemSchema });

export interface MaximosControl {
  /** Most units one typed entry adds or takes away (parameter 28). */
  porEntrada: number;
  /** Most units one line may be counted to (parameter 1138). */
  porLinea: number;
}

/** SPEC §9 parameters 28 and 1138, the manual control maximum, as the server applies them. */
export const leerMaximosControl = async (): Promise<MaximosControl> => {
  const parametros = await apiClient.post('/api/ParametrosGenerales', {
    body: [PARAMETRO_CONTROL_MAXIMO_ENTRADA, PARAMETRO_CONTROL_MAXIMO_LINEA],
    schema: z.array(parametroSchema),
  });
  const valor = (id: number) => {
    const n = Number(parametros.find((p) => p.id === id)?.valor);
    return Number.isInteger(n) && n > 0 ? Math.min(n, MAXIMO_CONTROL_SIN_PARAMETRO) : MAXIMO_CONTROL_SIN_PARAMETRO;
  };
  return { porEntrada: valor(PARAMETRO_CONTROL_MAXIMO_ENTRADA), porLinea: valor(PARAMETRO_CONTROL_MAXIMO_LINEA) };
};
