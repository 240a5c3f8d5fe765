/** SPEC §9: silent renewal and the login callback are tried 3 times, 1000 ms apart. */
export const INTENTOS_SESION = 3;
export const ESPERA_ENTRE_INTENTOS_MS = 1000;

/**
 * A network failure surfaces from `fetch` as a TypeError; oidc-client-ts reports its own time-outs as
 * `ErrorTimeout` ("Network timed out", "IFrame timed out…"), so both spellings of time-out count. Read by
 * name, not `instanceof`: the error may come from another realm (an iframe, the fetch implementation).
 */
export function esErrorDeRedOTimeout(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'TypeError' || name === 'ErrorTimeout') return true;
  if (typeof message !== 'string') return false;
  const mensaje = message.toLowerCase();
  return mensaje.includes('timeout') || mensaje.includes('timed out') || mensaje.includes('network');
}

export interface OpcionesReintento {
  intentos?: number;
  esperaMs?: number;
  reintentable?: (error: unknown) => boolean;
}

export async function conReintentos<T>(operacion: () => Promise<T>, opciones: OpcionesReintento = {}): Promise<T> {
  const { intentos = INTENTOS_SESION, esperaMs = ESPERA_ENTRE_INTENTOS_MS, reintentable = esErrorDeRedOTimeout } = opciones;
  for (let intento = 1; ; intento++) {
    try {
      return await operacion();
    } catch (error) {
      if (intento >= intentos || !reintentable(error)) throw error;
      await new Promise((resolver) => setTimeout(resolver, esperaMs));
    }
  }
}
