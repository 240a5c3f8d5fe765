import type { ConfigApi } from '../config.js';

/** Origins whose pages may open WebSockets to the hub: the site's own and the configured dev servers. */
export function origenesPermitidos(config: Pick<ConfigApi, 'siteOrigins' | 'publicUrl'>): Set<string> {
  const origenes = new Set<string>();
  for (const url of [config.publicUrl, ...config.siteOrigins]) {
    try {
      origenes.add(new URL(url).origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origenes;
}

/**
 * WebSockets are not covered by CORS: a page of another site could otherwise open one with the user's token.
 * Clients without an Origin (Node) pass.
 */
export function origenAceptado(origen: string | undefined, permitidos: Set<string>): boolean {
  if (origen === undefined) return true;
  try {
    return permitidos.has(new URL(origen).origin);
  } catch {
    return false;
  }
}
