import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { formatearFecha, formatearFechaHora, TablaServidor, useSesion, type ColumnaTabla, type ParametrosPagina } from '@portal/shared/client';
import { nombreRol, routePath, type Rol } from '@portal/shared/domain';
import { RestablecerPassword } from '../comun/RestablecerPassword.js';
import { consultaAsignables, useAtribucionesPropias } from '../comun/privilegios.js';
import { AccionesUsuario } from './AccionesUsuario.js';
import { eliminarUsuario, leerPaginaUsuarios, leerRolesEnUso, modificarHabilitado, type FilaUsuario, type FiltrosUsuarios } from './lista-usuarios-api.js';
import { BuscadorUsuarios } from './BuscadorUsuarios.js';
import { UsuariosEliminados } from './UsuariosEliminados.js';

const TITULO = 'Administración de usuarios de farmacia';

/**
 * The sum of the column widths: below it the table scrolls instead of squeezing the tags and dates. It fits the page at
 * 1366 px with the menu open (a box of 1,062 px), so every column is in sight there; at 1024 px the menu folds and the
 * dates (Alta, Última edición) fold into each row's detail, and the rest fits.
 */
const ANCHO_TABLA = 1060;

const ESTADOS = [
  { value: 'todos', label: 'Todos los estados' },
  { value: 'habilitados', label: 'Habilitados' },
  { value: 'deshabilitados', label: 'Deshabilitados' },
] as const;

/** An address that may break after its @ (the domain whole on the next line), rather than widen its column. */
function DireccionCorreo({ email }: { email: string }) {
  const arroba = email.indexOf('@');
  if (arroba < 0) return <span>{email}</span>;
  return (
    <span>
      {email.slice(0, arroba + 1)}
      <wbr />
      {email.slice(arroba + 1)}
    </span>
  );
}

/** A date and who did it: the day on sight, the time on hover; no name for what the distributor loaded. */
function Cuando({ fecha, quien }: { fecha: string; quien: string | null }) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={formatearFechaHora(fecha)}>
        <span>{formatearFecha(fecha)}</span>
      </Tooltip>
      {quien && (
        // Within its column (a long user name ran under the next columns and the sticky actions): cut, whole on hover.
        <Typography.Text type="secondary" ellipsis={{ tooltip: `por ${quien}` }} style={{ display: 'block', maxWidth: '100%' }}>
          por {quien}
        </Typography.Text>
      )}
    </div>
  );
}

