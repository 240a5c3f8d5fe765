import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the API reads from its environment, read once at start. */
export interface ConfigApi {
  port: number;
  host: string;
  /** Public origin of the composed site (used by the IdP for redirects and by the hub to check WebSocket origins). */
  publicUrl: string;
  /** Extra origins allowed to open WebSockets (the dev servers). */
  siteOrigins: string[];
  /** `postgres://…` for a real server; empty for the embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir: string;
  redisUrl: string | null;
  /** Another OIDC provider to trust instead of the embedded one. */
  oidcIssuer: string | null;
  oidcAudience: string;
  seedScale: 'demo' | 'large';
  /** Folders of the built front-end packages to serve (host at `/`, remotes under `/mfe/<name>/`); empty in API-only runs. */
  siteDir: string | null;
  logLevel: string;
  apiRoot: string;
}

export function leerConfig(env: NodeJS.ProcessEnv = process.env): ConfigApi {
  const port = Number(env.PORT ?? 5080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    siteOrigins: [publicUrl, ...(env.SITE_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean)],
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ?? path.join(apiRoot, '.data', 'pglite'),
    redisUrl: env.REDIS_URL || null,
    oidcIssuer: env.OIDC_ISSUER || null,
    oidcAudience: env.OIDC_AUDIENCE ?? 'portal-api',
    seedScale: env.SEED_SCALE === 'large' ? 'large' : 'demo',
    siteDir: env.SITE_DIR || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    apiRoot,
  };
}
