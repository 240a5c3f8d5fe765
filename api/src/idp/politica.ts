import { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { CuentasUsuarios } from '../auth/claims.js';
import type { Db } from '../db/client.js';
import { versionAlIngresar } from './contexto-sesion.js';
import { passwordVencida, type UsuarioLogin } from './usuarios.js';

/** Reasons of the login prompt that the interaction pages explain to the user. */
export const MOTIVO_CLAVE_VENCIDA = 'password_expired';
export const MOTIVO_CONTEXTO = 'context_changed';

/**
 * The provider's default policy plus three checks on an existing session. With `prompt=none` (silent renewal) the
 * first failing one becomes the error the client receives: ContextChanged (an administrator changed, disabled or
 * deleted the user since this login), login_required for a user disabled otherwise, PasswordExpired; interactively
 * they send the user to the login (or change-password) page again.
 */
export function crearPolitica(db: Db, cuentas: CuentasUsuarios) {
  const usuarios = new WeakMap<KoaContextWithOIDC, Promise<UsuarioLogin | null>>();
  const usuarioDeSesion = (ctx: KoaContextWithOIDC) => {
    const accountId = ctx.oidc.session?.accountId;
    if (!accountId) return Promise.resolve(null);
    let u = usuarios.get(ctx);
    if (!u) {
      u = cuentas.buscarPorId(db, accountId);
      usuarios.set(ctx, u);
    }
    return u;
  };
  const { Check, base } = interactionPolicy;
  const politica = base();
  const login = politica.get('login');
  if (!login) throw new Error('La política base de oidc-provider no tiene el paso login.');

  // First: an administrator who disabled or deleted the user changed its context too (its access tokens already stopped
  // working, auth/vigencia.ts), and the portal logs out cleanly on ContextChanged. A user disabled by other means (its
  // version unchanged) still gets login_required below; an expired password of an enabled user still comes first.
  login.checks.add(
    new Check(MOTIVO_CONTEXTO, 'Los permisos del usuario cambiaron.', 'ContextChanged', async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const loginTs = ctx.oidc.session?.loginTs;
      if (!accountId || loginTs === undefined) return Check.NO_NEED_TO_PROMPT;
      const u = await usuarioDeSesion(ctx);
      if (u?.habilitado && passwordVencida(u)) return Check.NO_NEED_TO_PROMPT;
      const alIngresar = await versionAlIngresar(db, accountId, loginTs);
      return u ? alIngresar !== u.versionContexto : alIngresar !== null;
    }),
  );
  login.checks.add(
    new Check('usuario_deshabilitado', 'La cuenta no está habilitada.', 'login_required', async (ctx) => {
      if (!ctx.oidc.session?.accountId) return Check.NO_NEED_TO_PROMPT;
      const u = await usuarioDeSesion(ctx);
      return !u || !u.habilitado;
    }),
  );
  login.checks.add(
    new Check(MOTIVO_CLAVE_VENCIDA, 'La contraseña está vencida.', 'PasswordExpired', async (ctx) => {
      const u = await usuarioDeSesion(ctx);
      return u !== null && u.habilitado && passwordVencida(u);
    }),
  );
  return politica;
}
