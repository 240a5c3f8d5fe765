import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Tooltip, Typography } from 'antd';
import type { UsuarioSesion } from '@portal/shared/domain';
import { useGestorSesion } from '../sesion/contextoSesion.js';

/**
 * Who is signed in and the way out. Below antd's `xl` (1200 px) the header is narrow beside the open menu: the name is
 * cut with an ellipsis (whole in its tooltip) and "Cerrar sesión" keeps only its icon, named for screen readers.
 */
export function UsuarioCabecera({ usuario }: { usuario: UsuarioSesion }) {
  const gestor = useGestorSesion();
  const amplia = Grid.useBreakpoint().xl === true;
  const salir = (
    <Button icon={<LogoutOutlined />} aria-label="Cerrar sesión" onClick={() => void gestor.cerrarSesion()}>
      {amplia ? 'Cerrar sesión' : null}
    </Button>
  );
  return (
    <Space style={{ whiteSpace: 'nowrap' }}>
      {/* A block: an inline-block cut with overflow sits on its bottom edge and drops below the button's line. */}
      <Typography.Text ellipsis={{ tooltip: usuario.nombre }} style={{ display: 'block', maxWidth: amplia ? 240 : 140 }}>
        <UserOutlined /> {usuario.nombre}
      </Typography.Text>
      {amplia ? salir : <Tooltip title="Cerrar sesión">{salir}</Tooltip>}
    </Space>
  );
}
