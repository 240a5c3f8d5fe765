import { esRol, type Rol } from './roles.js';

export interface PermisosSesion {
  accesoDashboard: boolean;
  cuentaCorriente: boolean;
  cuentaCorrienteFacturas: boolean;
  cuentaCorrienteGrupo: boolean;
  devoluciones: boolean;
  pedidos: boolean;
}

export interface UsuarioSesion {
  id: string;
  nombre: string;
  email: string;
  farmaciaId: number;
  grupoId: number | null;
  secciones: number[];
  roles: Rol[];
  /** ms since the epoch. */
  expiraEn: number;
  permisos: PermisosSesion;
}

export class ErrorPerfil extends Error {}

/** A claim that may come as one value or as a list (SPEC §3: SeccionesHabilitadas, Roles). */
const unoOVarios = (valor: unknown): unknown[] => (valor === undefined || valor === null ? [] : Array.isArray(valor) ? valor : [valor]);

function numero(valor: unknown, claim: string): number {
  const n = typeof valor === 'number' ? valor : typeof valor === 'string' && valor.trim() !== '' ? Number(valor) : Number.NaN;
  if (!Number.isFinite(n)) throw new ErrorPerfil(`El perfil del usuario tiene un valor inválido en ${claim}: ${String(valor)}`);
  return n;
}

function texto(valor: unknown, claim: string): string {
  if (typeof valor !== 'string' || valor === '') throw new ErrorPerfil(`El perfil del usuario no tiene ${claim}`);
  return valor;
}

/**
 * The client's permission flags (SPEC §4). The group current account needs the role and a group: a user with the role
 * whose pharmacy belongs to no group has nothing to see there, so its pages are neither offered nor opened.
 */
export function permisosDeRoles(roles: readonly Rol[], grupoId: number | null = null): PermisosSesion {
  return {
    accesoDashboard: roles.includes('AccesoDashboard'),
    cuentaCorriente: roles.includes('CuentaCorriente'),
    cuentaCorrienteFacturas: roles.includes('CuentaCorrienteFacturas'),
    cuentaCorrienteGrupo: roles.includes('CuentaCorrienteGrupo') && grupoId !== null,
    devoluciones: roles.includes('Devoluciones'),
    pedidos: roles.includes('Pedidos'),
  };
}

/** Session user from the identity provider's profile claims; unknown roles are dropped, a bad FarmaciaId throws ErrorPerfil. */
export function perfilASesion(profile: Record<string, unknown>, expiraEn: number): UsuarioSesion {
  const roles = unoOVarios(profile.Roles).filter((r): r is Rol => typeof r === 'string' && esRol(r));
  const grupo = profile.FarmaciaGrupoId;
  const grupoId = grupo === undefined || grupo === null || grupo === '' ? null : numero(grupo, 'FarmaciaGrupoId');
  return {
    id: texto(profile.sub, 'sub'),
    nombre: typeof profile.name === 'string' ? profile.name : '',
    email: typeof profile.email === 'string' ? profile.email : '',
    farmaciaId: numero(profile.FarmaciaId, 'FarmaciaId'),
    grupoId,
    secciones: unoOVarios(profile.SeccionesHabilitadas).map((s) => numero(s, 'SeccionesHabilitadas')),
    roles,
    expiraEn,
    permisos: permisosDeRoles(roles, grupoId),
  };
}
