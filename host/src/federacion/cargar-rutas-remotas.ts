import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ConfigCliente, RemotoConfig, RutaRemota } from '@portal/shared/client';
import { ErrorTablaRutas, ordenarRemotos, registrarRutas, retirarRutas, type TablaRutas } from '@portal/shared/domain';
import { ErrorRutasInvalidas, clasificarErrorRemoto } from './errores-remoto.js';
import { leerTablaDelManifiesto, urlManifiesto } from './manifiesto.js';
import { pluginReintento, type OpcionesReintento } from './plugin-reintento.js';

export interface ResultadoRemoto {
  remoto: string;
  /** null when the remote could not be loaded: its pages show SeccionNoDisponible. */
  rutas: RutaRemota[] | null;
  /** Why it failed (ErrorVersionIncompatible, ErrorRutasInvalidas or ErrorRemotoNoDisponible); null when loaded. */
  error: unknown;
}

export interface ResultadoTabla {
  remoto: string;
  /** Its routes are in the page's route table (router, guards, menu, sitemap, titles). */
  lista: boolean;
  error: unknown;
}

/**
 * The remotes in two steps (DESIGN §4). At start-up every remote's route table, from its manifest, all at once: the
 * router, the guards, the menu, the sitemap and the titles are built from them (a remote whose manifest does not
 * come has no routes: its prefixes show SeccionNoDisponible and its menu entries are not there). Then a remote's
 * code (`./routes`: its pages) the first time one of its pages is opened (DESIGN §11: a first visit fetches only the
 * section it shows).
 */
export interface RegistroRemotos {
  /** Every remote's route table, read at once; resolves when each has arrived or failed, never rejects. */
  leerTablas(): Promise<ResultadoTabla[]>;
  /** One remote's route table, read once (later calls share the first read, or its result); never rejects. */
  leerTabla(remoto: string): Promise<ResultadoTabla>;
  /** What is known of a remote's route table: undefined until its first read ends. */
  estadoTabla(remoto: string): ResultadoTabla | undefined;
  /** What is known of a remote's pages: undefined until their first load ends. */
  estado(remoto: string): ResultadoRemoto | undefined;
  /** Loads the remote's pages once (later calls share the first load, or its result); never rejects. */
  cargar(remoto: string): Promise<ResultadoRemoto>;
  /**
   * The "Reintentar" of SeccionNoDisponible: reads the route table again when it had failed, then loads the pages
   * again, forgetting what the runtime kept of the remote.
   */
  recargar(remoto: string): Promise<ResultadoRemoto>;
  /** Told whenever a remote's state changes; answers the unsubscribe. */
  suscribir(aviso: () => void): () => void;
}

/** Reads a remote's route table (its manifest in the portal); `forzar` after a failure. */
export type LeerTabla = (remoto: string, forzar: boolean) => Promise<TablaRutas>;
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

export interface FuentesRemotos {
  /** The remotes, in the order of the configuration (the menu's order of sections). */
  remotos: readonly string[];
  leerTabla: LeerTabla;
  cargarModulo: CargarModulo;
  /** Told of each failure (a table or the pages), once per attempt. */
  alFallar?: (r: { remoto: string; error: unknown }) => void;
}

