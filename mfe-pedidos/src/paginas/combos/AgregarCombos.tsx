import { Link } from 'react-router-dom';
import { Table, Typography } from 'antd';
import { formatearFecha } from '@portal/shared/client';
import type { Combo } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { DisposicionConCarrito } from '../../carrito/index.js';
import { AvisoListaSinLeer } from '../../catalogo/AvisoListaSinLeer.js';
import { useCombosDisponibles } from './combos-catalogo.js';
import { explicarPremio, explicarRequisito } from './modos-combo.js';

/** /pedidos/agregar-combos: the combos the pharmacy may order now, to choose one. */
export default function AgregarCombos() {
  const { combos, cargando, sinLeer, reintentar } = useCombosDisponibles();
  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
        <Typography.Title level={1}>Combos disponibles</Typography.Title>
        {sinLeer && <AvisoListaSinLeer que="los combos" reintentar={reintentar} />}
        <Table<Combo>
          rowKey="id"
          loading={cargando}
          dataSource={[...combos]}
          pagination={false}
          locale={{ emptyText: sinLeer ? 'Sin datos: la lista no se pudo cargar.' : 'No hay combos disponibles en este momento.' }}
          columns={[
            { title: 'Combo', dataIndex: 'leyenda' },
            { title: 'Vigente hasta', dataIndex: 'finVigencia', render: (v: string) => formatearFecha(v) },
            { title: 'Productos', key: 'productos', render: (_, c) => c.troqueles.length },
            { title: 'Condiciones', key: 'modos', render: (_, c) => `${explicarRequisito(c)} ${explicarPremio(c)}` },
            { title: '', key: 'elegir', render: (_, c) => <Link to={routePath('agregar-combo', { comboId: c.id })}>Elegir</Link> },
          ]}
        />
      </DisposicionConCarrito>
    </div>
  );
}
