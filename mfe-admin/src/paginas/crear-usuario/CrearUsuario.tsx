import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, Input, Space, Switch, Typography } from 'antd';
import type { CrearUsuario as DatosCrearUsuario } from '@portal/shared/contracts';
import { nombreRol, rolesOtorgables, routePath, seccionesOtorgables, type Rol } from '@portal/shared/domain';
import { erroresPorCampo } from '../comun/errores-api.js';
import { consultaAsignables, SOLO_ROLES_PROPIOS, SOLO_SECCIONES_PROPIAS, useAtribucionesPropias } from '../comun/privilegios.js';
import { ReglasPassword } from '../comun/reglas-password.js';
import { OPCIONES_SECCION } from '../comun/secciones.js';
import { crearUsuario, userNameOcupado } from './crear-usuario-api.js';

const TITULO = 'Crear usuario de farmacia';

const CAMPOS: readonly (keyof Valores)[] = ['userName', 'email', 'password', 'roles', 'secciones', 'habilitado'];

interface Valores {
  userName: string;
  email: string;
  password: string;
  roles: Rol[];
  secciones: number[];
  habilitado: boolean;
}

/**
 * /admin-usuarios/crear: a new user of the administrator's pharmacy, with roles from `Rol/Asignables` that the
 * administrator holds, and sections it has (issue 27: it gives nobody more than it holds).
 */
export default function CrearUsuario() {
  const [form] = Form.useForm<Valores>();
  const navegar = useNavigate();
  const { message } = App.useApp();
  const [general, setGeneral] = useState<string[]>([]);
  const password = Form.useWatch('password', form) ?? '';
  const asignables = useQuery(consultaAsignables);
  const editor = useAtribucionesPropias();
  const roles = rolesOtorgables(editor, (asignables.data ?? []).map((r) => r.nombre));
  const secciones = seccionesOtorgables(editor);
  const opcionesSecciones = OPCIONES_SECCION.filter((o) => secciones.includes(o.value));

  const crear = useMutation({
    mutationFn: (v: Valores) =>
      crearUsuario({ userName: v.userName.trim(), email: v.email.trim(), password: v.password, roles: v.roles, habilitado: v.habilitado, secciones: v.secciones } satisfies DatosCrearUsuario),
    onSuccess: (r, v) => {
      void message.success(`Se creó el usuario ${v.userName.trim()}.`);
      if (r.userId) navegar(routePath('editar-usuario', { id: r.userId }));
    },
    // A rule the server refused (name taken, weak password, invalid email…): each message beside its field.
    onError: (error) => {
      const { campos, general: otros } = erroresPorCampo(error);
      const enForm = [...campos].filter(([campo]) => CAMPOS.includes(campo as keyof Valores));
      form.setFields(enForm.map(([campo, errors]) => ({ name: campo as keyof Valores, errors })));
      setGeneral([...otros, ...[...campos].filter(([campo]) => !CAMPOS.includes(campo as keyof Valores)).flatMap(([, t]) => t)]);
    },
  });

  return (
    <div data-remoto="mfe-admin">
      <Typography.Title level={1}>{TITULO}</Typography.Title>
      <Card style={{ maxWidth: 720 }}>
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: 16 }} />}
        <Form<Valores>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ userName: '', email: '', password: '', roles: [], secciones: secciones.filter((s) => s === 1), habilitado: true }}
          onFinish={(v) => {
            setGeneral([]);
            crear.mutate(v);
          }}
        >
          <Form.Item
            name="userName"
            label="Nombre de usuario"
            validateDebounce={400}
            rules={[
              { required: true, whitespace: true, message: 'Ingrese el nombre de usuario.' },
              { max: 100, message: 'El nombre de usuario es demasiado largo.' },
              { pattern: /^\s*[A-Za-z0-9._@+-]+\s*$/, message: 'Use solo letras sin acentos, números y los caracteres . _ @ + -' },
              {
                validator: async (_r, valor: string) => {
                  if (valor?.trim() && (await userNameOcupado(valor.trim()).catch(() => false))) {
                    throw new Error(`El nombre de usuario '${valor.trim()}' ya está en uso.`);
                  }
                },
              },
            ]}
          >
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item
            name="email"
            label="Correo electrónico"
            rules={[
              { required: true, whitespace: true, message: 'Ingrese el correo electrónico.' },
              { type: 'email', message: 'Ingrese un correo electrónico válido.' },
            ]}
          >
            <Input type="email" autoComplete="off" maxLength={200} />
          </Form.Item>
          <Form.Item
            name="password"
            label="Contraseña"
            extra={<ReglasPassword password={password} />}
            rules={[{ required: true, message: 'Ingrese una contraseña.' }]}
          >
            <Input.Password autoComplete="new-password" maxLength={200} />
          </Form.Item>
          <Form.Item
            name="roles"
            label="Roles"
            extra={asignables.isSuccess && roles.length < asignables.data.length ? SOLO_ROLES_PROPIOS : undefined}
            rules={[{ required: true, type: 'array', min: 1, message: 'Elija al menos un rol.' }]}
          >
            {asignables.isError ? (
              <Alert type="error" showIcon title="No se pudieron obtener los roles asignables." />
            ) : (
              <Checkbox.Group options={roles.map((r) => ({ value: r, label: nombreRol(r) }))} />
            )}
          </Form.Item>
          <Form.Item name="secciones" label="Secciones habilitadas" extra={opcionesSecciones.length < OPCIONES_SECCION.length ? SOLO_SECCIONES_PROPIAS : undefined}>
            <Checkbox.Group options={opcionesSecciones} />
          </Form.Item>
          <Form.Item name="habilitado" label="Habilitado" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={crear.isPending}>
              Crear usuario
            </Button>
            <Button onClick={() => navegar(routePath('lista-usuarios'))}>Cancelar</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
