import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Typography } from 'antd';
import { TarjetaCargando, plural } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { recuperarBorrador } from './vencidos-api.js';

/** /vencidos ('Devolución de Vencidos'): where the periodic return of expired products starts, or goes on from the saved draft. */
export default function VencidosHome() {
  const borrador = useQuery({ queryKey: ['vencidos', 'borrador'], queryFn: recuperarBorrador });
  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>Devolución de Vencidos</Typography.Title>
      <Typography.Paragraph>
        Cargue los productos vencidos que devuelve según su convenio: las unidades que vencen en el mes en curso, con su lote y vencimiento y, para los
        trazables, el número de serie.
      </Typography.Paragraph>
      {borrador.isLoading && <TarjetaCargando />}
      {borrador.isError && <Alert type="error" showIcon title="No se pudo leer el borrador guardado." />}
      {borrador.data && (
        <Card style={{ maxWidth: 560 }}>
          <Space vertical>
            <Typography.Text>
              {borrador.data.items.length > 0 ? `Tiene un borrador guardado con ${plural(borrador.data.items.length, 'ítem', 'ítems')}.` : 'No hay un borrador guardado.'}
            </Typography.Text>
            <Space wrap>
              <Link to={routePath('ingreso-lotes-vencidos')}>{borrador.data.items.length > 0 ? 'Continuar la carga' : 'Comenzar la carga'}</Link>
              <Link to={routePath('buscar-pedidos-vencidos')}>Histórico de vencidos</Link>
            </Space>
          </Space>
        </Card>
      )}
    </div>
  );
}
