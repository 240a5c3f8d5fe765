import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Tag, Typography } from 'antd';
import { formatearFechaHora } from '@portal/shared/client';
import type { ItemRemito, RemitoDePedido } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { leerItemsRemito } from './historico-api.js';
import { NombreConBono } from './MarcaBono.js';

function Remito({ remito, pedidoId }: { remito: RemitoDePedido; pedidoId: number }) {
  const items = useQuery({ queryKey: ['pedidos', 'remito', remito.nroRemito, 'items'], queryFn: () => leerItemsRemito(remito.nroRemito) });
  return (
    <Card
      size="small"
      title={
        <Space size={8} wrap>
          <span>Remito {remito.nroRemito}</span>
          <Typography.Text type="secondary">{formatearFechaHora(remito.fecha)}</Typography.Text>
          <Tag color={remito.controlado ? 'green' : 'orange'}>{remito.controlado ? 'Controlado' : 'Sin controlar'}</Tag>
        </Space>
      }
      extra={
        remito.controlado ? (
          <Link to={routePath('control-pedidos-pedido', { pedidoId })}>Ver controles del pedido</Link>
        ) : (
          <Link to={routePath('control-pedidos-nuevo', { id: remito.nroRemito })}>Controlar el remito</Link>
        )
      }
    >
      <Table<ItemRemito>
        rowKey="troquel"
        size="small"
        loading={items.isLoading}
        dataSource={items.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: items.isError ? 'No se pudieron obtener los ítems del remito.' : 'El remito no tiene ítems preparados.' }}
        columns={[
          { title: 'Troquel', dataIndex: 'troquel' },
          { title: 'Producto', dataIndex: 'prodNombre', render: (v: string, f) => <NombreConBono troquel={f.troquel} nombre={v} /> },
          { title: 'Laboratorio', dataIndex: 'laboratorioNombre' },
          { title: 'Preparada', dataIndex: 'cantPreparada', align: 'right' },
        ]}
      />
    </Card>
  );
}

/** The remitos that delivered an order, each with what it brought (`ItemsRemito/{nroRemito}`) and its control. */
export function RemitosPedido({ remitos, pedidoId }: { remitos: RemitoDePedido[]; pedidoId: number }) {
  if (remitos.length === 0) return <Typography.Paragraph type="secondary">El pedido todavía no tiene remitos.</Typography.Paragraph>;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {remitos.map((r) => (
        <Remito key={r.nroRemito} remito={r} pedidoId={pedidoId} />
      ))}
    </Space>
  );
}
