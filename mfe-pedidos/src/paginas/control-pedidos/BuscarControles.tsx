import { Link } from 'react-router-dom';
import { Space, Typography } from 'antd';
import { routePath } from '@portal/shared/domain';
import { HistoricoControles } from './HistoricoControles.js';

/** /control-pedidos/buscar: the history of order controls. */
export default function BuscarControles() {
  return (
    <div data-remoto="mfe-pedidos">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={1}>Histórico de controles de pedido</Typography.Title>
        <Link to={routePath('control-pedidos-seleccion-remito')}>Nuevo control</Link>
      </Space>
      <HistoricoControles />
    </div>
  );
}
