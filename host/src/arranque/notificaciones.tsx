import { useEffect } from 'react';
import { App, notification } from 'antd';

/** SPEC §9: a toast stays 5 s. */
const DURACION_SEGUNDOS = 5;

type InstanciaNotificacion = ReturnType<typeof App.useApp>['notification'];

let instancia: InstanciaNotificacion | null = null;

/** Mounted inside antd's App so that notifications raised outside React take the portal's theme and locale. */
export function ReceptorNotificaciones() {
  const { notification: api } = App.useApp();
  useEffect(() => {
    instancia = api;
    return () => {
      instancia = null;
    };
  }, [api]);
  return null;
}

/** The notification API of the mounted portal, or null before it is mounted. */
export const instanciaNotificaciones = (): InstanciaNotificacion | null => instancia;

/** The generic negative notification of the API client (SPEC §8). */
export function notificarError(mensaje: string): void {
  (instancia ?? notification).error({ message: 'Error', description: mensaje, duration: DURACION_SEGUNDOS });
}
