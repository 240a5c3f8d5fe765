import { Button, notification } from 'antd';
import { instanciaNotificaciones } from '../arranque/notificaciones.js';

export const TITULO_AVISO_MANTENIMIENTO = 'Sistema en Mantenimiento';
export const MENSAJE_MANTENIMIENTO = 'El sistema se encuentra en mantenimiento. En unos minutos se va a re-establecer.';
const CLAVE_AVISO = 'aviso-mantenimiento';

/** SPEC §4: the persistent negative notice of a server maintenance signal, closed only by Aceptar or the end of it. */
export function avisarMantenimiento(): void {
  const api = instanciaNotificaciones() ?? notification;
  api.error({
    key: CLAVE_AVISO,
    title: TITULO_AVISO_MANTENIMIENTO,
    description: MENSAJE_MANTENIMIENTO,
    duration: 0,
    actions: (
      <Button type="primary" size="small" onClick={() => api.destroy(CLAVE_AVISO)}>
        Aceptar
      </Button>
    ),
  });
}

export function retirarAvisoMantenimiento(): void {
  (instanciaNotificaciones() ?? notification).destroy(CLAVE_AVISO);
}
