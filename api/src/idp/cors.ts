import type Provider from 'oidc-provider';

type Middleware = Parameters<Provider['use']>[0];

/**
 * oidc-provider opens its discovery, keys, userinfo and token endpoints, and every preflight, to any origin: it echoes
 * the request's Origin (or `*` without one) and checks the client (`clientBasedCORS`) only once a request names a known
 * client, leaving the header on an error before that and on userinfo. The portal calls them from its own pages only
 * (issue 27): this middleware, first of the provider's, removes every `Access-Control-*` header of an answer to any
 * other origin, or to a call without Origin (a server reads the answer anyway; `*` would open it to every page).
 * The preflight of another site thus gets a bare 204 and its browser sends nothing.
 */
export function corsSoloDelPortal(permitidos: ReadonlySet<string>): Middleware {
  return async (ctx, next) => {
    const origen = ctx.get('Origin');
    if (origen && permitidos.has(origen)) return next();
    try {
      await next();
    } finally {
      for (const nombre of Object.keys(ctx.response.headers)) {
        if (nombre.toLowerCase().startsWith('access-control-')) ctx.remove(nombre);
      }
    }
  };
}
