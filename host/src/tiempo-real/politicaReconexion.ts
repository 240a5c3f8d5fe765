import type { IRetryPolicy, RetryContext } from '@microsoft/signalr';

/** SPEC §9: 0, 3 s, 10 s, then 60 s for every further attempt, at most 10 attempts. */
export const DEMORAS_RECONEXION_MS = [0, 3000, 10000, 60000] as const;
export const MAXIMO_REINTENTOS_RECONEXION = 10;

export const politicaReconexionCarrito: IRetryPolicy = {
  nextRetryDelayInMilliseconds({ previousRetryCount }: RetryContext): number | null {
    if (previousRetryCount >= MAXIMO_REINTENTOS_RECONEXION) return null;
    return DEMORAS_RECONEXION_MS[Math.min(previousRetryCount, DEMORAS_RECONEXION_MS.length - 1)];
  },
};
