/** The remote's own files could not be fetched or run (not deployed, network, server error). */
export class ErrorRemotoNoDisponible extends Error {
  override name = 'ErrorRemotoNoDisponible';
  constructor(
    readonly remoto: string,
    override readonly cause: unknown,
  ) {
    super(`No se pudo cargar la sección ${remoto}.`);
  }
}

/** The remote was built against a version of a shared singleton the portal does not provide. */
export class ErrorVersionIncompatible extends Error {
  override name = 'ErrorVersionIncompatible';
  constructor(
    readonly remoto: string,
    readonly paquete: string,
    readonly requerida: string,
    readonly provista: string,
  ) {
    super(
      `La sección ${remoto} fue construida para ${paquete} ${requerida}, pero el portal usa ${paquete} ${provista}: ` +
        'no se carga hasta que se publique una versión compatible.',
    );
  }
}

/** The remote answered, but its `./routes` is not a list of routes of that remote. */
export class ErrorRutasInvalidas extends Error {
  override name = 'ErrorRutasInvalidas';
  constructor(
    readonly remoto: string,
    detalle: string,
  ) {
    super(`La sección ${remoto} no expone rutas válidas: ${detalle}.`);
  }
}

/**
 * The federation runtime refuses a singleton whose version does not satisfy a `strictVersion` requirement with
 * "Version <provided> from <owner> of shared singleton module <package> does not satisfy the requirement of
 * <consumer> which needs <range>)".
 */
const SINGLETON_INCOMPATIBLE =
  /Version (\S+) from .*? of shared singleton module (\S+) does not satisfy the requirement of .*? which needs ([^)\s]+)\)?/;

/** The error a section failure is reported with: version mismatches named as such, everything else as not available. */
export function clasificarErrorRemoto(remoto: string, error: unknown): Error {
  if (error instanceof ErrorRutasInvalidas || error instanceof ErrorVersionIncompatible || error instanceof ErrorRemotoNoDisponible) return error;
  const mensaje = error instanceof Error ? error.message : String(error);
  const version = SINGLETON_INCOMPATIBLE.exec(mensaje);
  if (version) return new ErrorVersionIncompatible(remoto, version[2], version[3], version[1]);
  return new ErrorRemotoNoDisponible(remoto, error);
}
