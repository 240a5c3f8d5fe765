import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, DatePicker, Descriptions, Form, Input, Select, Space, Statistic, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { TablaCargando, TablaServidor, formatearCifra, formatearFechaHora, type ColumnaTabla, type FiltroLista, type ParametrosPagina } from '@portal/shared/client';
import type { Devolucion, DevolucionItem } from '@portal/shared/contracts';
import { ETIQUETAS_VALIDACION_LOTE, routePath, type EstadoValidacionLote, type NombreRuta } from '@portal/shared/domain';
import { leerDetalle, leerDevolucion, leerEstados, leerPedidoRecall, leerTotales, listarDevoluciones, listarItems } from './comun-api.js';

/** Where a kind of return lives: its API prefix and the routes of its pages. */
export interface TipoHistorico {
  /** `/api/devolucion`, `/api/DevolucionVencido`, `/api/devolucionRecall`. */
  api: string;
  titulo: string;
  confirmacion: NombreRuta;
  nueva: NombreRuta;
  etiquetaNueva: string;
  /**
   * What `pedido/{pedidoId}` names: the purchase order whose returned lines are listed (general returns), or the return
   * order itself ('pedido de recall', 'pedido de vencidos'), shown whole.
   */
  pedido: 'compra' | 'recall' | 'vencido';
  /** The route of `pedido/{pedidoId}`, when it names a return order. */
  rutaPedido?: NombreRuta;
}

interface Filtros {
  estadoId?: number;
  fechas?: [Dayjs | null, Dayjs | null] | null;
  producto?: string;
}

const columnasItems: ColumnaTabla<DevolucionItem>[] = [
  { campo: 'fechaAlta', titulo: 'Fecha', tipo: 'fecha', ordenable: true, render: (v) => formatearFechaHora(String(v)) },
  { campo: 'troquel', titulo: 'Troquel', tipo: 'numero' },
  { campo: 'prodNombre', titulo: 'Producto', ordenable: true },
  { campo: 'cantidadItems', titulo: 'Unidades', tipo: 'numero' },
  { campo: 'nroSerie', titulo: 'Lote / serie', render: (_v, f) => [f.nroLote, f.nroSerie].filter(Boolean).join(' / ') || '--' },
  { campo: 'estadoValidacion', titulo: 'Validación', render: (v) => ETIQUETAS_VALIDACION_LOTE[Number(v) as EstadoValidacionLote] },
];

function ItemsDevueltos({ fijos, tipo }: { fijos: FiltroLista[]; tipo: TipoHistorico }) {
  const clave = JSON.stringify(fijos);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters change only when their content does
  const request = useCallback((p: ParametrosPagina, signal: AbortSignal) => listarItems(tipo.api, p, fijos, signal), [clave]);
  const columnas: ColumnaTabla<DevolucionItem>[] = [
    { campo: 'devolucionId', titulo: 'Devolución', tipo: 'numero', render: (v) => <Link to={routePath(tipo.confirmacion, { id: Number(v) })}>{String(v)}</Link> },
    ...columnasItems,
  ];
  return <TablaServidor<DevolucionItem> columnas={columnas} request={request} claveFila="id" ordenInicial="-fechaAlta" tamanoPagina={20} vacio="No hay ítems devueltos para mostrar." scroll={{ x: 'max-content' }} />;
}

/** A return order shown whole (`pedido/{pedidoId}` of recalls and expired products): its header and its units. */
function PedidoDevolucion({ id, tipo }: { id: number; tipo: TipoHistorico }) {
  const pedido = useQuery({
    queryKey: ['devoluciones', 'pedido', tipo.api, id],
    queryFn: async () => {
      if (tipo.pedido === 'recall') return leerPedidoRecall(id);
      const [devolucion, items] = await Promise.all([leerDevolucion(tipo.api, id), leerDetalle(tipo.api, id)]);
      return { devolucion, items, recall: null };
    },
  });
  if (pedido.isLoading) return <TablaCargando />;
  if (pedido.isError || !pedido.data) return <Alert type="error" showIcon title={`No se encontró el pedido ${id}.`} />;
  const { devolucion: d, items, recall } = pedido.data;
  return (
    <Space vertical size="middle" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Pedido">{d.id}</Descriptions.Item>
        <Descriptions.Item label="Fecha">{formatearFechaHora(d.fechaAlta)}</Descriptions.Item>
        {recall && <Descriptions.Item label="Recall">{recall.nombre}</Descriptions.Item>}
        <Descriptions.Item label="Estado">{d.estado}</Descriptions.Item>
        <Descriptions.Item label="Unidades">{d.cantidadItemsTotal}</Descriptions.Item>
      </Descriptions>
      <Table<DevolucionItem>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={items}
        locale={{ emptyText: 'El pedido no tiene ítems.' }}
        columns={[
          { title: 'Troquel', dataIndex: 'troquel' },
          { title: 'Producto', dataIndex: 'prodNombre' },
          { title: 'Unidades', dataIndex: 'cantidadItems', align: 'right' },
          { title: 'Lote / serie', key: 'lote', render: (_: unknown, f) => [f.nroLote, f.nroSerie].filter(Boolean).join(' / ') || '--' },
        ]}
      />
      <Link to={routePath(tipo.confirmacion, { id: d.id })}>Ver la confirmación y el estado de transmisión</Link>
    </Space>
  );
}

function aFiltros(v: Filtros): FiltroLista[] {
  const f: FiltroLista[] = [];
  if (v.estadoId !== undefined) f.push({ campo: 'estadoId', operador: '==', valor: v.estadoId });
  const [desde, hasta] = v.fechas ?? [];
  if (desde) f.push({ campo: 'fechaAlta', operador: '>=', valor: desde.format('YYYY-MM-DD') });
  if (hasta) f.push({ campo: 'fechaAlta', operador: '<=', valor: hasta.format('YYYY-MM-DD') });
  if (v.producto?.trim()) f.push({ campo: 'producto', operador: '@=', valor: v.producto.trim() });
  return f;
}

