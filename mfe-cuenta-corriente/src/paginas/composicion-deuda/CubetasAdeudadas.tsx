import { Alert, Card, Table, Typography } from 'antd';
import { formatearFecha } from '@portal/shared/client';
import type { CubetaAdeudada } from '@portal/shared/contracts';
import { useCubetas } from './composicion-deuda-api.js';

/** The buckets (cubetas) the pharmacies owe the distributor, with the remito each came on. */
export function CubetasAdeudadas({ farmacias, conFarmacia }: { farmacias: readonly number[]; conFarmacia: boolean }) {
  const cubetas = useCubetas(farmacias);
  return (
    <Card title="Cubetas adeudadas" extra={<Typography.Text type="secondary">{cubetas.cargando ? '' : `${cubetas.datos.length} sin devolver`}</Typography.Text>}>
      {cubetas.error && <Alert type="error" showIcon title="No se pudieron obtener las cubetas adeudadas." style={{ marginBottom: 12 }} />}
      <Table<CubetaAdeudada>
        size="small"
        rowKey={(c) => `${c.farmaciaId}-${c.nroCubeta}`}
        loading={cubetas.cargando}
        dataSource={cubetas.datos}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: 'No adeuda cubetas.' }}
        columns={[
          ...(conFarmacia ? [{ title: 'Farmacia', dataIndex: 'farmaciaId' as const }] : []),
          { title: 'Cubeta', dataIndex: 'nroCubeta' },
          { title: 'Remito', dataIndex: 'remito', render: (r: number | null) => r ?? '--' },
          { title: 'Entregada', dataIndex: 'fecha', render: (f: string) => formatearFecha(f) },
          { title: 'Tamaño', dataIndex: 'tamano' },
        ]}
      />
    </Card>
  );
}
