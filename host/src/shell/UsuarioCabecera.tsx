import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Tooltip, Typography } from 'antd';
import type { UsuarioSesion } from '@portal/shared/domain';
import { useGestorSesion } from '../sesion/contextoSesion.js';

/**
 * Who is signed in and the way out. Below antd's `xl` (1200 px) the header is narrow beside the open menu: the name is
 * cut with an ellipsis (whole in its title) and "Cerrar sesión" keeps only its icon, named for screen readers.
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
      {/* A block: an inline-block cut with overflow sits on its bottom edge and drops below the button's line. The cut
          is plain CSS with the whole name as its title: antd's measuring ellipsis re-measured on every render of the
          header (its icon and name are a new list each time) and once looped until React stopped the page. */}
      <Typography.Text
        title={usuario.nombre}
        style={{ display: 'block', maxWidth: amplia ? 240 : 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        <UserOutlined /> {usuario.nombre}
      </Typography.Text>
      {amplia ? salir : <Tooltip title="Cerrar sesión">{salir}</Tooltip>}
    </Space>
  );
}
