import { versionUiSchema } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';

/** SPEC §9: the UI version file is read every 5 minutes. */
export const INTERVALO_VERSION_MS = 300_000;
/** SPEC §8: version check failures are reported after this many in a row. */
export const FALLAS_ANTES_DE_REPORTAR = 3;

export interface OpcionesVigilanteVersion {
  /** `/version.json` under the UI base. */
  url: string;
  /** Called with `?wait=true` when the check came from a server maintenance signal. */
  navegar(path: string): void;
  reportar(error: unknown): void;
  intervaloMs?: number;
}

export interface VigilanteVersion {
  /** Reads the version the page was loaded with and starts the periodic check. */
  iniciar(): Promise<void>;
  /** One check now; `porMantenimiento` when a server maintenance signal triggered it. */
  comprobar(porMantenimiento?: boolean): Promise<void>;
  detener(): void;
  readonly shaInicial: string | null;
}

export class ErrorVersion extends Error {
  override name = 'ErrorVersion';
}

async function leerSha(url: string): Promise<string> {
  let respuesta: Response;
  try {
    respuesta = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ErrorVersion(`No se pudo leer la versión del portal (${url}): sin respuesta del servidor.`, { cause: error });
  }
  if (!respuesta.ok) throw new ErrorVersion(`No se pudo leer la versión del portal (${url}): el servidor respondió ${respuesta.status}.`);
  const datos: unknown = await respuesta.json().catch(() => null);
  const leido = versionUiSchema.safeParse(datos);
  if (!leido.success) throw new ErrorVersion(`La versión del portal (${url}) no tiene el formato esperado.`);
  return leido.data.sha;
}

/**
 * SPEC §4 "Site version and maintenance": a sha different from the one loaded at start sends the user to the
 * site-in-maintenance page, where a full reload brings the new build.
 */
export function crearVigilanteVersion(opciones: OpcionesVigilanteVersion): VigilanteVersion {
  const { url, navegar, reportar, intervaloMs = INTERVALO_VERSION_MS } = opciones;
  let shaInicial: string | null = null;
  let fallasSeguidas = 0;
  let temporizador: ReturnType<typeof setInterval> | undefined;

  async function comprobar(porMantenimiento = false): Promise<void> {
    let sha: string;
    try {
      sha = await leerSha(url);
    } catch (error) {
      fallasSeguidas += 1;
      if (fallasSeguidas >= FALLAS_ANTES_DE_REPORTAR) {
        fallasSeguidas = 0;
        reportar(error);
      }
      return;
    }
    fallasSeguidas = 0;
    // A start-up read that failed leaves nothing to compare with: the first version read becomes the reference.
    if (shaInicial === null) shaInicial = sha;
    else if (sha !== shaInicial) {
      const pagina = routePath('sitio-en-mantenimiento');
      navegar(porMantenimiento ? `${pagina}?wait=true` : pagina);
    }
  }

  return {
    get shaInicial() {
      return shaInicial;
    },
    async iniciar() {
      await comprobar();
      clearInterval(temporizador);
      temporizador = setInterval(() => void comprobar(), intervaloMs);
    },
    comprobar,
    detener() {
      clearInterval(temporizador);
    },
  };
}
