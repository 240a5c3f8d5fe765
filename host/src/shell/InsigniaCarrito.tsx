import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { Link } from 'react-router-dom';
import { plural, useCarritoStore } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';

export function InsigniaCarrito() {
  const cantidad = useCarritoStore((s) => s.cantidadItems());
  return (
    <Link to={routePath('resumen-pedido')} aria-label={`Carrito: ${plural(cantidad, 'producto', 'productos')}`}>
      <Badge count={cantidad} showZero={false} overflowCount={999}>
        <Button type="text" icon={<ShoppingCartOutlined />} />
      </Badge>
    </Link>
  );
}
