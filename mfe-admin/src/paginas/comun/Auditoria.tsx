import { Alert, Empty, Table, Typography } from 'antd';
import { formatearFechaHora } from '@portal/shared/client';
import type { AccionAuditoriaUsuario, AuditoriaUsuario, CambioAuditoria } from '@portal/shared/contracts';

const ACCIONES: Record<AccionAuditoriaUsuario, string> = {
  Alta: 'Alta del usuario',
  Modificacion: 'Modificación de datos',
  Roles: 'Cambio de roles',
  Password: 'Contraseña restablecida',
  Baja: 'Baja del usuario',
};

const CAMPOS: Record<string, string> = {
  userName: 'Usuario',
  email: 'Correo electrónico',
  habilitado: 'Habilitado',
  roles: 'Roles',
  secciones: 'Secciones',
  password: 'Contraseña',
  farmaciaId: 'Farmacia',
};

const valor = (v: string | null) => (v === null || v === '' ? '(vacío)' : v === 'true' ? 'Sí' : v === 'false' ? 'No' : v);

function Cambio({ c, accion }: { c: CambioAuditoria; accion: AccionAuditoriaUsuario }) {
  const campo = CAMPOS[c.campo] ?? c.campo;
  if (c.campo === 'password') return <div>{campo}: se asignó una nueva</div>;
  if (c.antes === null) return <div>{`${campo}: ${valor(c.despues)}`}</div>;
  // A deletion names what the user was.
  if (accion === 'Baja') return <div>{`${campo}: ${valor(c.antes)}`}</div>;
  return <div>{`${campo}: ${valor(c.antes)} → ${valor(c.despues)}`}</div>;
}

export interface PropsAuditoria {
  filas: AuditoriaUsuario[] | undefined;
  cargando: boolean;
  error: boolean;
  nombre(id: string): string;
}

/** Who changed the user, when and what (never the password itself), newest first. */
export function Auditoria({ filas, cargando, error, nombre }: PropsAuditoria) {
  if (error) return <Alert type="error" showIcon title="No se pudo obtener el historial de cambios del usuario." />;
  return (
    <Table<AuditoriaUsuario>
      size="small"
      rowKey="id"
      loading={cargando}
      dataSource={filas ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description="Sin cambios registrados" /> }}
      columns={[
        { key: 'fecha', title: 'Fecha', width: 150, render: (_v, a) => formatearFechaHora(a.fecha) },
        { key: 'autor', title: 'Realizado por', width: 160, render: (_v, a) => nombre(a.autorUserId) },
        { key: 'accion', title: 'Acción', width: 190, render: (_v, a) => ACCIONES[a.accion] },
        {
          key: 'cambios',
          title: 'Cambios',
          render: (_v, a) =>
            a.cambios.length ? a.cambios.map((c) => <Cambio key={c.campo} c={c} accion={a.accion} />) : <Typography.Text type="secondary">--</Typography.Text>,
        },
      ]}
    />
  );
}
