import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { apiClient, consultaBonosPendientes, useSesion } from '@portal/shared/client';
import {
  carritoSchema,
  composicionDeudaSchema,
  estadoSchema,
  importesCarritoSchema,
  infoHorasSchema,
  itemRecallSchema,
  itemRecuperadorSchema,
  novedadSchema,
  pedidoSchema,
  productosSchema,
  recallSchema,
  ultimoCambioCarritoSchema,
  type Recall,
} from '@portal/shared/contracts';

/**
 * The calls of the dashboard's widgets: each reuses the endpoint of the section it summarises, silently (a widget shows
 * its own error state instead of the portal's notice).
 */
const silencioso = true;

export const useCarrito = () =>
  useQuery({
    queryKey: ['inicio', 'carrito'],
    queryFn: async () => {
      const [carrito, importes, ultimoCambio] = await Promise.all([
        apiClient.get('/api/carritopersistente/GetItemsCarrito', { schema: carritoSchema, silencioso }),
        apiClient.get('/api/importe-carrito', { schema: importesCarritoSchema, silencioso }),
        apiClient.get('/api/widget/carrito-ultimo-cambio', { schema: ultimoCambioCarritoSchema, silencioso }),
      ]);
      return { carrito, importes, ultimoCambio };
    },
  });

export const useInfoHoras = () =>
  useQuery({
    queryKey: ['inicio', 'info-horas'],
    // SPEC §4: the delivery-round clock re-reads the server time once a minute.
    refetchInterval: 60_000,
    queryFn: () => apiClient.get('/api/farmacia/InfoHoras', { schema: infoHorasSchema, silencioso }),
  });

export const useComposicionDeuda = () => {
  const farmaciaId = useSesion()?.farmaciaId;
  return useQuery({
    queryKey: ['inicio', 'deuda', farmaciaId],
    enabled: farmaciaId !== undefined,
    queryFn: () => apiClient.get(`/api/CuentaCorriente/composicion/${farmaciaId}`, { schema: composicionDeudaSchema, silencioso }),
  });
};

export const useUltimosPedidos = () =>
  useQuery({
    queryKey: ['inicio', 'ultimos-pedidos'],
    queryFn: async () => {
      const [pagina, estados] = await Promise.all([
        apiClient.lista('/api/pedidoHistorico/BuscarPedido', { orden: '-fechaAlta', page: 1, pageSize: 5, schema: pedidoSchema, silencioso }),
        apiClient.get('/api/estado', { schema: z.array(estadoSchema), silencioso }),
      ]);
      return { pedidos: pagina.items, estados: new Map(estados.map((e) => [e.id, e.descripcion])) };
    },
  });

/** How many recoverer items the widget lists; their names are read for those only. */
export const ITEMS_WIDGET_RECUPERADOR = 4;

/** The user's recoverer, and the names of the products the widget lists (`SinFiltro` knows also those no longer sold). */
export const useRecuperador = () =>
  useQuery({
    queryKey: ['inicio', 'recuperador'],
    queryFn: async () => {
      const items = await apiClient.get('/api/recuperador/GetItemsRecuperador', { schema: z.array(itemRecuperadorSchema), silencioso });
      const troqueles = items.slice(0, ITEMS_WIDGET_RECUPERADOR).map((i) => i.troquel);
      const productos = troqueles.length ? await apiClient.post('/api/producto/SinFiltro', { body: troqueles, schema: productosSchema, silencioso }) : [];
      return { items, nombres: new Map(productos.map((p) => [p.troquel, p.nombre])) };
    },
  });

/** The header's badge reads the same (one request for both). */
export const useBonosPendientes = () => useQuery(consultaBonosPendientes(useSesion()?.farmaciaId));

export const useUltimaNovedad = () => {
  const farmaciaId = useSesion()?.farmaciaId;
  return useQuery({
    queryKey: ['inicio', 'novedad', farmaciaId],
    enabled: farmaciaId !== undefined,
    // 204 (no news) reads as no body.
    queryFn: async () => (await apiClient.get(`/api/novedad/${farmaciaId}`, { schema: novedadSchema.optional(), silencioso })) ?? null,
  });
};

/** A recall in force and how many units of its lots the pharmacy bought (0: it does not concern the pharmacy's stock). */
export interface RecallVigente {
  recall: Recall;
  unidadesCompradas: number;
}

/** Recalls in force, those whose lots the pharmacy bought first (then by how soon they end). */
export const useRecallsVigentes = () =>
  useQuery({
    queryKey: ['inicio', 'recalls'],
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
