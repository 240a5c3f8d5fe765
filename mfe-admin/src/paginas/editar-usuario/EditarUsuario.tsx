import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Descriptions, Form, Input, Skeleton, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { ErrorApi, formatearFechaHora, useSesion } from '@portal/shared/client';
import { nombreRol, rolesOtorgables, routePath, seccionesOtorgables, type Rol } from '@portal/shared/domain';
import type { ModificarUsuario, ResultadoOperacion } from '@portal/shared/contracts';
import { erroresPorCampo, esConflicto } from '../comun/errores-api.js';
import { useNombresUsuarios } from '../comun/nombres-usuarios.js';
import { RestablecerPassword } from '../comun/RestablecerPassword.js';
import { OPCIONES_SECCION, seccionesAGuardar, seccionesOfrecidas } from '../comun/secciones.js';
import { Auditoria } from '../comun/Auditoria.js';
import { AVISO_SESION_PROPIA, cerrarSesionPropia } from '../comun/sesion-propia.js';
import { consultaAsignables, motivoNegado, SOLO_ROLES_PROPIOS, SOLO_SECCIONES_PROPIAS, useAtribucionesPropias } from '../comun/privilegios.js';
import { leerAuditoria, leerRolesDeUsuarios, leerUsuario, modificarUsuario, reemplazarRoles } from './editar-usuario-api.js';

const TITULO = 'Editar usuario farmacia';

interface Valores {
  email: string;
  habilitado: boolean;
  secciones: number[];
  roles: Rol[];
}

const mismo = (a: readonly unknown[], b: readonly unknown[]) => [...a].sort().join() === [...b].sort().join();

const CAMPOS: readonly (keyof Valores)[] = ['email', 'habilitado', 'secciones', 'roles'];

/** Changes that the session carries (its roles and sections): on oneself they end the session. */
const cambiaSesion = (c: ModificarUsuario) => c.roles !== undefined || c.secciones !== undefined;

