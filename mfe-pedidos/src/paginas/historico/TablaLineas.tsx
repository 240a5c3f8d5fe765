import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { TablaServidor, formatearFechaHora, formatearPesos, type ColumnaTabla, type FiltroLista, type ParametrosPagina } from '@portal/shared/client';
import type { PedidoItem } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { buscarLineas, leerRespuestas } from './historico-api.js';
import { NombreConBono } from './MarcaBono.js';

/** The response of a line in Spanish; no response yet while the distributor has not answered. */
export function useRespuestas() {
  const respuestas = useQuery({ queryKey: ['pedidos', 'respuestas'], queryFn: leerRespuestas, staleTime: Infinity });
  return (id: number | null) => (id === null ? 'Sin respuesta' : (respuestas.data?.find((r) => r.id === id)?.descripcion ?? 'N/A'));
}

/** Order lines of the history (by product or laboratory), paged by the server, the newest first. */
export function TablaLineas({ filtros, vacio }: { filtros: FiltroLista[]; vacio: string }) {
  const respuesta = useRespuestas();
  const clave = JSON.stringify(filtros);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters change only when their content does
  const request = useCallback((p: ParametrosPagina, signal: AbortSignal) => buscarLineas(p, filtros, signal), [clave]);
  const columnas: ColumnaTabla<PedidoItem>[] = [
    { campo: 'fechaAlta', titulo: 'Fecha', tipo: 'fecha', ordenable: true, render: (v) => formatearFechaHora(String(v)) },
    { campo: 'pedidoId', titulo: 'Pedido', tipo: 'numero', ordenable: true, render: (v) => <Link to={routePath('historico-pedido', { pedidoId: Number(v) })}>{String(v)}</Link> },
    { campo: 'troquel', titulo: 'Troquel', tipo: 'numero', ordenable: true },
    { campo: 'prodNombre', titulo: 'Producto', ordenable: true, render: (v, fila) => <NombreConBono troquel={fila.troquel} nombre={String(v)} /> },
    { campo: 'cantPedida', titulo: 'Pedida', tipo: 'numero', ordenable: true },
    { campo: 'cantAprobada', titulo: 'Aprobada', tipo: 'numero', ordenable: true },
    { campo: 'cantPreparada', titulo: 'Preparada', tipo: 'numero', ordenable: true },
    { campo: 'respId', titulo: 'Respuesta', render: (v) => respuesta(v as number | null) },
    { campo: 'importe', titulo: 'Importe', tipo: 'numero', ordenable: true, render: (v) => formatearPesos(Number(v)) },
  ];
  return <TablaServidor<PedidoItem> columnas={columnas} request={request} claveFila="id" ordenInicial="-fechaAlta" tamanoPagina={20} vacio={vacio} />;
}
