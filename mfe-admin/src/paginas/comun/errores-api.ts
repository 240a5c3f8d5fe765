import { ErrorApi } from '@portal/shared/client';

/** The user changed since the page read it (another administrator saved first). */
export const esConflicto = (error: unknown): error is ErrorApi => error instanceof ErrorApi && error.status === 409;

/**
 * A refused change's messages by the field they are about (the API keys `errors` by field, in Spanish), and the
 * message of the whole when no field is named.
 */
export function erroresPorCampo(error: unknown): { campos: Map<string, string[]>; general: string[] } {
  const campos = new Map<string, string[]>();
  if (!(error instanceof ErrorApi)) return { campos, general: [error instanceof Error ? error.message : 'Error inesperado'] };
  for (const [campo, textos] of Object.entries(error.detalle?.errors ?? {})) {
    if (Array.isArray(textos)) campos.set(campo, textos.filter((t): t is string => typeof t === 'string'));
  }
  return { campos, general: campos.size ? [] : [error.mensajeServidor] };
}
