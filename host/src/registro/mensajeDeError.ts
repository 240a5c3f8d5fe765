/** The text of an error. Read by shape, not `instanceof`: errors may come from another realm (a frame, fetch). */
export function mensajeDeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return error === undefined ? '' : String(error);
}
