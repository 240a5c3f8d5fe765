import { Link } from 'react-router-dom';
import { Statistic, Typography } from 'antd';
import { formatearFechaHora, formatearPesos, useSesion } from '@portal/shared/client';
import { AVISO_FARMACIA_BLOQUEADA, farmaciaBloqueada, routePath } from '@portal/shared/domain';
import { EstadoWidget } from './EstadoWidget.js';
import { useCarrito } from './widgets-api.js';

const continuarPedido = <Link to={routePath('pedido-nuevo')}>Continuar el pedido</Link>;
/** A blocked pharmacy cannot go on ordering: the widget says why and leads to what it can still read. */
const verHistorico = (
  <>
    <Typography.Paragraph type="warning">{AVISO_FARMACIA_BLOQUEADA}</Typography.Paragraph>
    <Link to={routePath('historico-buscar')}>Ver el histórico de pedidos</Link>
  </>
);

/** The pharmacy's current cart: lines, units, total, and who changed it last and when. */
export default function WidgetCarrito() {
  const consulta = useCarrito();
  const continuar = farmaciaBloqueada(useSesion()) ? verHistorico : continuarPedido;
  return (
    <EstadoWidget consulta={consulta} vacio={(d) => d.carrito.items.length === 0} textoVacio="El carrito está vacío." accionVacio={continuar}>
      {({ carrito, importes, ultimoCambio }) => {
        const unidades = carrito.items.reduce((s, i) => s + i.cantidad, 0);
        const ultimo = ultimoCambio.fecha ?? carrito.items.reduce((max, i) => (i.ultimaActualizacion > max ? i.ultimaActualizacion : max), '');
        return (
          <>
            <Statistic title="Total" value={formatearPesos(importes.total)} />
            <Typography.Paragraph>
              {carrito.items.length} {carrito.items.length === 1 ? 'línea' : 'líneas'}, {unidades} {unidades === 1 ? 'unidad' : 'unidades'}.
              <br />
              <Typography.Text type="secondary">
                Último cambio: {formatearFechaHora(ultimo)}
                {ultimoCambio.usuario && ` por ${ultimoCambio.usuario}`}
              </Typography.Text>
            </Typography.Paragraph>
            {continuar}
          </>
        );
      }}
    </EstadoWidget>
  );
}
