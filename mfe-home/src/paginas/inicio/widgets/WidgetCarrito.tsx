import { Link } from 'react-router-dom';
import { Statistic, Typography } from 'antd';
import { formatearFechaHora, formatearPesos } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { EstadoWidget } from './EstadoWidget.js';
import { useCarrito } from './widgets-api.js';

const continuar = <Link to={routePath('pedido-nuevo')}>Continuar el pedido</Link>;

/** The pharmacy's current cart: lines, units, total, and who changed it last and when. */
export default function WidgetCarrito() {
  const consulta = useCarrito();
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