/** The totals of what the filters find (all pages): returns, lines and units. */
function Totales({ tipo, filtros }: { tipo: TipoHistorico; filtros: FiltroLista[] }) {
  const totales = useQuery({ queryKey: ['devoluciones', 'totales', tipo.api, filtros], queryFn: () => leerTotales(tipo.api, filtros) });
  if (totales.isError) return <Typography.Text type="secondary">No se pudieron calcular los totales.</Typography.Text>;
  return (
    <Space size="large" wrap aria-label="Totales" role="group" style={{ marginBottom: 12 }}>
      <Statistic title="Devoluciones" value={totales.data?.devoluciones ?? '–'} formatter={formatearCifra} loading={totales.isLoading} />
      <Statistic title="Líneas" value={totales.data?.lineas ?? '–'} formatter={formatearCifra} loading={totales.isLoading} />
      <Statistic title="Unidades" value={totales.data?.unidades ?? '–'} formatter={formatearCifra} loading={totales.isLoading} />
    </Space>
  );
}

/**
 * The history of one kind of return (buscar) with its filters (state, dates, product) and the totals of what they
 * find; `pedido/{pedidoId}` (the returned lines of a purchase order, or a return order whole) and `items/{troquel}`.
 */
export function Historico({ tipo }: { tipo: TipoHistorico }) {
  const { pedidoId, troquel } = useParams();
  const [form] = Form.useForm<Filtros>();
  const [filtros, setFiltros] = useState<FiltroLista[]>([]);
  const estados = useQuery({ queryKey: ['devoluciones', 'estados'], queryFn: leerEstados, staleTime: Infinity });
  const clave = JSON.stringify(filtros);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters change only when their content does
  const request = useCallback((p: ParametrosPagina, signal: AbortSignal) => listarDevoluciones(tipo.api, p, filtros, signal), [clave]);
  const titulo = (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
      <Typography.Title level={1}>{tipo.titulo}</Typography.Title>
      <Link to={routePath(tipo.nueva)}>{tipo.etiquetaNueva}</Link>
    </Space>
  );
  if (pedidoId && tipo.pedido !== 'compra') {
    return (
      <div data-remoto="mfe-devoluciones">
        {titulo}
        <Typography.Paragraph>{tipo.pedido === 'recall' ? `Pedido de recall ${pedidoId}` : `Pedido de vencidos ${pedidoId}`}</Typography.Paragraph>
        <PedidoDevolucion id={Number(pedidoId)} tipo={tipo} />
      </div>
    );
  }
  if (pedidoId || troquel) {
    const fijos: FiltroLista[] = pedidoId ? [{ campo: 'pedidoId', operador: '==', valor: Number(pedidoId) }] : [{ campo: 'troquel', operador: '==', valor: Number(troquel) }];
    return (
      <div data-remoto="mfe-devoluciones">
        {titulo}
        <Typography.Paragraph>{pedidoId ? `Ítems devueltos del pedido ${pedidoId}` : `Devoluciones del troquel ${troquel}`}</Typography.Paragraph>
        <ItemsDevueltos fijos={fijos} tipo={tipo} />
      </div>
    );
  }
  const columnas: ColumnaTabla<Devolucion>[] = [
    {
      campo: 'id',
      titulo: tipo.pedido === 'compra' ? 'Devolución' : 'Pedido',
      tipo: 'numero',
      ordenable: true,
      render: (v) => <Link to={tipo.rutaPedido ? routePath(tipo.rutaPedido, { pedidoId: Number(v) }) : routePath(tipo.confirmacion, { id: Number(v) })}>{String(v)}</Link>,
    },
    { campo: 'fechaAlta', titulo: 'Fecha', tipo: 'fecha', ordenable: true, render: (v) => formatearFechaHora(String(v)) },
    ...(tipo.pedido === 'compra' ? [{ campo: 'nroFactura', titulo: 'Factura', render: (v: unknown) => (v ? String(v) : '--') } as ColumnaTabla<Devolucion>] : []),
    { campo: 'cantidadItemsTotal', titulo: 'Unidades', tipo: 'numero', ordenable: true },
    { campo: 'estado', titulo: 'Estado' },
    { campo: 'notaCreditoId', titulo: 'Nota de crédito', render: (v) => (v === null ? '--' : String(v)) },
  ];
  return (
    <div data-remoto="mfe-devoluciones">
      {titulo}
      <Form form={form} layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={(v) => setFiltros(aFiltros(v))}>
        <Form.Item name="fechas" label="Fechas">
          <DatePicker.RangePicker format="DD/MM/YYYY" placeholder={['Desde', 'Hasta']} allowEmpty={[true, true]} aria-label="Fechas" style={{ width: 250 }} />
        </Form.Item>
        <Form.Item name="producto" label="Producto">
          <Input allowClear placeholder="Troquel o nombre" aria-label="Producto" style={{ width: 190 }} />
        </Form.Item>
        <Form.Item name="estadoId" label="Estado">
          <Select allowClear style={{ width: 200 }} placeholder="Todos" aria-label="Estado" loading={estados.isLoading} options={(estados.data ?? []).map((e) => ({ value: e.id, label: e.descripcion }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Buscar
        </Button>
      </Form>
      <Totales tipo={tipo} filtros={filtros} />
      <TablaServidor<Devolucion> columnas={columnas} request={request} claveFila="id" ordenInicial="-fechaAlta" tamanoPagina={20} vacio="No hay devoluciones para mostrar." scroll={{ x: 'max-content' }} />
    </div>
  );
}
