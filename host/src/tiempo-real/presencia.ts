import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { registrarEnServidor, usePresenciaStore } from '@portal/shared/client';
import { avisoPresenciaSchema, PRESENCIA_REPETIR_MS, type EstadoPresencia } from '@portal/shared/contracts';

/**
 * Presence in the shared cart over the cart's hub connection (the hub's `ActualizarPresencia` / `PresenciaCarrito`,
 * api/README.md): the page's own state (set by the cart's pages through the shared presence store) goes out when it
 * changes, again every PRESENCIA_REPETIR_MS while the cart is open, and after every (re)connection; colleagues' notices
 * fill the store. Never sent while the link is down: a reconnection says it again.
 */
export function enlazarPresencia(hub: HubConnection) {
  const store = () => usePresenciaStore.getState();
  let ultimoEnviado: EstadoPresencia | null = null;

  const enviar = (estado: EstadoPresencia) => {
    if (hub.state !== HubConnectionState.Connected) return;
    ultimoEnviado = estado;
    hub.send('ActualizarPresencia', estado).catch((error: unknown) => void registrarEnServidor('No se pudo anunciar la presencia en el carrito', error));
  };
  /** Whoever never opened the cart says nothing; closing it is said once. */
  const anunciar = (estado: EstadoPresencia, forzar = false) => {
    if (!estado.viendoCarrito && !ultimoEnviado?.viendoCarrito) return;
    if (!forzar && ultimoEnviado && ultimoEnviado.viendoCarrito === estado.viendoCarrito && ultimoEnviado.editandoTroquel === estado.editandoTroquel) return;
    enviar(estado);
  };

  hub.on('PresenciaCarrito', (valor: unknown) => {
    const aviso = avisoPresenciaSchema.safeParse(valor);
    if (!aviso.success) {
      void registrarEnServidor('Aviso de presencia inválido', aviso.error);
      return;
    }
    store().aplicarAviso(aviso.data);
    // A newcomer learns who is already there from their answers.
    if (aviso.data.nuevo && store().propia.viendoCarrito) enviar(store().propia);
  });
  hub.onreconnecting(() => store().olvidarColegas());
  hub.onclose(() => store().olvidarColegas());

  const dejarDeEscuchar = usePresenciaStore.subscribe((s, antes) => {
    if (s.propia !== antes.propia) anunciar(s.propia);
  });
  const repetir = setInterval(() => {
    store().depurar();
    if (store().propia.viendoCarrito) anunciar(store().propia, true);
  }, PRESENCIA_REPETIR_MS);

  return {
    /** A new connection (first or after a reconnect) is new to everyone: say where we are. */
    conectada() {
      ultimoEnviado = null;
      anunciar(store().propia, true);
    },
    detener() {
      clearInterval(repetir);
      dejarDeEscuchar();
      store().olvidarColegas();
    },
  };
}
