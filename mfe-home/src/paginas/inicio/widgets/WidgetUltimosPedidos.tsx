import { Link } from 'react-router-dom';
import { Tag, Typography } from 'antd';
import { formatearFechaHora, formatearPesos } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { EstadoWidget } from './EstadoWidget.js';
import { ListaWidget } from './ListaWidget.js';
import { useUltimosPedidos } from './widgets-api.js';

/** The pharmacy's last five orders and their states, each a link to its detail. */
export default function WidgetUltimosPedidos() {
  const consulta = useUltimosPedidos();
  return (
    <EstadoWidget consulta={consulta} vacio={(d) => d.pedidos.length === 0} textoVacio="Todavía no hay pedidos.">
      {({ pedidos, estados }) => (
        <ListaWidget filas={pedidos} clave={(p) => p.id} extremo={(p) => <Tag>{estados.get(p.estadoId) ?? `Estado ${p.estadoId}`}</Tag>}>
          {(p) => (
            <>
              <Link to={routePath('historico-pedido', { pedidoId: p.id })}>Pedido {p.id}</Link>
              <Typography.Text type="secondary">
                {' '}
                {formatearFechaHora(p.fechaAlta)} · {formatearPesos(p.importe)}
              </Typography.Text>
            </>
          )}
        </ListaWidget>
      )}
    </EstadoWidget>
  );
}
