import { UserManager, WebStorageStateStore, type INavigator, type User } from 'oidc-client-ts';
import type { ConfigCliente } from '@portal/shared/client';
import { conReintentos, type OpcionesReintento } from './reintentos.js';
import { motivoCierre } from './motivoCierre.js';

export const USUARIO_INVALIDO = 'Usuario inválido';
export const ERROR_INICIAR_LOGIN = 'Error al iniciar login';

export interface GestorSesion {
  readonly userManager: UserManager;
  /** The user kept by a previous page load, or null when there is none or it has expired. */
  usuarioGuardado(): Promise<User | null>;
  /** Starts the login redirect; after it the browser returns to `destino` (full path with query). */
  iniciarLogin(destino: string): Promise<void>;
  /** Completes the login at /oidc-callback and answers where the user was going. */
  completarLogin(url?: string): Promise<{ usuario: User; destino: string }>;
  /** Silent renewal; resolves null when the user was logged out because of a PasswordExpired / ContextChanged. */
  renovar(): Promise<User | null>;
  /**
   * The API refused the session (401, SPEC §4 ContextChanged when the user's roles or sections changed): renews now,
   * once however many calls failed together; a refusal signs the user out with its reason, as a scheduled renewal does.
   */
  alRechazarSesion(): void;
  cerrarSesion(motivo?: string): Promise<void>;
  /** Renews silently each time the access token is about to expire; answers the unsubscribe function. */
  renovarAntesDeExpirar(): () => void;
}

export interface DependenciasGestorSesion {
  /** Not awaited: sending the log (with the API client's retries) must not hold up what the user sees. */
  registrarLog(mensaje: string, error?: unknown): Promise<void> | void;
  reintento?: OpcionesReintento;
}

/** Only tests set these: jsdom can neither leave the page nor load the identity provider in a frame. */
export interface OpcionesUserManager {
  redirectNavigator?: INavigator;
  iframeNavigator?: INavigator;
}

export function crearUserManager(oidc: ConfigCliente['oidc'], opciones: OpcionesUserManager = {}): UserManager {
  return new UserManager(
    {
      ...oidc,
      // Renewal is driven by `renovarAntesDeExpirar`, which adds the retries and logout rules of SPEC §4.
      automaticSilentRenew: false,
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    },
    opciones.redirectNavigator,
    undefined,
    opciones.iframeNavigator,
  );
}

/** Only a path of this site: `//host` would leave it. */
function destinoDesdeEstado(estado: unknown): string {
  return typeof estado === 'string' && estado.startsWith('/') && !estado.startsWith('//') ? estado : '/';
}

export function crearGestorSesion(
  userManager: UserManager,
  dependencias: DependenciasGestorSesion,
  renovacionAutomatica = true,
): GestorSesion {
  const { registrarLog, reintento } = dependencias;
  /**
   * oidc-client-ts forgets the user before it leaves for the end-session page; the guard would see no user and
   * start a login that races the logout (and, the provider's session still open, sign the user straight back in).
   */
  let cerrandoSesion = false;

  let renovacionPorRechazo: Promise<unknown> | null = null;
  const gestor: GestorSesion = {
    userManager,

    async usuarioGuardado() {
      const usuario = await userManager.getUser();
      return usuario && !usuario.expired ? usuario : null;
    },

    async iniciarLogin(destino) {
      if (cerrandoSesion) return;
      try {
        await userManager.signinRedirect({ state: destino });
      } catch (error) {
        void registrarLog(ERROR_INICIAR_LOGIN, error);
        throw error;
      }
    },

    async completarLogin(url = window.location.href) {
      // oidc-client-ts deletes the stored request state before exchanging the code, so a retry puts it back first.
      const estadoId = new URL(url).searchParams.get('state');
      const almacen = userManager.settings.stateStore;
      const estadoGuardado = estadoId ? await almacen.get(estadoId) : null;
      const usuario = await conReintentos(async () => {
        if (estadoId && estadoGuardado && (await almacen.get(estadoId)) === null) await almacen.set(estadoId, estadoGuardado);
        return userManager.signinRedirectCallback(url);
      }, reintento);
      if (!usuario) throw new Error(USUARIO_INVALIDO);
      return { usuario, destino: destinoDesdeEstado(usuario.state) };
    },

    async renovar() {
      try {
        return await conReintentos(() => userManager.signinSilent(), reintento);
      } catch (error) {
        const motivo = motivoCierre(error);
        if (motivo) {
          await gestor.cerrarSesion(motivo);
          return null;
        }
        void registrarLog('Error al renovar la sesión', error);
        throw error;
      }
    },

    alRechazarSesion() {
      if (renovacionPorRechazo) return;
      // Already logged by `renovar`; nothing else to do when it fails for another reason.
      renovacionPorRechazo = gestor
        .renovar()
        .catch(() => undefined)
        .finally(() => {
          renovacionPorRechazo = null;
        });
    },

    async cerrarSesion(motivo) {
      cerrandoSesion = true;
      try {
        await userManager.signoutRedirect(motivo ? { extraQueryParams: { motivo } } : undefined);
      } catch (error) {
        cerrandoSesion = false;
        throw error;
      }
    },

    renovarAntesDeExpirar() {
      if (!renovacionAutomatica) return () => undefined;
      const quitarExpirando = userManager.events.addAccessTokenExpiring(() => {
        // Already logged by `renovar`; the expired-token handler below ends the session if it never recovers.
        gestor.renovar().catch(() => undefined);
      });
      const quitarExpirado = userManager.events.addAccessTokenExpired(() => {
        void userManager.removeUser();
      });
      return () => {
        quitarExpirando();
        quitarExpirado();
      };
    },
  };
  return gestor;
}
