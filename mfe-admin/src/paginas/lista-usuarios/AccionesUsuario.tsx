import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, EyeOutlined, KeyOutlined, StopOutlined } from '@ant-design/icons';
import { routePath, type Atribuciones, type Rol } from '@portal/shared/domain';
import { motivoNegado } from '../comun/privilegios.js';
import type { FilaUsuario } from './lista-usuarios-api.js';

export interface PropsAccionesUsuario {
  usuario: FilaUsuario;
  /** The signed-in administrator. */
  editor: Atribuciones;
  asignables: readonly Rol[];
  onHabilitar(u: FilaUsuario): void;
  onRestablecerPassword(u: FilaUsuario): void;
  onEliminar(u: FilaUsuario): Promise<unknown>;
}

/** A disabled button takes no pointer events, so the tooltip with the reason it is disabled hangs on a wrapper. */
function ConMotivo({ motivo, texto, children }: { motivo: string | null; texto: string; children: ReactElement }) {
  if (!motivo) return <Tooltip title={texto}>{children}</Tooltip>;
  return (
    <Tooltip title={motivo}>
      <span style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Tooltip>
  );
}

/**
 * What the signed-in administrator may do to a listed user: each action the API would refuse (oneself, or a user with a
 * role or section it may not give, issue 27) is disabled, with the API's own reason on hover. A user beyond its reach
 * still opens, to be seen.
 */
export function AccionesUsuario({ usuario: u, editor, asignables, onHabilitar, onRestablecerPassword, onEliminar }: PropsAccionesUsuario) {
  const propio = u.id === editor.id;
  const objetivo = { id: u.id, roles: u.roles, secciones: u.secciones };
  const motivo = (accion: Parameters<typeof motivoNegado>[3]) => motivoNegado(editor, objetivo, asignables, accion);
  const soloVer = motivo('modificar') !== null;
  const estado = propio && u.habilitado ? 'No puede deshabilitar su propio usuario.' : motivo(u.habilitado ? 'deshabilitar' : 'habilitar');
  const password = motivo('restablecerPassword');
  const eliminar = propio ? 'No puede eliminar su propio usuario.' : motivo('eliminar');
  return (
    <Space size={0}>
      <Tooltip title={soloVer ? 'Ver' : 'Editar'}>
        <Link to={routePath('editar-usuario', { id: u.id })} aria-label={soloVer ? 'Ver' : 'Editar'} style={{ padding: '0 7px' }}>
          {soloVer ? <EyeOutlined /> : <EditOutlined />}
        </Link>
      </Tooltip>
      <ConMotivo motivo={estado} texto={u.habilitado ? 'Deshabilitar' : 'Habilitar'}>
        <Button
          type="text"
          size="small"
          aria-label={u.habilitado ? 'Deshabilitar' : 'Habilitar'}
          icon={u.habilitado ? <StopOutlined /> : <CheckCircleOutlined />}
          disabled={estado !== null}
          onClick={() => onHabilitar(u)}
        />
      </ConMotivo>
      <ConMotivo motivo={password} texto="Restablecer contraseña">
        <Button type="text" size="small" aria-label="Restablecer contraseña" icon={<KeyOutlined />} disabled={password !== null} onClick={() => onRestablecerPassword(u)} />
      </ConMotivo>
      <ConMotivo motivo={eliminar} texto="Eliminar">
        <Popconfirm
          title={`¿Eliminar el usuario ${u.userName}?`}
          description="El usuario no podrá volver a ingresar. Esta acción no se puede deshacer."
          okText="Eliminar"
          okButtonProps={{ danger: true }}
          cancelText="Cancelar"
          disabled={eliminar !== null}
          onConfirm={() => onEliminar(u)}
        >
          <Button type="text" size="small" danger aria-label="Eliminar" icon={<DeleteOutlined />} disabled={eliminar !== null} />
        </Popconfirm>
      </ConMotivo>
    </Space>
  );
}
