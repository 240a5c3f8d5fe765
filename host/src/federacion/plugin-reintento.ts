import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface OpcionesReintento {
  /** Attempts after the first failure, for the manifest and for the remote's entry script. */
  reintentos: number;
  /** Attempt n waits n times this. */
  esperaMs: number;
}

type HookEntrada = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const esperar = (ms: number) => new Promise((resolver) => setTimeout(resolver, ms));

/** A server error or a network failure may pass; a 404 means the remote is not deployed there and will not. */
const vale = (respuesta: Response) => respuesta.ok || respuesta.status < 500;

/**
 * Runtime plugin of the host: a remote whose manifest or entry script fails to arrive (a deployment in progress,
 * a dropped connection) is asked for again a few times before the section is given up as not available.
 */
export function pluginReintento({ reintentos, esperaMs }: OpcionesReintento): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-reintento',
    async fetch(url, init) {
      let ultimoError: unknown;
      for (let intento = 0; intento <= reintentos; intento++) {
        if (intento > 0) await esperar(intento * esperaMs);
        try {
          const respuesta = await fetch(url, { ...init, cache: 'no-cache' });
          if (vale(respuesta) || intento === reintentos) return respuesta;
          ultimoError = new Error(`${url} respondió ${respuesta.status}`);
        } catch (error) {
          ultimoError = error;
        }
      }
      throw ultimoError;
    },
    // The hook is typed as answering a promise of a promise; the runtime awaits whatever comes.
    loadEntryError: (args) => reintentarEntrada(args, reintentos, esperaMs) as ReturnType<HookEntrada>,
  };
}

async function reintentarEntrada(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<HookEntrada>[0],
  reintentos: number,
  esperaMs: number,
) {
  for (let intento = 1; intento <= reintentos; intento++) {
    await esperar(intento * esperaMs);
    // The failed script load stays cached under this key; without removing it the retry would reuse the failure.
    delete globalLoading[uniqueKey];
    try {
      const entrada = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entrada) return entrada;
    } catch {
      // the next attempt, or the original error once they are over
    }
  }
  return undefined;
}
