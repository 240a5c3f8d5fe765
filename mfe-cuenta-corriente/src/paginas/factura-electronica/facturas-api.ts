import { useQuery } from '@tanstack/react-query';
import { apiClient, type ParametrosPagina, type SolicitudDescarga } from '@portal/shared/client';
import { facturaSchema, remitosEnComprobanteSchema, tipoOperacionSchema } from '@portal/shared/contracts';
import { z } from 'zod';
import type { AlcanceDatos } from '../comun/grupo.js';

export interface FiltrosFacturas {
  desde: string;
  hasta: string;
  tipoComprobanteId?: number;
  nroComprobante?: number;
}

/**
 * One page of `BuscarFacturas` for the shared server table: the pharmacy's invoices, or a group's (whole: no
 * pharmacy in the body, so the server answers every pharmacy of the caller's group).
 */
export const paginaFacturas = (a: AlcanceDatos, f: FiltrosFacturas) => (p: ParametrosPagina, signal: AbortSignal) =>
  apiClient.lista('/api/factura/BuscarFacturas', {
    body: { ...f, ...(a.farmaciaId === null ? {} : { farmaciaId: a.farmaciaId }) },
    schema: facturaSchema,
    page: p.page,
    pageSize: p.pageSize,
    orden: p.orden,
    signal,
  });

/** A group page asks for an order's or a remito's invoices across its pharmacies (`…/EnGrupo`). */
const enGrupo = (grupo: boolean) => (grupo ? '/EnGrupo' : '');

export const useFacturasDePedido = (pedidoId: number | undefined, grupo: boolean) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'facturas', 'pedido', pedidoId, grupo],
    enabled: pedidoId !== undefined,
    queryFn: () => apiClient.get(`/api/factura/GetFacturasPorPedidoId/${pedidoId}${enGrupo(grupo)}`, { schema: z.array(facturaSchema), silencioso: true }),
  });

export const useFacturasDeRemito = (remito: number | null, grupo: boolean) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'facturas', 'remito', remito, grupo],
    enabled: remito !== null,
    queryFn: () => apiClient.get(`/api/factura/GetFacturasPorRemitoId/${remito}${enGrupo(grupo)}`, { schema: z.array(facturaSchema), silencioso: true }),
  });

/** The remitos a voucher's detail covers (`RemitosEnComprobanteDet`). */
export const useRemitosDeComprobante = (facturaId: number | null) =>
  useQuery({
    queryKey: ['cuenta-corriente', 'facturas', 'remitos', facturaId],
    enabled: facturaId !== null,
    queryFn: () => apiClient.post('/api/factura/RemitosEnComprobanteDet', { body: { facturaIds: [facturaId] }, schema: z.array(remitosEnComprobanteSchema) }),
  });

export const useTiposOperacion = () =>
  useQuery({
    queryKey: ['cuenta-corriente', 'facturas', 'tipos-operacion'],
    staleTime: Infinity,
    queryFn: () => apiClient.get('/api/factura/TipoOperacions', { schema: z.array(tipoOperacionSchema) }),
  });

export const marcarRevisada = (facturaId: number, valor: boolean) => apiClient.post(`/api/factura/checkSocio/${facturaId}/${valor}`, { schema: facturaSchema });

/** The invoice's PDF as the server makes it. */
export const descargaFactura = (facturaId: number): SolicitudDescarga => ({ path: `/api/factura/${facturaId}/pdf` });

/** The PDF to show in the page's viewer (the shared download: no timeout). */
export const pdfParaVer = async (facturaId: number) => (await apiClient.descargar(`/api/factura/${facturaId}/pdf`, { query: { inline: '1' } })).blob;

/** Several invoices at once: one ZIP of their PDFs, made and streamed by the server (up to parameter 320). */
export const descargaVarias = (facturaIds: readonly number[]): SolicitudDescarga => ({ path: '/api/factura/pdf', metodo: 'POST', body: { facturaIds } });
