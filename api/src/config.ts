import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_WIDGETS_DASHBOARD_POR_DEFECTO } from '@portal/shared/contracts';
import { fileURLToPath } from 'node:url';
import { TOGGLES_DEVOLUCION_POR_DEFECTO, type TogglesDevolucion } from '@portal/shared/domain';

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
  /** Folder of the file store (downloads, banner images, the social feed's media); two API processes share one. */
  archivosDir: string;
  /** Most widgets a dashboard may hold: the site config.json's `maxWidgetsDashboard`, kept equal by whoever deploys. */
  maxWidgetsDashboard: number;
  redisUrl: string | null;
  /** Another OIDC provider to trust instead of the embedded one. */
  oidcIssuer: string | null;
  oidcAudience: string;
  seedScale: 'demo' | 'large';
  /** Folders of the built front-end packages to serve (host at `/`, remotes under `/mfe/<name>/`); empty in API-only runs. */
  siteDir: string | null;
  logLevel: string;
  apiRoot: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies in front of the API (`TRUSTED_PROXIES`, comma-separated): only
   * their `X-Forwarded-*` headers are believed. Empty trusts nobody; by default the loopback (the nginx of `npm run stack:scale`).
   */
  trustedProxies: string[];
  /**
   * The return toggles of SPEC §3 as the API applies them (`DEVOLUCION_CONECTAR_FACTURA`, `DEVOLUCION_MAX_DIAS`,
   * `DEVOLUCION_MAX_DIAS_FALTANTES`, `DEVOLUCION_CARGA_LOTE_ESTRICTA`): the browser reads the same from config.json, so
   * a deployment sets both; the defaults equal host/public/config.json.
   */
  devoluciones: TogglesDevolucion;
}

/** Proxies on this machine (the nginx of `npm run stack:scale`, scripts/proxy-nginx.mjs, reaches the API from 127.0.0.1). */
export const PROXIES_POR_DEFECTO = ['127.0.0.1/8', '::1/128'];

/**
 * ARCHIVOS_DIR, else beside the database's data: `api/.data/archivos`, or `<DATA_DIR>-archivos` for another PGlite
 * folder, or a temporary folder for a throwaway (`memory://`) database.
 */
function carpetaArchivos(env: NodeJS.ProcessEnv): string {
  if (env.ARCHIVOS_DIR) return path.resolve(env.ARCHIVOS_DIR);
  if (!env.DATA_DIR) return path.join(apiRoot, '.data', 'archivos');
  if (env.DATA_DIR.startsWith('memory://')) return path.join(tmpdir(), 'portal-archivos-memoria');
  return `${path.resolve(env.DATA_DIR)}-archivos`;
}

const enteroPositivo = (valor: string | undefined, defecto: number) => {
  const n = Number(valor);
  return valor && Number.isInteger(n) && n > 0 ? n : defecto;
};

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
    archivosDir: carpetaArchivos(env),
    maxWidgetsDashboard: enteroPositivo(env.MAX_WIDGETS_DASHBOARD, MAX_WIDGETS_DASHBOARD_POR_DEFECTO),
    redisUrl: env.REDIS_URL || null,
    oidcIssuer: env.OIDC_ISSUER || null,
    oidcAudience: env.OIDC_AUDIENCE ?? 'portal-api',
    seedScale: env.SEED_SCALE === 'large' ? 'large' : 'demo',
    siteDir: env.SITE_DIR || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    apiRoot,
    trustedProxies:
      env.TRUSTED_PROXIES === undefined
        ? PROXIES_POR_DEFECTO
        : env.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean),
    devoluciones: leerTogglesDevolucion(env),
  };
}

function leerTogglesDevolucion(env: NodeJS.ProcessEnv): TogglesDevolucion {
  const d = TOGGLES_DEVOLUCION_POR_DEFECTO;
  const si = (v: string | undefined, porDefecto: boolean) => (v === undefined || v === '' ? porDefecto : ['1', 'true', 'si', 'sí'].includes(v.toLowerCase()));
  const dias = (v: string | undefined, porDefecto: number) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : porDefecto);
  return {
    conectarFacturaConDevolucion: si(env.DEVOLUCION_CONECTAR_FACTURA, d.conectarFacturaConDevolucion),
    maxDiasAnteriorFacturaParaDevolucion: dias(env.DEVOLUCION_MAX_DIAS, d.maxDiasAnteriorFacturaParaDevolucion),
    maxDiasAnteriorFacturaParaDevolucionFaltantes: dias(env.DEVOLUCION_MAX_DIAS_FALTANTES, d.maxDiasAnteriorFacturaParaDevolucionFaltantes),
    cargaLoteEnDevolucionEstricta: si(env.DEVOLUCION_CARGA_LOTE_ESTRICTA, d.cargaLoteEnDevolucionEstricta),
  };
}
