import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifiestosLeidos, pedirConReintentos } from './manifiesto.js';

export interface OpcionesReintento {
  /** Attempts after the first failure, for the manifest and for the remote's entry script. */
  reintentos: number;
  /** Attempt n waits n times this. */
  esperaMs: number;
}

type HookEntrada = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const esperar = (ms: number) => new Promise((resolver) => setTimeout(resolver, ms));

/**
 * Runtime plugin of the host: a remote's manifest is the one the start-up read for its routes (manifiesto.ts), not
 * asked for again; a remote whose manifest or entry script fails to arrive (a deployment in progress, a dropped
 * connection) is asked for again a few times before the section is given up as not available.
 */
export function pluginReintento({ reintentos, esperaMs }: OpcionesReintento): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-reintento',
    async fetch(url, init) {
      const leido = manifiestosLeidos.get(url);
      if (leido !== undefined) return new Response(leido, { status: 200, headers: { 'Content-Type': 'application/json' } });
      return pedirConReintentos(url, init, { reintentos, esperaMs });
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