/** A registry over any table reader and module loader (the portal's manifests and runtime, plain functions in tests). */
export function crearRegistroRemotos({ remotos, leerTabla, cargarModulo, alFallar = () => undefined }: FuentesRemotos): RegistroRemotos {
  const tablas = new Map<string, ResultadoTabla>();
  const tablasEnCurso = new Map<string, Promise<ResultadoTabla>>();
  const resultados = new Map<string, ResultadoRemoto>();
  const enCurso = new Map<string, Promise<ResultadoRemoto>>();
  const avisos = new Set<() => void>();
  const avisar = () => {
    for (const aviso of avisos) aviso();
  };
  ordenarRemotos(remotos);

  const leerDesde = (remoto: string, forzar: boolean): Promise<ResultadoTabla> => {
    const lectura = (async (): Promise<ResultadoTabla> => {
      try {
        const tabla = await leerTabla(remoto, forzar);
        if (tabla.remoto !== remoto) throw new ErrorRutasInvalidas(remoto, `trae las rutas de ${tabla.remoto}`);
        registrarRutas(tabla);
        return { remoto, lista: true, error: null };
      } catch (error) {
        // A table the page refuses leaves none of it behind.
        retirarRutas(remoto);
        const motivo = error instanceof ErrorTablaRutas ? new ErrorRutasInvalidas(remoto, error.problemas.join('; ')) : clasificarErrorRemoto(remoto, error);
        return { remoto, lista: false, error: motivo };
      }
    })().then((resultado) => {
      tablas.set(remoto, resultado);
      tablasEnCurso.delete(remoto);
      if (!resultado.lista) alFallar(resultado);
      avisar();
      return resultado;
    });
    tablasEnCurso.set(remoto, lectura);
    return lectura;
  };

  const leerUnaVez = (remoto: string): Promise<ResultadoTabla> => {
    const conocido = tablas.get(remoto);
    if (conocido) return Promise.resolve(conocido);
    return tablasEnCurso.get(remoto) ?? leerDesde(remoto, false);
  };

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
      avisar();
      return resultado;
    });
    enCurso.set(remoto, carga);
    return carga;
  };

  return {
    leerTablas: () => Promise.all(remotos.map(leerUnaVez)),
    leerTabla: leerUnaVez,
    estadoTabla: (remoto) => tablas.get(remoto),
    estado: (remoto) => resultados.get(remoto),
    cargar: (remoto) => {
      const conocido = resultados.get(remoto);
      if (conocido) return Promise.resolve(conocido);
      return enCurso.get(remoto) ?? cargarDesde(remoto, false);
    },
    recargar: async (remoto) => {
      const pendiente = enCurso.get(remoto);
      if (pendiente) return pendiente;
      const tabla = await (tablasEnCurso.get(remoto) ?? (tablas.get(remoto)?.lista ? leerUnaVez(remoto) : leerDesde(remoto, true)));
      if (!tabla.lista) return { remoto, rutas: null, error: tabla.error };
      return enCurso.get(remoto) ?? cargarDesde(remoto, true);
    },
    suscribir: (aviso) => {
      avisos.add(aviso);
      return () => void avisos.delete(aviso);
    },
  };
}

/** Container name of a remote: the package name as a JavaScript identifier (see build/federacion.cjs). */
export const nombreFederacion = (remoto: string) => remoto.replace(/-/g, '_');

const REINTENTO_POR_DEFECTO: OpcionesReintento = { reintentos: 2, esperaMs: 500 };
/** A manifest with no answer by then counts as a remote that does not answer: the start-up goes on without it. */
export const LIMITE_MANIFIESTO_MS = 4000;
let pluginRegistrado = false;

const registrar = (remotos: RemotoConfig[], force: boolean) =>
  registerRemotes(
    remotos.map((r) => ({ name: nombreFederacion(r.nombre), entry: urlManifiesto(r) })),
    { force },
  );

/**
 * The portal's registry: each remote of `config.remotos` has its manifest read for its route table (the start-up
 * asks for all of them at once), and is made known to the federation runtime, which fetches its entry and `./routes`
 * when `cargar` first asks for it (reusing the manifest already read).
 */
export function registroDeConfig(
  config: Pick<ConfigCliente, 'remotos'>,
  {
    reintento = REINTENTO_POR_DEFECTO,
    limiteMs = LIMITE_MANIFIESTO_MS,
    alFallar,
  }: { reintento?: OpcionesReintento; limiteMs?: number; alFallar?: (r: { remoto: string; error: unknown }) => void } = {},
): RegistroRemotos {
  const conocidos = new Map(config.remotos.map((r) => [r.nombre, r]));
  let registrados = false;
  const remotoConfigurado = (nombre: string): RemotoConfig => {
    const remoto = conocidos.get(nombre);
    if (!remoto) throw new ErrorRutasInvalidas(nombre, 'no figura en la configuración');
    return remoto;
  };
  return crearRegistroRemotos({
    remotos: config.remotos.map((r) => r.nombre),
    leerTabla: (nombre) => leerTablaDelManifiesto(remotoConfigurado(nombre), { ...reintento, limiteMs }),
    cargarModulo: async (nombre, forzar) => {
      const remoto = remotoConfigurado(nombre);
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
    },
    alFallar,
  });
}
