import { GiftOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { useRutasPortal, useSesion } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { entradasMenu } from './construirMenu.js';
import { useBonosPendientes } from './shell-api.js';

/**
 * The pharmacy's pending bonos (`/api/farmacia/{id}/cantBonos`), beside the cart, for a user who can open the bonos
 * page (as its section declares it; not while that section is not available).
 */
export function InsigniaBonos() {
  const usuario = useSesion();
  const bonos = useRutasPortal().find((r) => r.nombre === 'historico-bonos');
  const visible = usuario !== null && bonos !== undefined && entradasMenu([bonos], usuario, Date.now()).length > 0;
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