/** /admin-usuarios/editar/{id}: a user's data, roles and password, and the history of what administrators changed. */
export default function EditarUsuario() {
  const { id = '' } = useParams();
  const sesion = useSesion();
  const navegar = useNavigate();
  const cliente = useQueryClient();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Valores>();
  const [errores, setErrores] = useState<string[]>([]);
  const [conflicto, setConflicto] = useState<string | null>(null);
  const [password, setPassword] = useState(false);
  const propio = id === sesion?.id;

  const usuario = useQuery({ queryKey: ['admin', 'usuario', id], queryFn: () => leerUsuario(id), retry: false });
  const roles = useQuery({ queryKey: ['admin', 'roles-usuario', id], queryFn: async () => (await leerRolesDeUsuarios([id])).get(id) ?? null, enabled: usuario.isSuccess });
  const asignables = useQuery(consultaAsignables);
  const auditoria = useQuery({ queryKey: ['admin', 'auditoria', id], queryFn: () => leerAuditoria(id), enabled: usuario.isSuccess });
  const nombre = useNombresUsuarios([usuario.data?.creadorUserId ?? null, usuario.data?.ultimoEditorUserId ?? null, ...(auditoria.data ?? []).map((a) => a.autorUserId)]);

  const nombresAsignables = new Set((asignables.data ?? []).map((r) => r.nombre));
  const rolesActuales = roles.data?.roles ?? [];
  const seccionesActuales = roles.data?.seccionesHabilitadas ?? [];
  const rolesFijos = rolesActuales.filter((r) => asignables.isSuccess && !nombresAsignables.has(r));

  // Issue 27: a user with a role or section the administrator may not give is only seen; otherwise it is offered
  // only what it may give (what the user holds is then within that).
  const editor = useAtribucionesPropias();
  const objetivo = { id, roles: rolesActuales, secciones: seccionesActuales };
  const leido = roles.isSuccess && asignables.isSuccess;
  const soloLectura = leido ? motivoNegado(editor, objetivo, [...nombresAsignables], 'modificar') : null;
  const motivoPassword = leido ? motivoNegado(editor, objetivo, [...nombresAsignables], 'restablecerPassword') : null;
  const otorgables = rolesOtorgables(editor, [...nombresAsignables]);
  const opcionesRoles = (asignables.data ?? []).filter((r) => otorgables.includes(r.nombre) || rolesActuales.includes(r.nombre));
  const seccionesDadas = seccionesOtorgables(editor);
  const opcionesSecciones = OPCIONES_SECCION.filter((o) => seccionesDadas.includes(o.value) || seccionesActuales.includes(o.value));
  const notaRoles = [
    propio ? 'No puede quitarse a sí mismo el rol Administrador. Si cambia sus roles o secciones, deberá ingresar nuevamente.' : null,
    !soloLectura && opcionesRoles.length < nombresAsignables.size ? SOLO_ROLES_PROPIOS : null,
  ].filter(Boolean);

  useEffect(() => {
    if (usuario.data && roles.isSuccess && asignables.isSuccess) {
      form.setFieldsValue({
        email: usuario.data.email,
        habilitado: usuario.data.habilitado,
        secciones: seccionesOfrecidas(roles.data?.seccionesHabilitadas ?? []),
        roles: (roles.data?.roles ?? []).filter((r) => nombresAsignables.has(r)),
      });
    }
    // The form is filled once per answer read; `nombresAsignables` is derived from `asignables.data`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, usuario.data, roles.data, roles.isSuccess, asignables.data, asignables.isSuccess]);

  const refrescar = () => cliente.invalidateQueries({ queryKey: ['admin'] });

  /** Reads the user again after another administrator's change; the form takes what is there now. */
  const recargar = async () => {
    setConflicto(null);
    setErrores([]);
    await refrescar();
  };

  /** What the form changes, against what the page read: only the fields that differ are sent. */
  const cambiosDe = (v: Valores): ModificarUsuario => {
    const actual = usuario.data!;
    const asignadosAntes = rolesActuales.filter((r) => nombresAsignables.has(r));
    const secciones = seccionesAGuardar(v.secciones, seccionesActuales);
    return {
      ...(v.email.trim() !== actual.email ? { email: v.email.trim() } : {}),
      ...(v.habilitado !== actual.habilitado ? { habilitado: v.habilitado } : {}),
      ...(!mismo(secciones, seccionesActuales) ? { secciones } : {}),
      ...(!mismo(v.roles, asignadosAntes) ? { roles: v.roles } : {}),
    };
  };

  /**
   * Against the version read, so the server applies all of it or none: roles alone go through `ReemplazarRoles`;
   * data (with roles, when both changed) in one `PUT /api/Usuario/{id}`, which saves them in one transaction.
   */
  const guardar = useMutation({
    mutationFn: async (cambios: ModificarUsuario): Promise<ResultadoOperacion[]> => {
      const actual = usuario.data!;
      const { roles: nuevos, ...datos } = cambios;
      if (nuevos && !Object.keys(datos).length) return [await reemplazarRoles(actual, nuevos)];
      return Object.keys(cambios).length ? modificarUsuario(actual, cambios) : [];
    },
    onSuccess: (_r, cambios) => {
      setErrores([]);
      void message.success('Se guardaron los cambios del usuario.');
      if (propio && cambiaSesion(cambios)) return cerrarSesionPropia(routePath('editar-usuario', { id }));
      void refrescar();
    },
    onError: (error) => {
      if (esConflicto(error)) return setConflicto(error.mensajeServidor);
      const { campos, general } = erroresPorCampo(error);
      form.setFields([...campos].filter(([c]) => CAMPOS.includes(c as keyof Valores)).map(([c, errors]) => ({ name: c as keyof Valores, errors })));
      setErrores([...general, ...[...campos].filter(([c]) => !CAMPOS.includes(c as keyof Valores)).flatMap(([, t]) => t)]);
    },
  });

  /** The administrator's own roles or sections end its session: it confirms first. */
  const enviar = (v: Valores) => {
    const cambios = cambiosDe(v);
    if (!propio || !cambiaSesion(cambios)) return guardar.mutate(cambios);
    modal.confirm({
      title: 'Está cambiando sus propios permisos',
      content: AVISO_SESION_PROPIA,
      okText: 'Guardar y volver a ingresar',
      cancelText: 'Cancelar',
      onOk: () => guardar.mutate(cambios),
    });
  };

  const encabezado = (
    <Space align="baseline" wrap>
      <Typography.Title level={1}>{TITULO}</Typography.Title>
      <Button type="link" onClick={() => navegar(routePath('lista-usuarios'))}>
        Volver a la lista
      </Button>
    </Space>
  );

  if (usuario.isError) {
    const noEncontrado = usuario.error instanceof ErrorApi && usuario.error.status === 404;
    return (
      <div data-remoto="mfe-admin">
        {encabezado}
        <Alert
          type="error"
          showIcon
          title={noEncontrado ? 'No se encontró el usuario.' : usuario.error instanceof ErrorApi ? usuario.error.mensajeServidor : usuario.error.message}
        />
      </div>
    );
  }

  // Accounts the distributor loaded have no author: the date alone, as in the list.
  const cuandoYQuien = (fecha: string, autor: string | null) => `${formatearFechaHora(fecha)}${autor ? ` por ${nombre(autor)}` : ''}`;
  const u = usuario.data;
  return (
    <div data-remoto="mfe-admin">
      {encabezado}
      {!u ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card title={u.userName}>
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label="Creado">{cuandoYQuien(u.fechaCreacion, u.creadorUserId)}</Descriptions.Item>
              <Descriptions.Item label="Última edición">{cuandoYQuien(u.ultimaActualizacion, u.ultimoEditorUserId)}</Descriptions.Item>
              <Descriptions.Item label="Correo confirmado">{u.emailConfirmado ? 'Sí' : 'No'}</Descriptions.Item>
              <Descriptions.Item label="Estado">{u.habilitado ? <Tag color="success">Habilitado</Tag> : <Tag color="error">Deshabilitado</Tag>}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Datos y permisos">
            {conflicto && (
              <Alert
                type="warning"
                showIcon
                title={conflicto}
                action={
                  <Button size="small" onClick={() => void recargar()}>
                    Recargar datos
                  </Button>
                }
                style={{ marginBottom: 16 }}
              />
            )}
            {errores.length > 0 && <Alert type="error" showIcon title={errores.join(' ')} style={{ marginBottom: 16 }} />}
            {asignables.isError && <Alert type="error" showIcon title="No se pudieron obtener los roles asignables." style={{ marginBottom: 16 }} />}
            {soloLectura && <Alert type="warning" showIcon title={soloLectura} style={{ marginBottom: 16 }} />}
            <Form<Valores> form={form} layout="vertical" requiredMark={false} disabled={!leido || soloLectura !== null} onFinish={enviar}>
              <Form.Item label="Nombre de usuario">
                <Input value={u.userName} disabled aria-label="Nombre de usuario" />
              </Form.Item>
              <Form.Item
                name="email"
                label="Correo electrónico"
                rules={[
                  { required: true, whitespace: true, message: 'Ingrese el correo electrónico.' },
                  { type: 'email', message: 'Ingrese un correo electrónico válido.' },
                ]}
              >
                <Input type="email" maxLength={200} />
              </Form.Item>
              <Form.Item name="roles" label="Roles" extra={notaRoles.length ? notaRoles.join(' ') : undefined}>
                {/* An option's own `disabled: false` would override the form's; only the one that must be off says so. */}
                <Checkbox.Group
                  options={opcionesRoles.map((r) => ({ value: r.nombre, label: nombreRol(r.nombre), ...(propio && r.nombre === 'Administrador' ? { disabled: true } : {}) }))}
                />
              </Form.Item>
              {rolesFijos.length > 0 && (
                <Form.Item label="Roles asignados por la distribuidora">
                  <Space size={4} wrap>
                    {rolesFijos.map((r) => (
                      <Tag key={r}>{nombreRol(r)}</Tag>
                    ))}
                  </Space>
                </Form.Item>
              )}
              <Form.Item
                name="secciones"
                label="Secciones habilitadas"
                extra={!soloLectura && opcionesSecciones.length < OPCIONES_SECCION.length ? SOLO_SECCIONES_PROPIAS : undefined}
              >
                <Checkbox.Group options={opcionesSecciones} />
              </Form.Item>
              <Tooltip title={propio ? 'No puede deshabilitar su propio usuario.' : undefined} placement="topLeft">
                <Form.Item name="habilitado" label="Habilitado" valuePropName="checked">
                  <Switch disabled={propio} />
                </Form.Item>
              </Tooltip>
              <Space wrap>
                <Button type="primary" htmlType="submit" loading={guardar.isPending}>
                  Guardar cambios
                </Button>
                <Tooltip title={motivoPassword}>
                  {/* A disabled button takes no pointer events: the tooltip with the reason hangs on its wrapper. */}
                  <span style={{ display: 'inline-block' }}>
                    <Button htmlType="button" disabled={motivoPassword !== null} onClick={() => setPassword(true)}>
                      Restablecer contraseña
                    </Button>
                  </span>
                </Tooltip>
              </Space>
            </Form>
          </Card>
          <Card title="Historial de cambios">
            <Auditoria filas={auditoria.data} cargando={auditoria.isLoading} error={auditoria.isError} nombre={nombre} />
          </Card>
        </Space>
      )}
      <RestablecerPassword
        usuario={password && u ? u : null}
        onCerrar={() => {
          setPassword(false);
          void refrescar();
        }}
      />
    </div>
  );
}
