import { z } from 'zod';
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, consultaBonosPendientes, consultaInfoHoras, consultaUltimaNovedad, useCarritoStore, useSesion } from '@portal/shared/client';
import {
  carritoSchema,
  composicionDeudaSchema,
  estadoSchema,
  importesCarritoSchema,
  itemRecallSchema,
  itemRecuperadorSchema,
  pedidoSchema,
  productosSchema,
  recallSchema,
  ultimoCambioCarritoSchema,
  type NombreWidget,
  type Recall,
} from '@portal/shared/contracts';
import { esCarritoAnterior } from '@portal/shared/domain';
import { consultaBanners } from '../../banners/banners-api.js';
import { consultaEventoActivo } from '../../eventos/eventos-api.js';

/**
 * The calls of the dashboard's widgets: each reuses the endpoint of the section it summarises, silently (a widget shows
 * its own error state instead of the portal's notice).
 */
const silencioso = true;
/**
 * How long a widget shows its data without asking again: the dashboard asks for it before the widget mounts
 * (`pedirDatosDeWidgets`), and with TanStack's default (stale at once) the widget asked a second time on mounting.
 */
const FRESCOS_MS = 15_000;

const consultaCarrito = () =>
  queryOptions({
    queryKey: ['inicio', 'carrito'],
    staleTime: FRESCOS_MS,
    queryFn: async () => {
      const [carrito, importes, ultimoCambio] = await Promise.all([
        apiClient.get('/api/carritopersistente/GetItemsCarrito', { schema: carritoSchema, silencioso }),
        apiClient.get('/api/importe-carrito', { schema: importesCarritoSchema, silencioso }),
        apiClient.get('/api/widget/carrito-ultimo-cambio', { schema: ultimoCambioCarritoSchema, silencioso }),
      ]);
      return { carrito, importes, ultimoCambio };
    },
  });
/**
 * The cart is shared by the pharmacy's colleagues: the shell's cart store follows it live (the hub). When the store
 * holds a newer cart than the one the widget read (a colleague added a line, or the user did on the searcher and came
 * back), the widget reads its totals again. Only a newer one: an older store never makes it ask twice.
 */
export function useCarrito() {
  const consulta = useQuery(consultaCarrito());
  const queryClient = useQueryClient();
  const carritoId = useCarritoStore((s) => s.carritoId);
  const version = useCarritoStore((s) => s.version);
  const leido = consulta.data?.carrito;
  const hayMasNuevo = leido !== undefined && esCarritoAnterior(leido, { carritoId, version });
  useEffect(() => {
    if (hayMasNuevo) void queryClient.invalidateQueries({ queryKey: consultaCarrito().queryKey });
  }, [hayMasNuevo, carritoId, version, queryClient]);
  return consulta;
}

/** The shell's clock reads the same, and re-reads it each minute for both (SPEC §9). */
export const useInfoHoras = () => useQuery(consultaInfoHoras());

const consultaDeuda = (farmaciaId: number | undefined) =>
  queryOptions({
    queryKey: ['inicio', 'deuda', farmaciaId],
    staleTime: FRESCOS_MS,
    enabled: farmaciaId !== undefined,
    queryFn: () => apiClient.get(`/api/CuentaCorriente/composicion/${farmaciaId}`, { schema: composicionDeudaSchema, silencioso }),
  });
export const useComposicionDeuda = () => useQuery(consultaDeuda(useSesion()?.farmaciaId));

const consultaUltimosPedidos = () =>
  queryOptions({
    queryKey: ['inicio', 'ultimos-pedidos'],
    staleTime: FRESCOS_MS,
    queryFn: async () => {
      const [pagina, estados] = await Promise.all([
        apiClient.lista('/api/pedidoHistorico/BuscarPedido', { orden: '-fechaAlta', page: 1, pageSize: 5, schema: pedidoSchema, silencioso }),
        apiClient.get('/api/estado', { schema: z.array(estadoSchema), silencioso }),
      ]);
      return { pedidos: pagina.items, estados: new Map(estados.map((e) => [e.id, e.descripcion])) };
    },
  });
