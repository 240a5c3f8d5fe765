import { DIAS_VIGENCIA_PASSWORD, erroresPassword } from '@portal/shared/domain';
import type { CuentasUsuarios } from '../auth/claims.js';
import type { VigenciaUsuarios } from '../auth/vigencia.js';
import type { Db } from '../db/client.js';
import * as reloj from '../reloj.js';

export interface SolicitudCambioClave {
  actual: string;
  nueva: string;
  repeticion: string;
}

/**
 * The portal's password rules (shared/src/domain/password.ts, the same the administrators' pages apply), checked after
 * the current password was verified: the first rule broken, as the user reads it, or null when the new one is fine.
 */
export function errorClaveNueva(s: SolicitudCambioClave): string | null {
  const regla = erroresPassword(s.nueva)[0];
  if (regla) return regla.description;
  if (s.nueva !== s.repeticion) return 'Las contraseñas nuevas no coinciden.';
  if (s.nueva === s.actual) return 'La contraseña nueva debe ser distinta de la actual.';
  return null;
}

/**
 * Stores the new hash and a new expiry under a new context version, and tells every API process: the user's other
 * tokens and hub connections end, as when an administrator sets its password. Answers the new version, which the
 * session being signed in with the new password carries.
 */
export async function guardarClaveNueva(
  db: Db,
  cuentas: CuentasUsuarios,
  vigencia: VigenciaUsuarios,
  usuarioId: string,
  nueva: string,
  ahora = reloj.ahora(),
): Promise<number> {
  const version = await cuentas.guardarPassword(db, usuarioId, nueva, new Date(ahora.getTime() + DIAS_VIGENCIA_PASSWORD * 86_400_000));
  await vigencia.cambio(usuarioId);
  return version;
}
