import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Typography } from 'antd';
import { TablaServidor, formatearFechaHora, type ColumnaTabla, type ParametrosPagina } from '@portal/shared/client';
import type { ControlPedidoItem } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { NombreConBono } from '../historico/MarcaBono.js';
import { buscarItemsControl } from './control-pedidos-api.js';
import { Diferencia } from './LineasControl.js';

/** /control-pedidos/items/{troquel}: every controlled line of one product, with its difference. */
export default function ItemsControl() {
  const troquel = Number(useParams().troquel);
  const nombre = useCatalogo().productos.get(troquel)?.nombre;
  const request = useCallback(
    (p: ParametrosPagina, signal: AbortSignal) => buscarItemsControl(p, [{ campo: 'troquel', operador: '==', valor: troquel }], signal),
    [troquel],
  );
  const columnas: ColumnaTabla<ControlPedidoItem>[] = [
    { campo: 'fecha', titulo: 'Fecha', tipo: 'fecha', ordenable: true, render: (v) => formatearFechaHora(String(v)) },
    { campo: 'controlPedidoId', titulo: 'Control', tipo: 'numero', ordenable: true },
    {
      campo: 'pedidoId',
      titulo: 'Pedido',
      tipo: 'numero',
      ordenable: true,
      render: (v) => (v === null ? '--' : <Link to={routePath('control-pedidos-pedido', { pedidoId: Number(v) })}>{String(v)}</Link>),
    },
    { campo: 'prodNombre', titulo: 'Producto', render: (v, f) => <NombreConBono troquel={f.troquel} nombre={String(v)} /> },
    { campo: 'cantPreparada', titulo: 'Preparada', tipo: 'numero', ordenable: true },
    { campo: 'cantControlada', titulo: 'Controlada', tipo: 'numero', ordenable: true },
    { campo: 'id', titulo: 'Diferencia', tipo: 'numero', render: (_, f) => <Diferencia item={f} /> },
  ];
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={1}>Controles de {nombre ? `${nombre} (troquel ${troquel})` : `troquel ${troquel}`}</Typography.Title>
      <TablaServidor<ControlPedidoItem> columnas={columnas} request={request} claveFila="id" ordenInicial="-fecha" tamanoPagina={20} vacio="No hay controles de este producto." />
    </div>
  );
}
