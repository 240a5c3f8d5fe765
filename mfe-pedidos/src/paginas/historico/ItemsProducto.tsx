import { useParams } from 'react-router-dom';
import { Space, Typography } from 'antd';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { EnlaceLaboratorio } from './Laboratorio.js';
import { TablaLineas } from './TablaLineas.js';

/** /historico/items/{troquel}: every order line of one product, and a way to its laboratory's lines. */
export default function ItemsProducto() {
  const troquel = Number(useParams().troquel);
  const nombre = useCatalogo().productos.get(troquel)?.nombre;
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={1}>Pedidos de {nombre ? `${nombre} (troquel ${troquel})` : `troquel ${troquel}`}</Typography.Title>
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Laboratorio:</Typography.Text>
        <EnlaceLaboratorio troquel={troquel} />
      </Space>
      <TablaLineas filtros={[{ campo: 'troquel', operador: '==', valor: troquel }]} vacio="No hay pedidos de este producto." />
    </div>
  );
}
