/** Transport and API errors of SPEC §8, with its texts. */

/** Body of an API error: it counts as one only when it has both `title` and `errors` (SPEC §5). */
export interface CuerpoErrorApi {
  title: string;
  errors: Record<string, unknown>;
  mensaje?: string;
  status?: number;
}

export const esCuerpoErrorApi = (cuerpo: unknown): cuerpo is CuerpoErrorApi =>
  typeof cuerpo === 'object' &&
  cuerpo !== null &&
  typeof (cuerpo as { title?: unknown }).title === 'string' &&
  typeof (cuerpo as { errors?: unknown }).errors === 'object' &&
  (cuerpo as { errors?: unknown }).errors !== null;

/** No response, a connection problem or the configured timeout. */
export class ErrorTimeout extends Error {
  override name = 'ErrorTimeout';
  constructor() {
    super('Posiblemente el servidor demoró demasiado en responder');
  }
}

/** An answer of the API with an error status. `detalle` is the body when it is an API error. */
export class ErrorApi extends Error {
  override name = 'ErrorApi';
  constructor(
    readonly status: number,
    mensaje: string,
    readonly detalle: CuerpoErrorApi | null = null,
  ) {
    super(mensaje);
  }

  /** What the server said, when it said something; else this error's own text. */
  get mensajeServidor(): string {
    return this.detalle?.mensaje ?? this.detalle?.title ?? this.message;
  }
}

export class ErrorSolicitudIncorrecta extends ErrorApi {
  override name = 'ErrorSolicitudIncorrecta';
  constructor(detalle: CuerpoErrorApi | null = null) {
    super(400, 'El servidor no reconoce el request como correcto', detalle);
  }
}

export class ErrorServidor extends ErrorApi {
  override name = 'ErrorServidor';
  constructor(status: number, detalle: CuerpoErrorApi | null = null) {
    super(status, 'El servidor produjo un error no esperado', detalle);
  }
}

/** A 2xx answer whose body does not match the expected contract (SPEC §5: parsing fails). */
export class ErrorRespuestaInvalida extends Error {
  override name = 'ErrorRespuestaInvalida';
  constructor(readonly path: string, detalle: string) {
    super(`La respuesta del servidor no tiene el formato esperado (${path}): ${detalle}`);
  }
}
