/** SPEC §4: a renewal refused with one of these OAuth `error` keys logs the user out, passing the key on. */
export const MOTIVOS_CIERRE = ['PasswordExpired', 'ContextChanged'] as const;
export type MotivoCierre = (typeof MOTIVOS_CIERRE)[number];

/** oidc-client-ts reports an OAuth error as `ErrorResponse`, whose `error` field carries the key. */
export function motivoCierre(error: unknown): MotivoCierre | null {
  if (typeof error !== 'object' || error === null) return null;
  const clave = (error as { error?: unknown }).error;
  return MOTIVOS_CIERRE.find((motivo) => motivo === clave) ?? null;
}
