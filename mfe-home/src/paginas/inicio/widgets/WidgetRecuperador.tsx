import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import { formatearFecha } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { EstadoWidget } from './EstadoWidget.js';
import { ListaWidget } from './ListaWidget.js';
import { ITEMS_WIDGET_RECUPERADOR, useRecuperador } from './widgets-api.js';

/** Units ordered and not delivered that wait in the recoverer. */
export default function WidgetRecuperador() {
  const consulta = useRecuperador();
  return (
    <EstadoWidget consulta={consulta} vacio={(d) => d.items.length === 0} textoVacio="No hay productos para recuperar.">
      {({ items, nombres }) => (
        <>
          <Typography.Paragraph>
            <strong>{items.length}</strong> {items.length === 1 ? 'producto espera' : 'productos esperan'} en el recuperador.
          </Typography.Paragraph>
          <ListaWidget filas={items.slice(0, ITEMS_WIDGET_RECUPERADOR)} clave={(i) => `${i.troquel}-${i.userId}-${i.fechaPedido}`}>
            {(i) => (
              <>
                {nombres.get(i.troquel) ?? `Troquel ${i.troquel}`}: {i.cantidadARecuperar} u.{' '}
                <Typography.Text type="secondary">(pedido del {formatearFecha(i.fechaPedido)})</Typography.Text>
              </>
            )}
          </ListaWidget>
          <Link to={routePath('recuperador')}>Ir al recuperador</Link>
        </>
      )}
    </EstadoWidget>
  );
}
