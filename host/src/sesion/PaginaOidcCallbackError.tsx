import { Button, Descriptions, Result } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useSesion } from '@portal/shared/client';

/** /oidc-callback-error: what failed when connecting, and who was connecting, so support can follow it up. */
export function PaginaOidcCallbackError() {
  const [parametros] = useSearchParams();
  const usuario = useSesion();
  const mensaje = parametros.get('mensaje');

  return (
    <Result
      status="error"
      title="Error al establecer la conexión con el sistema."
      subTitle={usuario?.nombre}
      extra={
        <Link to="/">
          <Button type="primary">Reintentar</Button>
        </Link>
      }
    >
      <Descriptions column={1} size="small">
        {mensaje && <Descriptions.Item label="Mensaje">{mensaje}</Descriptions.Item>}
        {usuario && <Descriptions.Item label="Usuario">{usuario.id}</Descriptions.Item>}
      </Descriptions>
    </Result>
  );
}
