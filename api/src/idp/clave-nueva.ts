import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { usuario } from '../db/schema/identidad.js';
import { hashPassword } from '../auth/password.js';

export const DIAS_VIGENCIA_CLAVE = 90;

export interface SolicitudCambioClave {
  actual: string;
  nueva: string;
  repeticion: string;
}

/**
 * The portal's password rules, checked after the current password was verified: the first rule broken, as the user
 * reads it, or null when the new password is fine.
 */
export function errorClaveNueva(s: SolicitudCambioClave): string | null {
  if (s.nueva.length < 8) return 'La contraseña nueva debe tener al menos 8 caracteres.';
  if (!/\d/.test(s.nueva) || !/\p{L}/u.test(s.nueva)) return 'La contraseña nueva debe incluir al menos una letra y un número.';
  if (s.nueva !== s.repeticion) return 'Las contraseñas nuevas no coinciden.';
  if (s.nueva === s.actual) return 'La contraseña nueva debe ser distinta de la actual.';
  return null;
}

/** Stores the new hash and a new expiry; nothing else of the user changes (its context version stays). */
export async function guardarClaveNueva(db: Db, usuarioId: string, nueva: string, ahora = new Date()): Promise<void> {
  await db
    .update(usuario)
    .set({ passwordHash: await hashPassword(nueva), passwordVenceEn: new Date(ahora.getTime() + DIAS_VIGENCIA_CLAVE * 86_400_000) })
    .where(eq(usuario.id, usuarioId));
}
