import { esRol } from '@portal/shared/domain';
import type { Db } from '../db/client.js';
import type { UsuarioToken } from './tipos.js';

/** What the identity provider knows of a user when it issues tokens. */
export interface UsuarioIdentidad {
  id: string;
  userName: string;
  nombre: string;
  email: string;
  farmaciaId: number;
  grupoId: number | null;
  roles: string[];
  secciones: number[];
  versionContexto: number;
}

/** A user as signing in sees it: its identity and what decides whether it may sign in. */
export interface UsuarioLogin extends UsuarioIdentidad {
  habilitado: boolean;
  passwordHash: string;
  passwordVenceEn: Date | null;
}

/**
 * The user accounts as identity reads and writes them. The users area owns them (its face implements this); app.ts
 * hands it to the identity provider and the authentication plugin, which sit below the areas.
 */
export interface CuentasUsuarios {
  buscarPorId(db: Db, id: string): Promise<UsuarioLogin | null>;
  /** User names are typed at a counter: the match ignores case and surrounding blanks. */
  buscarPorNombre(db: Db, userName: string): Promise<UsuarioLogin | null>;
  /** Stores a new password's hash and expiry under a new context version, which it answers. */
  guardarPassword(db: Db, usuarioId: string, nueva: string, venceEn: Date): Promise<number>;
  /** The user's context version, or null when it no longer exists or is disabled: its tokens stop working. */
  versionVigente(db: Db, id: string): Promise<number | null>;
}

/** The claims of access tokens, ID tokens and userinfo, with the names the portal's front end reads (SPEC §3). */
export function claimsDeUsuario(u: UsuarioIdentidad): Record<string, unknown> {
  return {
    sub: u.id,
    name: u.nombre,
    preferred_username: u.userName,
    email: u.email,
    FarmaciaId: u.farmaciaId,
    ...(u.grupoId === null ? {} : { FarmaciaGrupoId: u.grupoId }),
    SeccionesHabilitadas: u.secciones,
    Roles: u.roles,
    versionContexto: u.versionContexto,
  };
}

const aNumero = (valor: unknown): number | null => {
  const n = typeof valor === 'string' && valor.trim() !== '' ? Number(valor) : valor;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

const aLista = (valor: unknown): unknown[] => (Array.isArray(valor) ? valor : valor === undefined || valor === null ? [] : [valor]);

/**
 * The caller of a verified access token. Another provider (OIDC_ISSUER) may send numbers as strings and a single
 * role or section as a scalar, as the SPEC's session profile allows; a token without a subject or pharmacy is refused.
 */
export function usuarioDeClaims(claims: Record<string, unknown>): UsuarioToken | null {
  const farmaciaId = aNumero(claims.FarmaciaId);
  if (typeof claims.sub !== 'string' || !claims.sub || farmaciaId === null) return null;
  return {
    sub: claims.sub,
    nombre: typeof claims.name === 'string' ? claims.name : '',
    email: typeof claims.email === 'string' ? claims.email : '',
    farmaciaId,
    grupoId: aNumero(claims.FarmaciaGrupoId),
    roles: aLista(claims.Roles).filter((r): r is string => typeof r === 'string').filter(esRol),
    secciones: aLista(claims.SeccionesHabilitadas).map(aNumero).filter((n): n is number => n !== null),
    versionContexto: aNumero(claims.versionContexto),
  };
}
