import type { ClientMetadata } from 'oidc-provider';
import type { ConfigApi } from '../config.js';

export const CLIENTE_WEB = 'portal-web';
export const SCOPE_API = 'portal-api';

/** Dev servers of the front-end packages (webpack-dev-server ports) and the composed site of `npm start`. */
const ORIGENES_DESARROLLO = [...Array.from({ length: 11 }, (_, i) => `http://localhost:${3000 + i}`), 'http://localhost:8080'];

/** Origins of the portal's front end: the public site, the configured dev servers and, outside production, localhost. */
export function origenesSitio(config: Pick<ConfigApi, 'siteOrigins'>, produccion = process.env.NODE_ENV === 'production'): string[] {
  return [...new Set([...config.siteOrigins, ...(produccion ? [] : ORIGENES_DESARROLLO)].map((o) => o.replace(/\/$/, '')))];
}

/** The portal's single-page app: a public client (no secret) using the code flow with PKCE (S256). */
export function clienteWeb(origenes: string[]): ClientMetadata {
  return {
    client_id: CLIENTE_WEB,
    client_name: 'Portal Farmacias',
    token_endpoint_auth_method: 'none',
    application_type: 'web',
    grant_types: ['authorization_code'],
    response_types: ['code'],
    redirect_uris: origenes.flatMap((o) => [`${o}/oidc-callback`, `${o}/silent-renew.html`]),
    post_logout_redirect_uris: origenes.map((o) => `${o}/`),
  };
}
