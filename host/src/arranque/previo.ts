import { buscarRuta } from '@portal/shared/domain';
import { crearUserManager, type OpcionesUserManager } from '../sesion/gestorSesion.js';

/** Where oidc-client-ts keeps a signed-in user (gestorSesion.ts: sessionStorage, `oidc.user:<authority>:<client>`). */
export const hayUsuarioGuardado = () => Object.keys(window.sessionStorage).some((clave) => clave.startsWith('oidc.user:'));

/**
 * How the start-up asks for config.json (never an old copy: it names the version's files), here for the chunk that
 * runs first; shared/client's `cargarConfig` asks the same way where no request is under way.
 */
export const pedirConfig = (url: string): Promise<Response> => fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });

/** What of config.json the login needs; the whole file is checked (zod) by the start-up that follows a login. */
interface ConfigOidc {
  oidc: Parameters<typeof crearUserManager>[0];
}

/**
 * A new visitor's first step (DESIGN §11 cold way in): on a page that needs a session, with no user kept by this
 * browser tab, it goes straight to the identity provider with only this chunk, oidc-client-ts and the route table,
 * before React, antd, the shell or any remote is fetched. The login request is the one the portal itself makes
 * (same UserManager settings, the page to come back to as its state), so the callback completes it as usual.
 * Answers whether the browser is leaving; anything else (a public page, an unknown path, a kept user, a failure)
 * answers false and the full start-up runs, with its own checks and error pages.
 */
export async function irAlLoginSinPortal(urlConfig: string, opciones: OpcionesUserManager = {}): Promise<boolean> {
  try {
    const pathCompleto = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const ruta = buscarRuta(pathCompleto)?.ruta;
    if (!ruta || ruta.isPublic || hayUsuarioGuardado()) return false;
    const respuesta = await pedirConfig(urlConfig);
    if (!respuesta.ok) return false;
    const { oidc } = (await respuesta.json()) as ConfigOidc;
    // The same absolute addresses the start-up resolves (resolverDirecciones.ts).
    const absoluta = (direccion: string) => new URL(direccion, window.location.origin).toString();
    const userManager = crearUserManager(
      {
        ...oidc,
        authority: absoluta(oidc.authority),
        redirect_uri: absoluta(oidc.redirect_uri),
        post_logout_redirect_uri: absoluta(oidc.post_logout_redirect_uri),
        silent_redirect_uri: absoluta(oidc.silent_redirect_uri),
      },
      opciones,
    );
    // Resolves only if the navigation is cancelled: until the browser leaves, the start-up's plain page stays.
    await userManager.signinRedirect({ state: pathCompleto });
    return true;
  } catch {
    return false;
  }
}
