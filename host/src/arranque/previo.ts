import { buscarRuta, pathname } from '@portal/shared/domain';
import type { RemotoConfig } from '@portal/shared/client';
import { remotoDelPath } from '../federacion/manifiesto.js';
import { registrarRutasHost } from '../rutas/rutasHost.js';
import { crearUserManager, type OpcionesUserManager } from '../sesion/gestorSesion.js';

/** Where oidc-client-ts keeps a signed-in user (gestorSesion.ts: sessionStorage, `oidc.user:<authority>:<client>`). */
export const hayUsuarioGuardado = () => Object.keys(window.sessionStorage).some((clave) => clave.startsWith('oidc.user:'));

/**
 * How the start-up asks for config.json (never an old copy: it names the version's files), here for the chunk that
 * runs first; shared/client's `cargarConfig` asks the same way where no request is under way.
 */
export const pedirConfig = (url: string): Promise<Response> => fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });

/** What of config.json the login needs; the whole file is checked (zod) by the start-up that follows a login. */
interface ConfigPrevia {
  oidc: Parameters<typeof crearUserManager>[0];
  remotos?: RemotoConfig[];
}

/**
 * A new visitor's first step (DESIGN §11 cold way in): on a page that needs a session, with no user kept by this
 * browser tab, it goes straight to the identity provider with only this chunk and oidc-client-ts, before React,
 * antd, the shell or any remote is fetched. The host's pages are known here; a path under the prefixes of a section
 * (config.json) is that section's, and a section's page needs a session: its manifest is not read for this (one request
 * and one round trip less on every cold visit; the start-up after the login reads every section's routes and applies
 * their guards, so a section's page it declares public, none today, is reached after a login on a cold visit). The
 * login request is the one the portal itself makes (same UserManager settings, the page to come back to as its state),
 * so the callback completes it as usual. Answers whether the browser is leaving; anything else (a public page, a path
 * no section serves, a kept user, a failure) answers false and the full start-up runs, with its own checks and error
 * pages.
 */
export async function irAlLoginSinPortal(urlConfig: string, opciones: OpcionesUserManager = {}): Promise<boolean> {
  try {
    if (hayUsuarioGuardado()) return false;
    registrarRutasHost();
    const pathCompleto = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const delHost = buscarRuta(pathCompleto)?.ruta;
    if (delHost?.isPublic) return false;
    const respuesta = await pedirConfig(urlConfig);
    if (!respuesta.ok) return false;
    const { oidc, remotos = [] } = (await respuesta.json()) as ConfigPrevia;
    // No section serves the path: the portal shows its 404.
    if (!delHost && !remotoDelPath(remotos, pathname(pathCompleto))) return false;
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
