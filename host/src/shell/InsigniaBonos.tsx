import { GiftOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { useSesion } from '@portal/shared/client';
import { RUTAS, routePath } from '@portal/shared/domain';
import { entradasMenu } from './construirMenu.js';
import { useBonosPendientes } from './shell-api.js';

/** The pharmacy's pending bonos (`/api/farmacia/{id}/cantBonos`), beside the cart, for a user who can open the bonos page. */
export function InsigniaBonos() {
  const usuario = useSesion();
  const visible = usuario !== null && entradasMenu([RUTAS['historico-bonos']], usuario, Date.now()).length > 0;
  const { data: cantidad } = useBonosPendientes(usuario?.farmaciaId, visible);
  if (!visible || !cantidad) return null;
  const texto = `${cantidad} ${cantidad === 1 ? 'bono pendiente' : 'bonos pendientes'}`;
  return (
    <Tooltip title={texto}>
      <Link to={routePath('historico-bonos')} aria-label={`Bonos pendientes: ${cantidad}`}>
        <Badge count={cantidad} overflowCount={99} color="orange">
          <Button type="text" icon={<GiftOutlined />} />
        </Badge>
      </Link>
    </Tooltip>
  );
}
