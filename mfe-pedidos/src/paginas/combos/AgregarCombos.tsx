import { Link } from 'react-router-dom';
import { Alert, Table, Typography } from 'antd';
import { formatearFecha } from '@portal/shared/client';
import type { Combo } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { useCombosDisponibles } from './combos-api.js';
import { explicarPremio, explicarRequisito } from './modos-combo.js';

/** /pedidos/agregar-combos: the combos the pharmacy may order now, to choose one. */
export default function AgregarCombos() {
  const combos = useCombosDisponibles();
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={2}>Combos disponibles</Typography.Title>
      {combos.isError ? (
        <Alert type="error" showIcon title="No se pudo obtener la lista de combos disponibles." />
      ) : (
        <Table<Combo>
          rowKey="id"
          loading={combos.isLoading}
          dataSource={combos.data}
          pagination={false}
          locale={{ emptyText: 'No hay combos disponibles en este momento.' }}
          columns={[
            { title: 'Combo', dataIndex: 'leyenda' },
            { title: 'Vigente hasta', dataIndex: 'finVigencia', render: (v: string) => formatearFecha(v) },
            { title: 'Productos', key: 'productos', render: (_, c) => c.troqueles.length },
            { title: 'Condiciones', key: 'modos', render: (_, c) => `${explicarRequisito(c)} ${explicarPremio(c)}` },
            { title: '', key: 'elegir', render: (_, c) => <Link to={routePath('agregar-combo', { comboId: c.id })}>Elegir</Link> },
          ]}
        />
      )}
    </div>
  );
}
