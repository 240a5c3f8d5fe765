/**
 * The API client's negative notification (SPEC §8) without antd in the first load: antd's notification code is
 * fetched the first time one is shown (by then the portal's chunk has usually brought it already).
 */
export function notificarError(mensaje: string): void {
  void import('./notificaciones.js').then(
    (notificaciones) => notificaciones.notificarError(mensaje),
    (error: unknown) => console.error(mensaje, error),
  );
}
