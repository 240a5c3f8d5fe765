import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useSesion } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import type { Usuario } from '@portal/shared/contracts';
import { cambiarPassword } from './usuarios-api.js';
import { erroresPorCampo } from './errores-api.js';
import { ReglasPassword, passwordValida } from './reglas-password.js';
import { AVISO_SESION_PROPIA, cerrarSesionPropia } from './sesion-propia.js';

export interface PropsRestablecerPassword {
  usuario: Pick<Usuario, 'id' | 'userName' | 'ultimaActualizacion'> | null;
  onCerrar(): void;
}

/**
 * Sets a new password for a user (`PUT /api/Usuario/Password/{id}`, with the version the page read); the provider's
 * refusal, or the news that the user changed meanwhile, is shown under the field. The administrator's own password
 * ends its session: it is told before, and signed out cleanly after.
 */
export function RestablecerPassword({ usuario, onCerrar }: PropsRestablecerPassword) {
  const { message } = App.useApp();
  const sesion = useSesion();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const propio = usuario !== null && usuario.id === sesion?.id;
  const cerrar = () => {
    setPassword('');
    setError(null);
    onCerrar();
  };
  const guardar = useMutation({
    mutationFn: () => cambiarPassword(usuario!, password),
    onSuccess: () => {
      void message.success(`Se restableció la contraseña de ${usuario!.userName}.`);
      if (propio) return cerrarSesionPropia(routePath('lista-usuarios'));
      cerrar();
    },
    onError: (e) => {
      const { campos, general } = erroresPorCampo(e);
      setError([...[...campos.values()].flat(), ...general].join(' '));
    },
  });
  return (
    <Modal
      open={usuario !== null}
      title={usuario ? `Restablecer la contraseña de ${usuario.userName}` : ''}
      okText="Restablecer"
      cancelText="Cancelar"
      okButtonProps={{ disabled: !passwordValida(password), loading: guardar.isPending }}
      onOk={() => guardar.mutate()}
      onCancel={cerrar}
      destroyOnHidden
    >
      {propio && <Alert type="warning" showIcon title={`Es su propia contraseña. ${AVISO_SESION_PROPIA}`} style={{ marginBottom: 16 }} />}
      <Form layout="vertical">
        <Form.Item label="Contraseña nueva" htmlFor="password-nueva" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.Password id="password-nueva" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Form.Item>
        <ReglasPassword password={password} />
      </Form>
    </Modal>
  );
}
