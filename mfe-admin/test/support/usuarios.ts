import type { RolItem, Usuario } from '@portal/shared/contracts';
import type { Rol } from '@portal/shared/domain';

/** Users, roles and names as the API answers them, for the administration pages' tests. */

export const ROLES_ASIGNABLES: RolItem[] = (
  ['Administrador', 'ConsultorStock', 'CuentaCorriente', 'CuentaCorrienteFacturas', 'CuentaCorrienteGrupo', 'Devoluciones', 'Pedidos', 'AccesoDashboard'] as const
).map((nombre, i) => ({ id: i + 1, nombre, asignable: true }));

export function usuario(id: string, userName: string, extra: Partial<Usuario> = {}): Usuario {
  return {
    id,
    userName,
    email: `${userName}@farmacia.example`,
    emailConfirmado: true,
    farmaciaId: 7,
    habilitado: true,
    ultimoEditorUserId: 'admin-1',
    creadorUserId: 'admin-1',
    fechaCreacion: '2026-11-02T13:30:00.000Z',
    ultimaActualizacion: '2026-11-20T18:05:00.000Z',
    ...extra,
  };
}

export const rolesDe = (userId: string, roles: Rol[], seccionesHabilitadas: number[] = [1]) => ({ userId, roles, seccionesHabilitadas });

/** The roles an administrator with every assignable role is offered, as the form reads them (Spanish names, issue 29). */
export const NOMBRES_ROLES_OFRECIDOS = [
  'Administrador',
  'Consulta de stock',
  'Cuenta corriente',
  'Facturas de cuenta corriente',
  'Cuenta corriente del grupo',
  'Devoluciones',
  'Pedidos',
  'Acceso al tablero',
];
