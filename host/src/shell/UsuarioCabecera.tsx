import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { UsuarioSesion } from '@portal/shared/domain';
import { useGestorSesion } from '../sesion/contextoSesion.js';

export function UsuarioCabecera({ usuario }: { usuario: UsuarioSesion }) {
  const gestor = useGestorSesion();
  return (
    <Space>
      <Typography.Text>
        <UserOutlined /> {usuario.nombre}
      </Typography.Text>
      <Button icon={<LogoutOutlined />} onClick={() => void gestor.cerrarSesion()}>
        Cerrar sesión
      </Button>
    </Space>
  );
}
