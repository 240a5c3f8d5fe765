import { useSessionStore } from '@portal/shared/client';

/** A cheap API route: in site maintenance every `/api` route answers 503, so any one tells. */
export const RUTA_SONDEO = '/api/estado';

let urlSondeo: string | null = null;

/** Set at start-up from config.json's API base. */
export function definirUrlSondeo(url: string): void {
  urlSondeo = url;
}

/**
 * Asks the API, without the API client's redirects, retries or notifications, whether the site is in service:
 * any answer but 503 means it is; no answer means it cannot be told yet.
 */
export async function sitioDisponible(): Promise<boolean> {
  if (!urlSondeo) return false;
  const { accessToken } = useSessionStore.getState();
  try {
    const respuesta = await fetch(urlSondeo, {
      cache: 'no-store',
      headers: { Accept: 'application/json', ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
    });
    return respuesta.status !== 503;
  } catch {
    return false;
  }
}
