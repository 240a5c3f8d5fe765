/**
 * What an administrator is told before changing what its own session carries (roles, sections, password): the
 * identity store bumps its context version, so its current token stops working at once.
 */
export const AVISO_SESION_PROPIA = 'Al confirmar, su sesión se cerrará y deberá ingresar nuevamente para seguir usando el portal.';

/** The full page load that follows (a test, where jsdom cannot leave the page, watches it instead). */
export const navegacion = { ir: (url: string) => window.location.assign(url) };

/**
 * Ends the administrator's own session cleanly after such a change, instead of leaving it on a page whose every call
 * is refused until the next silent renewal. The host keeps the signed-in user where oidc-client-ts does (sessionStorage,
 * `oidc.user:<authority>:<client>`); without it, a full load of the page makes the host ask the identity provider,
 * which sees the changed context and shows its login with 'Sus permisos cambiaron. Ingrese nuevamente.', then brings
 * the administrator back to `destino`.
 */
export function cerrarSesionPropia(destino: string): void {
  const claves = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i)).filter(
    (clave): clave is string => clave?.startsWith('oidc.user:') ?? false,
  );
  for (const clave of claves) window.sessionStorage.removeItem(clave);
  navegacion.ir(destino);
}
