import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import { TarjetaCargando, formatearFecha } from '@portal/shared/client';
import type { ItemRecall } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { leerItemsRecalls, leerRecallsVigentes } from './recalls-api.js';

/** /recalls/nuevo: the recalls published and in force, their products, lots and expiries; what the pharmacy bought comes first. */
export default function NuevoRecall() {
  const recalls = useQuery({ queryKey: ['recalls', 'vigentes'], queryFn: leerRecallsVigentes });
  const ids = (recalls.data ?? []).map((r) => r.id);
  const items = useQuery({ queryKey: ['recalls', 'items', ids], queryFn: () => leerItemsRecalls(ids), enabled: ids.length > 0 });
  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>Nueva devolución por recall</Typography.Title>
      {(recalls.isLoading || items.isLoading) && <TarjetaCargando />}
      {(recalls.isError || items.isError) && <Alert type="error" showIcon title="No se pudieron obtener los recalls vigentes." />}
      {recalls.data?.length === 0 && <Alert type="info" showIcon title="No hay recalls vigentes." />}
      <Space vertical style={{ width: '100%' }}>
        {(recalls.data ?? []).map((r) => (
          <Card
            key={r.id}
            title={r.nombre}
            extra={<Link to={routePath('recalls-ingreso-lotes-items', { recallId: r.id })}>Devolver unidades de este recall</Link>}
          >
            <Typography.Paragraph type="secondary">
              Publicado el {formatearFecha(r.fechaPublicacion)}, vigente hasta el {formatearFecha(r.fechaCaducidad)}.
            </Typography.Paragraph>
            <Table<ItemRecall>
              rowKey="troquel"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={(items.data ?? []).filter((i) => i.recallId === r.id)}
              locale={{ emptyText: 'El recall no tiene productos.' }}
              columns={[
                { title: 'Troquel', dataIndex: 'troquel' },
                { title: 'Producto', dataIndex: 'prodNombre' },
                { title: 'Lotes y vencimientos', key: 'lotes', render: (_: unknown, i) => i.lotesYVencimientos.map((l) => `${l.lote} (${formatearFecha(`${l.fechaVencimiento.slice(0, 10)}T12:00:00-03:00`)})`).join(', ') },
                {
                  title: 'Sus compras',
                  key: 'comprados',
                  render: (_: unknown, i) =>
                    i.comprados.length === 0 ? '--' : i.comprados.map((c) => <Tag key={c.lote} color="red">{`${c.lote}: ${c.cantidad} u.`}</Tag>),
                },
              ]}
            />
          </Card>
        ))}
      </Space>
    </div>
  );
}
