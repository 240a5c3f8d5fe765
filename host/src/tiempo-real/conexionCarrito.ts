import {
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import { registrarEnServidor, useCarritoStore, useTiempoRealStore, type ConfigCliente } from '@portal/shared/client';
import { mantenimientoSchema } from '@portal/shared/contracts';
import { enlazarPresencia } from './presencia.js';
import { enlazarRecuperador } from './recuperador.js';
import { politicaReconexionCarrito } from './politicaReconexion.js';
import { crearPilaErrores } from './pilaErrores.js';

export const KEEP_ALIVE_MS = 15000;
export const SERVER_TIMEOUT_MS = 30000;
export const BUFFER_RECONEXION_BYTES = 100000;

/** The log level named in config.json, as the SignalR client counts it. */
export const nivelLogSignalR = (nombre: ConfigCliente['nivelLogTiempoReal']): LogLevel => LogLevel[nombre];

export interface OpcionesConexionCarrito {
  hubUrl: string;
  /** Read on every (re)connection, so a renewed token is used without rebuilding the connection. */
  obtenerToken: () => string;
  nivelLog?: LogLevel;
  /** Called after every successful reconnection: messages sent while the link was down are lost. */
  alReconectar?: () => void;
  /** Only tests set these, to run the real client over an in-memory transport. */
  opcionesHttp?: Pick<IHttpConnectionOptions, 'httpClient' | 'transport'>;
}

export interface ConexionCarrito {
  readonly hub: HubConnection;
  iniciar(): Promise<void>;
  detener(): Promise<void>;
}

export function crearConexionCarrito(opciones: OpcionesConexionCarrito): ConexionCarrito {
  const tiempoReal = () => useTiempoRealStore.getState();
  const pila = crearPilaErrores((mensaje) => void registrarEnServidor(mensaje));

  const hub = new HubConnectionBuilder()
    .withUrl(opciones.hubUrl, { accessTokenFactory: opciones.obtenerToken, ...opciones.opcionesHttp })
    .withAutomaticReconnect(politicaReconexionCarrito)
    .withKeepAliveInterval(KEEP_ALIVE_MS)
    .withServerTimeout(SERVER_TIMEOUT_MS)
    .withStatefulReconnect({ bufferSize: BUFFER_RECONEXION_BYTES })
    .configureLogging(opciones.nivelLog ?? LogLevel.Warning)
    .build();

  hub.on('ActualizarCarrito', (actualizacion: unknown) => {
    try {
      useCarritoStore.getState().aplicarActualizacion(actualizacion);
    } catch (error) {
      void registrarEnServidor('Actualización de carrito inválida', error);
    }
  });
  hub.on('SetMantenimiento', (valor: unknown) => {
    const leido = mantenimientoSchema.safeParse(valor);
    if (leido.success) tiempoReal().setMantenimiento(leido.data);
    else void registrarEnServidor('Señal de mantenimiento inválida', leido.error);
  });

  const presencia = enlazarPresencia(hub);
  enlazarRecuperador(hub);

  hub.onreconnecting((error) => {
    if (error) pila.agregar(error);
    tiempoReal().setEstado('Reconnecting');
  });
  hub.onreconnected((connectionId) => {
    tiempoReal().setConnectionId(connectionId ?? null);
    tiempoReal().setEstado('Connected');
    presencia.conectada();
    opciones.alReconectar?.();
  });
  hub.onclose((error) => {
    if (error) pila.agregar(error);
    tiempoReal().setConnectionId(null);
    tiempoReal().setEstado('Disconnected');
  });

  let detenida = false;
  let reintentoInicio: ReturnType<typeof setTimeout> | undefined;

  // The automatic reconnect only covers a link that was once up; a failed first start follows the same policy.
  async function intentarInicio(intentosPrevios: number, inicio: number): Promise<void> {
    if (detenida) return;
    tiempoReal().setEstado('Connecting');
    try {
      await hub.start();
      tiempoReal().setConnectionId(hub.connectionId);
      tiempoReal().setEstado('Connected');
      presencia.conectada();
    } catch (error) {
      pila.agregar(error);
      tiempoReal().setEstado('Disconnected');
      const demora = politicaReconexionCarrito.nextRetryDelayInMilliseconds({
        previousRetryCount: intentosPrevios,
        elapsedMilliseconds: Date.now() - inicio,
        retryReason: error instanceof Error ? error : new Error(String(error)),
      });
      if (demora !== null && !detenida) {
        reintentoInicio = setTimeout(() => void intentarInicio(intentosPrevios + 1, inicio), demora);
      }
    }
  }

  return {
    hub,
    iniciar: () => intentarInicio(0, Date.now()),
    async detener() {
      detenida = true;
      presencia.detener();
      clearTimeout(reintentoInicio);
      if (hub.state !== HubConnectionState.Disconnected) {
        tiempoReal().setEstado('Disconnecting');
        await hub.stop();
      }
      tiempoReal().setConnectionId(null);
      tiempoReal().setEstado('Disconnected');
    },
  };
}
