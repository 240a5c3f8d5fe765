import type { ConfigCliente } from '@portal/shared/client';

const absoluta = (direccion: string, origen: string): string => new URL(direccion, origen).toString();

/**
 * config.json may give addresses relative to the site (the same file serves every environment); oidc-client-ts
 * and the hub client need absolute ones.
 */
export function resolverDirecciones(config: ConfigCliente, origen: string): ConfigCliente {
  const { oidc } = config;
  return {
    ...config,
    hubUrl: absoluta(config.hubUrl, origen),
    oidc: {
      ...oidc,
      authority: absoluta(oidc.authority, origen),
      redirect_uri: absoluta(oidc.redirect_uri, origen),
      post_logout_redirect_uri: absoluta(oidc.post_logout_redirect_uri, origen),
      silent_redirect_uri: absoluta(oidc.silent_redirect_uri, origen),
    },
  };
}