export const useUltimosPedidos = () => useQuery(consultaUltimosPedidos());

/** How many recoverer items the widget lists; their names are read for those only. */
export const ITEMS_WIDGET_RECUPERADOR = 4;

/** The user's recoverer, and the names of the products the widget lists (`SinFiltro` knows also those no longer sold). */
const consultaRecuperador = () =>
  queryOptions({
    queryKey: ['inicio', 'recuperador'],
    staleTime: FRESCOS_MS,
    queryFn: async () => {
      const items = await apiClient.get('/api/recuperador/GetItemsRecuperador', { schema: z.array(itemRecuperadorSchema), silencioso });
      const troqueles = items.slice(0, ITEMS_WIDGET_RECUPERADOR).map((i) => i.troquel);
      const productos = troqueles.length ? await apiClient.post('/api/producto/SinFiltro', { body: troqueles, schema: productosSchema, silencioso }) : [];
      return { items, nombres: new Map(productos.map((p) => [p.troquel, p.nombre])) };
    },
  });
export const useRecuperador = () => useQuery(consultaRecuperador());

/** The header's badge reads the same (one request for both). */
export const useBonosPendientes = () => useQuery(consultaBonosPendientes(useSesion()?.farmaciaId));

/** The shell's news modal reads the same (one request for both). */
export const useUltimaNovedad = () => useQuery(consultaUltimaNovedad(useSesion()?.farmaciaId));

/** A recall in force and how many units of its lots the pharmacy bought (0: it does not concern the pharmacy's stock). */
export interface RecallVigente {
  recall: Recall;
  unidadesCompradas: number;
}

/** Recalls in force, those whose lots the pharmacy bought first (then by how soon they end). */
const consultaRecalls = () =>
  queryOptions({
    queryKey: ['inicio', 'recalls'],
    staleTime: FRESCOS_MS,
    queryFn: async (): Promise<RecallVigente[]> => {
      const recalls = await apiClient.get('/api/recall/PublicadosYVigentes', { schema: z.array(recallSchema), silencioso });
      if (recalls.length === 0) return [];
      const items = await apiClient.post('/api/recall/ItemsRecalls', { body: { recallIds: recalls.map((r) => r.id) }, schema: z.array(itemRecallSchema), silencioso });
      const compradas = new Map<number, number>();
      for (const i of items) compradas.set(i.recallId, (compradas.get(i.recallId) ?? 0) + i.comprados.reduce((s, c) => s + c.cantidad, 0));
      return recalls
        .map((recall) => ({ recall, unidadesCompradas: compradas.get(recall.id) ?? 0 }))
        .sort((a, b) => Number(b.unidadesCompradas > 0) - Number(a.unidadesCompradas > 0));
    },
  });
export const useRecallsVigentes = () => useQuery(consultaRecalls());

/** Each widget's data, by the widget's name: the same queries its hook runs, for `pedirDatosDeWidgets`. */
const CONSULTA_DE_WIDGET: Record<NombreWidget, (farmaciaId: number) => { queryKey: readonly unknown[] }> = {
  carrito: consultaCarrito,
  'proximo-cierre': consultaInfoHoras,
  'saldo-cuenta-corriente': consultaDeuda,
  'ultimos-pedidos': consultaUltimosPedidos,
  recuperador: consultaRecuperador,
  bonos: consultaBonosPendientes,
  recalls: consultaRecalls,
  evento: consultaEventoActivo,
  novedades: consultaUltimaNovedad,
  banners: consultaBanners,
};

/**
 * Asks for the data of the dashboard's widgets as soon as the layout names them, all at once, instead of when each
 * widget mounts: the grid measures its width and renders twice before its widgets exist, and their calls waited
 * for that (~50–90 ms of a cold dashboard). Data already cached and fresh is not asked again.
 */
export function pedirDatosDeWidgets(queryClient: QueryClient, widgets: readonly NombreWidget[], farmaciaId: number): void {
  for (const nombre of widgets) void queryClient.prefetchQuery(CONSULTA_DE_WIDGET[nombre](farmaciaId) as Parameters<QueryClient['prefetchQuery']>[0]);
}
