import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ConfigCliente, RemotoConfig, RutaRemota } from '@portal/shared/client';
import { ErrorRutasInvalidas, clasificarErrorRemoto } from './errores-remoto.js';
import { pluginReintento, type OpcionesReintento } from './plugin-reintento.js';

export interface ResultadoRemoto {
  remoto: string;
  prefijos: string[];
  /** null when the remote could not be loaded: its prefixes show SeccionNoDisponible. */
  rutas: RutaRemota[] | null;
  /** Why it failed (ErrorVersionIncompatible, ErrorRutasInvalidas or ErrorRemotoNoDisponible); null when loaded. */
  error: unknown;
}

/** Container name of a remote: the package name as a JavaScript identifier (see build/federacion.cjs). */
export const nombreFederacion = (remoto: string) => remoto.replace(/-/g, '_');

const REINTENTO_POR_DEFECTO: OpcionesReintento = { reintentos: 2, esperaMs: 500 };

/** The remotes of the last configuration, for `recargarRemoto`. */
const conocidos = new Map<string, RemotoConfig>();
let pluginRegistrado = false;
/** Called by the runtime plugin for every manifest it asks for; replaced by each `pedirRutasRemotas`. */
let alPedirManifiesto: () => void = () => undefined;

function registrar(remotos: RemotoConfig[], force: boolean) {
  registerRemotes(
    remotos.map((r) => ({ name: nombreFederacion(r.nombre), entry: new URL(r.manifestUrl, window.location.href).href })),
    { force },
  );
}

function validarRutas(remoto: string, modulo: unknown): RutaRemota[] {
  const rutas = (modulo as { default?: unknown } | null)?.default;
  if (!Array.isArray(rutas)) throw new ErrorRutasInvalidas(remoto, 'su módulo ./routes no exporta una lista');
  for (const ruta of rutas as Partial<RutaRemota>[]) {
    if (typeof ruta?.path !== 'string' || typeof ruta.pagina !== 'function') {
      throw new ErrorRutasInvalidas(remoto, `la ruta ${String(ruta?.nombre)} no tiene path o página`);
    }
    if (ruta.remoto !== remoto) throw new ErrorRutasInvalidas(remoto, `la ruta ${String(ruta.nombre)} pertenece a ${String(ruta.remoto)}`);
  }
  return rutas as RutaRemota[];
}

async function cargarUno(remoto: RemotoConfig): Promise<ResultadoRemoto> {
  try {
    const modulo = await loadRemote(`${nombreFederacion(remoto.nombre)}/routes`);
    return { remoto: remoto.nombre, prefijos: remoto.prefijos, rutas: validarRutas(remoto.nombre, modulo), error: null };
  } catch (error) {
    return { remoto: remoto.nombre, prefijos: remoto.prefijos, rutas: null, error: clasificarErrorRemoto(remoto.nombre, error) };
  }
}

/**
 * Registers the remotes of `config.remotos` and loads each one's `./routes` in parallel.
 * Never rejects: a remote that fails yields `rutas: null` and its error, and the rest of the portal goes on.
 */
export async function cargarRutasRemotas(
  config: Pick<ConfigCliente, 'remotos'>,
  reintento: OpcionesReintento = REINTENTO_POR_DEFECTO,
): Promise<ResultadoRemoto[]> {
  try {
    if (!pluginRegistrado) {
      registerPlugins([pluginReintento({ ...reintento, alPedir: () => alPedirManifiesto() })]);
      pluginRegistrado = true;
    }
    for (const r of config.remotos) conocidos.set(r.nombre, r);
    registrar(config.remotos, false);
  } catch (error) {
    return config.remotos.map((r) => ({ remoto: r.nombre, prefijos: r.prefijos, rutas: null, error: clasificarErrorRemoto(r.nombre, error) }));
  }
  return Promise.all(config.remotos.map(cargarUno));
}

/** The "Reintentar" of SeccionNoDisponible: forgets what the runtime kept of the remote and loads it again. */
export async function recargarRemoto(nombre: string): Promise<ResultadoRemoto> {
  const remoto = conocidos.get(nombre);
  if (!remoto) {
    return { remoto: nombre, prefijos: [], rutas: null, error: new ErrorRutasInvalidas(nombre, 'no figura en la configuración') };
  }
  try {
    registrar([remoto], true);
  } catch (error) {
    return { remoto: nombre, prefijos: remoto.prefijos, rutas: null, error: clasificarErrorRemoto(nombre, error) };
  }
  return cargarUno(remoto);
}

/**
 * `cargarRutasRemotas`, plus `pedidos`: settled once every remote's manifest has been asked for (or the load is
 * over). The start-up fetches its own next chunk only then, so that the host's code never queues ahead of the
 * remotes' first requests (DESIGN §11 measures the host's JavaScript before any remote).
 */
export function pedirRutasRemotas(config: Pick<ConfigCliente, 'remotos'>): { pedidos: Promise<void>; rutas: Promise<ResultadoRemoto[]> } {
  let faltan = config.remotos.length;
  let avisar: () => void = () => undefined;
  const pedidos = new Promise<void>((resolver) => {
    avisar = resolver;
  });
  if (faltan === 0) avisar();
  alPedirManifiesto = () => {
    faltan -= 1;
    if (faltan <= 0) avisar();
  };
  const rutas = cargarRutasRemotas(config);
  void rutas.finally(avisar);
  return { pedidos, rutas };
}
