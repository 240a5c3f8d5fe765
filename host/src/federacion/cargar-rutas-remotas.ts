import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ConfigCliente, RemotoConfig, RutaRemota } from '@portal/shared/client';
import { ErrorRutasInvalidas, clasificarErrorRemoto } from './errores-remoto.js';
import { pluginReintento, type OpcionesReintento } from './plugin-reintento.js';

export interface ResultadoRemoto {
  remoto: string;
  /** null when the remote could not be loaded: its pages show SeccionNoDisponible. */
  rutas: RutaRemota[] | null;
  /** Why it failed (ErrorVersionIncompatible, ErrorRutasInvalidas or ErrorRemotoNoDisponible); null when loaded. */
  error: unknown;
}

/**
 * The remotes, each loaded the first time one of its pages is opened (DESIGN §11: a first visit fetches only the
 * section it shows). The route table (`RUTAS` of @portal/shared/domain) already names every route, its remote and
 * its guards, so the router and the menu need no remote to be built; a remote's `./routes` only brings its pages.
 */
export interface RegistroRemotos {
  /** What is known of a remote: undefined until its first load ends. */
  estado(remoto: string): ResultadoRemoto | undefined;
  /** Loads the remote once (later calls share the first load, or its result); never rejects. */
  cargar(remoto: string): Promise<ResultadoRemoto>;
  /** The "Reintentar" of SeccionNoDisponible: loads the remote again, forgetting what the runtime kept of it. */
  recargar(remoto: string): Promise<ResultadoRemoto>;
  /** Told whenever a remote's state changes; answers the unsubscribe. */
  suscribir(aviso: () => void): () => void;
}

/** Imports a remote's `./routes` module; `forzar` after a failure. */
export type CargarModulo = (remoto: string, forzar: boolean) => Promise<unknown>;

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

/** A registry over any module loader (the federation runtime in the portal, plain functions in tests). */
export function crearRegistroRemotos(cargarModulo: CargarModulo, alFallar: (r: ResultadoRemoto) => void = () => undefined): RegistroRemotos {
  const resultados = new Map<string, ResultadoRemoto>();
  const enCurso = new Map<string, Promise<ResultadoRemoto>>();
  const avisos = new Set<() => void>();

  const cargarDesde = (remoto: string, forzar: boolean): Promise<ResultadoRemoto> => {
    const carga = (async () => {
      try {
        return { remoto, rutas: validarRutas(remoto, await cargarModulo(remoto, forzar)), error: null };
      } catch (error) {
        return { remoto, rutas: null, error: clasificarErrorRemoto(remoto, error) };
      }
    })().then((resultado) => {
      resultados.set(remoto, resultado);
      enCurso.delete(remoto);
      if (!resultado.rutas) alFallar(resultado);
      for (const aviso of avisos) aviso();
      return resultado;
    });
    enCurso.set(remoto, carga);
    return carga;
  };

  return {
    estado: (remoto) => resultados.get(remoto),
    cargar: (remoto) => {
      const conocido = resultados.get(remoto);
      if (conocido) return Promise.resolve(conocido);
      return enCurso.get(remoto) ?? cargarDesde(remoto, false);
    },
    recargar: (remoto) => enCurso.get(remoto) ?? cargarDesde(remoto, true),
    suscribir: (aviso) => {
      avisos.add(aviso);
      return () => void avisos.delete(aviso);
    },
  };
}

/** Container name of a remote: the package name as a JavaScript identifier (see build/federacion.cjs). */
export const nombreFederacion = (remoto: string) => remoto.replace(/-/g, '_');

const REINTENTO_POR_DEFECTO: OpcionesReintento = { reintentos: 2, esperaMs: 500 };
let pluginRegistrado = false;

const registrar = (remotos: RemotoConfig[], force: boolean) =>
  registerRemotes(
    remotos.map((r) => ({ name: nombreFederacion(r.nombre), entry: new URL(r.manifestUrl, window.location.href).href })),
    { force },
  );

/**
 * The portal's registry: every remote of `config.remotos` is made known to the federation runtime (nothing is
 * fetched), and each one's manifest, entry and `./routes` are fetched when `cargar` first asks for it.
 */
export function registroDeConfig(
  config: Pick<ConfigCliente, 'remotos'>,
  { reintento = REINTENTO_POR_DEFECTO, alFallar }: { reintento?: OpcionesReintento; alFallar?: (r: ResultadoRemoto) => void } = {},
): RegistroRemotos {
  const conocidos = new Map(config.remotos.map((r) => [r.nombre, r]));
  let registrados = false;
  return crearRegistroRemotos(async (nombre, forzar) => {
    const remoto = conocidos.get(nombre);
    if (!remoto) throw new ErrorRutasInvalidas(nombre, 'no figura en la configuración');
    if (!pluginRegistrado) {
      registerPlugins([pluginReintento(reintento)]);
      pluginRegistrado = true;
    }
    if (!registrados) {
      registrar(config.remotos, false);
      registrados = true;
    }
    if (forzar) registrar([remoto], true);
    return loadRemote(`${nombreFederacion(nombre)}/routes`);
  }, alFallar);
}