/** /admin-usuarios: the pharmacy's users, searched, filtered, sorted and paged by the server, with what can be done to each. */
export default function ListaUsuarios() {
  const sesion = useSesion();
  const navegar = useNavigate();
  const { message } = App.useApp();
  const [filtros, setFiltros] = useState<FiltrosUsuarios>({ texto: '', rol: null, habilitado: null });
  const [version, setVersion] = useState(0);
  const [password, setPassword] = useState<FilaUsuario | null>(null);
  const [eliminados, setEliminados] = useState(false);
  const rolesEnUso = useQuery({ queryKey: ['admin', 'roles-en-uso'], queryFn: leerRolesEnUso });
  const cliente = useQueryClient();
  const editor = useAtribucionesPropias();
  const asignables = useQuery(consultaAsignables);
  const nombresAsignables = (asignables.data ?? []).map((r) => r.nombre);
  const farmaciaId = sesion?.farmaciaId ?? 0;

  const request = useCallback(
    async (p: ParametrosPagina, signal: AbortSignal) => {
      // What each row offers depends on the assignable roles: the rows are shown once they are known.
      const [pagina] = await Promise.all([leerPaginaUsuarios(farmaciaId, filtros, p, signal), cliente.ensureQueryData(consultaAsignables)]);
      return pagina;
    },
    // `version` asks the table again after a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [farmaciaId, filtros, version, cliente],
  );
  const refrescar = () => setVersion((v) => v + 1);

  const habilitar = useMutation({
    mutationFn: (u: FilaUsuario) => modificarHabilitado(u, !u.habilitado),
    onSuccess: (_r, u) => {
      void message.success(`${u.userName} quedó ${u.habilitado ? 'deshabilitado' : 'habilitado'}.`);
      refrescar();
    },
    // The server's Spanish reason was notified (a rule, or the user changed meanwhile): the list shows what is there now.
    onError: refrescar,
  });
  const eliminar = useMutation({
    mutationFn: (u: FilaUsuario) => eliminarUsuario(u),
    onSuccess: (_r, u) => {
      void message.success(`Se eliminó el usuario ${u.userName}.`);
      refrescar();
    },
    onError: refrescar,
  });

  const columnas: ColumnaTabla<FilaUsuario>[] = [
    {
      campo: 'userName',
      titulo: 'Usuario',
      ordenable: true,
      fijo: 'left',
      ancho: 150,
      render: (_v, u) => <Link to={routePath('editar-usuario', { id: u.id })}>{u.userName}</Link>,
    },
    {
      campo: 'email',
      titulo: 'Correo electrónico',
      ordenable: true,
      ancho: 200,
      render: (_v, u) => (
        <Space size={4} wrap>
          <DireccionCorreo email={u.email} />
          {u.emailConfirmado ? <Tag color="green">Confirmado</Tag> : <Tag>Sin confirmar</Tag>}
        </Space>
      ),
    },
    {
      campo: 'roles',
      titulo: 'Roles',
      ancho: 225,
      render: (_v, u) =>
        u.roles.length ? (
          <Flex gap={4} wrap>
            {u.roles.map((r) => (
              <Tag key={r} color="blue">
                {nombreRol(r)}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">Sin roles</Typography.Text>
        ),
    },
    {
      campo: 'habilitado',
      titulo: 'Estado',
      ordenable: true,
      ancho: 115,
      render: (_v, u) => (u.habilitado ? <Tag color="success">Habilitado</Tag> : <Tag color="error">Deshabilitado</Tag>),
    },
    {
      campo: 'fechaCreacion',
      titulo: 'Alta',
      secundaria: true,
      ordenable: true,
      ancho: 105,
      render: (_v, u) => <Cuando fecha={u.fechaCreacion} quien={u.creadorUserId ? u.creador : null} />,
    },
    {
      campo: 'ultimaActualizacion',
      titulo: 'Última edición',
      secundaria: true,
      ordenable: true,
      ancho: 135,
      render: (_v, u) => <Cuando fecha={u.ultimaActualizacion} quien={u.ultimoEditorUserId ? u.editor : null} />,
    },
    {
      campo: 'id',
      titulo: 'Acciones',
      ancho: 130,
      fijo: 'right',
      render: (_v, u) => (
        <AccionesUsuario
          usuario={u}
          editor={editor}
          asignables={nombresAsignables}
          onHabilitar={(fila) => habilitar.mutate(fila)}
          onRestablecerPassword={setPassword}
          onEliminar={(fila) => eliminar.mutateAsync(fila)}
        />
      ),
    },
  ];

  return (
    <div data-remoto="mfe-admin">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1}>{TITULO}</Typography.Title>
        <Space wrap>
          <Button icon={<HistoryOutlined />} onClick={() => setEliminados(true)}>
            Usuarios eliminados
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navegar(routePath('crear-usuario'))}>
            Crear usuario
          </Button>
        </Space>
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <BuscadorUsuarios
          farmaciaId={farmaciaId}
          onBuscar={(texto) => setFiltros((f) => ({ ...f, texto }))}
          onElegir={(id) => navegar(routePath('editar-usuario', { id }))}
        />
        <Select<Rol | 'todos'>
          aria-label="Filtrar por rol"
          style={{ minWidth: 190 }}
          value={filtros.rol ?? 'todos'}
          loading={rolesEnUso.isLoading}
          options={[{ value: 'todos', label: 'Todos los roles' }, ...(rolesEnUso.data ?? []).map((r) => ({ value: r.nombre, label: nombreRol(r.nombre) }))]}
          onChange={(rol) => setFiltros((f) => ({ ...f, rol: rol === 'todos' ? null : rol }))}
        />
        <Select
          aria-label="Filtrar por estado"
          style={{ minWidth: 160 }}
          value={filtros.habilitado === null ? 'todos' : filtros.habilitado ? 'habilitados' : 'deshabilitados'}
          options={[...ESTADOS]}
          onChange={(v) => setFiltros((f) => ({ ...f, habilitado: v === 'todos' ? null : v === 'habilitados' }))}
        />
      </Flex>
      {/* Narrower than its columns, the table scrolls sideways with the user name and the actions in sight. */}
      <TablaServidor<FilaUsuario>
        columnas={columnas}
        request={request}
        claveFila="id"
        ordenInicial="userName"
        vacio="No hay usuarios que coincidan con la búsqueda"
        scroll={{ x: ANCHO_TABLA }}
      />
      <RestablecerPassword usuario={password} onCerrar={() => setPassword(null)} />
      <UsuariosEliminados farmaciaId={farmaciaId} abierto={eliminados} onCerrar={() => setEliminados(false)} />
    </div>
  );
}
