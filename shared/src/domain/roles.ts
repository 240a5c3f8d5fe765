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
