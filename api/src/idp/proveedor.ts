import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.js';
import { claimsDeUsuario, type CuentasUsuarios } from '../auth/claims.js';
import { baseDatosNoDisponible, MENSAJE_SERVICIO_NO_DISPONIBLE } from '../plugins/errores.js';
import { crearAdaptador } from './adaptador.js';
import type { ClavesIdp } from './claves.js';
import { CLIENTE_WEB, clienteWeb, SCOPE_API } from './cliente-web.js';
import { paginaCerrarSesion, paginaMensaje } from './paginas.js';
import { crearPolitica } from './politica.js';

export interface OpcionesProveedor {
  issuer: string;
  /** The user accounts (the users area's, handed over by app.ts). */
  cuentas: CuentasUsuarios;
  /** The API's audience (`aud` of access tokens) and resource indicator. */
  audiencia: string;
  origenes: string[];
  /** Where the user lands after a logout without post_logout_redirect_uri, and the link of error pages. */
  urlPortal: string;
  duracionAccessToken: number;
  /** Tests only: a shorter lifetime for some user names, lower-cased (idp/index.ts `duracionesPorUsuario`). */
  duracionPorUsuario?: ReadonlyMap<string, number>;
  duracionSesion: number;
}

export const COOKIE_MOTIVO = 'portal_motivo';
export const MOTIVOS_SALIDA = ['PasswordExpired', 'ContextChanged'] as const;
export type MotivoSalida = (typeof MOTIVOS_SALIDA)[number];

const CLAIMS_PERFIL = ['name', 'preferred_username', 'FarmaciaId', 'FarmaciaGrupoId', 'SeccionesHabilitadas', 'Roles', 'versionContexto'];
const SCOPES_OIDC = 'openid profile email';

/** Messages of the provider's error page; anything else reads as a generic failure (never a stack or an internal detail). */
const ERRORES: Record<string, string> = {
  invalid_request: 'La solicitud de ingreso no es válida.',
  invalid_client: 'La aplicación que solicitó el ingreso no está registrada.',
  invalid_redirect_uri: 'La dirección de retorno no está registrada.',
  session_not_found: 'La sesión de ingreso venció. Vuelva al portal e intente nuevamente.',
  invalid_target: 'El recurso solicitado no existe.',
};

function renderError(urlPortal: string): NonNullable<Configuration['renderError']> {
  return (ctx, out, error) => {
    ctx.type = 'html';
    // The database out of reach (restarting) is not the user's fault nor a bug: it passes, as the API's 503 says.
    const sinBase = out.error === 'server_error' && baseDatosNoDisponible(error);
    if (sinBase) ctx.status = 503;
    const mensaje = sinBase ? MENSAJE_SERVICIO_NO_DISPONIBLE : (ERRORES[out.error] ?? 'Ocurrió un error al procesar el ingreso.');
    ctx.body = paginaMensaje('No se pudo completar el ingreso', mensaje, {
      href: `${urlPortal}/`,
      texto: 'Volver al portal',
    });
  };
}

/**
 * RFC 8707 wants the resource indicator to be an absolute URI; the audience (`aud`) stays as configured
 * ('portal-api'), which is what the API and the other provider's tokens agree on.
 */
export const recursoDe = (audiencia: string) => (/^[a-z][a-z0-9+.-]*:/i.test(audiencia) ? audiencia : `urn:portal:${audiencia}`);

/** Our only client is first-party: its grant covers everything it asks for, so the user never sees a consent page. */
async function grantCompleto(ctx: KoaContextWithOIDC, recurso: string) {
  const { provider, session, client, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existente = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant = existente ?? new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(`${SCOPES_OIDC} ${SCOPE_API}`);
  grant.addResourceScope(recurso, SCOPE_API);
  await grant.save();
  return grant;
}

export function crearProveedor(db: Db, claves: ClavesIdp, o: OpcionesProveedor): Provider {
  const recurso = recursoDe(o.audiencia);
  /** The tokens' lifetime: the account being issued them (findAccount's) may carry a shorter one in tests. */
  const duracionToken = (ctx?: KoaContextWithOIDC) => (ctx?.oidc?.account as { duracionToken?: number } | undefined)?.duracionToken ?? o.duracionAccessToken;
  const servidorRecursos = {
    scope: SCOPE_API,
    audience: o.audiencia,
    accessTokenFormat: 'jwt' as const,
    accessTokenTTL: o.duracionAccessToken,
    jwt: { sign: { alg: 'RS256' as const } },
  };
  const provider = new Provider(o.issuer, {
    adapter: crearAdaptador(db),
    clients: [clienteWeb(o.origenes)],
    jwks: { keys: claves.firma as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: claves.cookies,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    scopes: [...SCOPES_OIDC.split(' '), SCOPE_API],
    claims: { openid: ['sub'], profile: CLAIMS_PERFIL, email: ['email'] },
    // The portal reads its profile from the ID token (oidc-client-ts, no userinfo call): scope claims go in it too.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const u = await o.cuentas.buscarPorId(db, sub);
      if (!u || !u.habilitado) return undefined;
      return { accountId: u.id, claims: () => ({ ...claimsDeUsuario(u), sub: u.id }), duracionToken: o.duracionPorUsuario?.get(u.userName.toLowerCase()) };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const u = await o.cuentas.buscarPorId(db, token.accountId);
      if (!u) return undefined;
      const { sub: _sub, ...claims } = claimsDeUsuario(u);
      return claims;
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => recurso,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicador) {
          if (indicador !== recurso) throw new errors.InvalidTarget();
          return servidorRecursos;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, formulario) {
          ctx.type = 'html';
          ctx.body = paginaCerrarSesion(formulario);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = paginaMensaje('Sesión cerrada', 'Su sesión se cerró correctamente.', { href: `${o.urlPortal}/`, texto: 'Volver al portal' });
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `/idp/interaccion/${interaction.uid}`,
      policy: crearPolitica(db, o.cuentas),
    },
    loadExistingGrant: (ctx) => grantCompleto(ctx, recurso),
    issueRefreshToken: () => false,
    pkce: { required: () => true },
    // Which pages may use the portal's client at all (outside production its dev servers too, reached through their
    // same-origin proxy); which may read an answer from another origin is decided by corsSoloDelPortal (cors.ts).
    clientBasedCORS: (_ctx, origin, client) => client.clientId === CLIENTE_WEB && o.origenes.includes(origin),
    renderError: renderError(o.urlPortal),
    ttl: {
      AccessToken: duracionToken,
      AuthorizationCode: 60,
      IdToken: duracionToken,
      Interaction: 30 * 60,
      Session: o.duracionSesion,
      Grant: o.duracionSesion,
    },
  });
  // Behind the portal's proxy (and docker-compose's): scheme and host come from X-Forwarded-*.
  provider.proxy = true;
  return provider;
}
