/** An error whose status and Spanish message may be shown to the caller as they are. */
export class ErrorHttp extends Error {
  constructor(
    readonly status: number,
    mensaje: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(mensaje);
  }
}

export const noEncontrado = (mensaje = 'No se encontró el recurso solicitado.') => new ErrorHttp(404, mensaje);
export const prohibido = (mensaje = 'No tiene permisos para realizar esta operación.') => new ErrorHttp(403, mensaje);
export const noAutenticado = (mensaje = 'Debe iniciar sesión para continuar.') => new ErrorHttp(401, mensaje);
export const solicitudInvalida = (mensaje: string, errors: Record<string, string[]> = {}) => new ErrorHttp(400, mensaje, errors);
export const conflicto = (mensaje: string) => new ErrorHttp(409, mensaje);
