import { Link, useParams } from 'react-router-dom';
import { Space, Typography } from 'antd';
import { routePath } from '@portal/shared/domain';
import { HistoricoControles } from './HistoricoControles.js';

/** /control-pedidos/pedido/{pedidoId}: the controls of the remitos of one order. */
export default function ControlesPedido() {
  const pedidoId = Number(useParams().pedidoId);
  return (
    <div data-remoto="mfe-pedidos">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={1}>Controles del pedido {pedidoId}</Typography.Title>
        <Link to={routePath('historico-pedido', { pedidoId })}>Ver el pedido {pedidoId}</Link>
      </Space>
      <HistoricoControles fijos={[{ campo: 'pedidoId', operador: '==', valor: pedidoId }]} conFiltros={false} />
    </div>
  );
}
