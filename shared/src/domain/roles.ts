/** Roles of SPEC §6, as they travel in the `Roles` claim. */
export const ROLES = [
  'Administrador',
  'ConsultorStock',
  'CuentaCorriente',
  'CuentaCorrienteFacturas',
  'CuentaCorrienteGrupo',
  'Devoluciones',
  'Pedidos',
  'Siaf',
  'Supervisor',
  'FarmaciaBloqueada',
  'AccesoDashboard',
] as const;

export type Rol = (typeof ROLES)[number];

export const esRol = (valor: string): valor is Rol => (ROLES as readonly string[]).includes(valor);

export const esAdministrador = (roles: readonly Rol[]): boolean => roles.includes('Administrador');

/**
 * The names an administrator reads for the roles (issue 29, item 11): the claim's keys are identifiers, not words a
 * pharmacy uses. The keys still travel everywhere else (claims, API, filters in the address).
 */
export const NOMBRES_ROL: Readonly<Record<Rol, string>> = {
  Administrador: 'Administrador',
  ConsultorStock: 'Consulta de stock',
  CuentaCorriente: 'Cuenta corriente',
  CuentaCorrienteFacturas: 'Facturas de cuenta corriente',
  CuentaCorrienteGrupo: 'Cuenta corriente del grupo',
  Devoluciones: 'Devoluciones',
  Pedidos: 'Pedidos',
  Siaf: 'SIAF',
  Supervisor: 'Supervisor',
  FarmaciaBloqueada: 'Farmacia bloqueada',
  AccesoDashboard: 'Acceso al tablero',
};

export const nombreRol = (rol: Rol): string => NOMBRES_ROL[rol];
