import {
  HubConnectionBuilder,
  HttpTransportType,
  LogLevel,
  type HubConnection,
  type IRetryPolicy,
} from '@microsoft/signalr';

export { HttpTransportType, HubConnectionState } from '@microsoft/signalr';

export interface OpcionesCliente {
  transporte: HttpTransportType;
  token: string | (() => string);
  /** Retry delays for `withAutomaticReconnect`. */
  reconectar?: number[];
  stateful?: boolean;
  serverTimeoutMs?: number;
  keepAliveMs?: number;
  headers?: Record<string, string>;
}

/** The official client, as the host builds it, pointed at a test app. */
export function clienteHub(baseUrl: string, opciones: OpcionesCliente): HubConnection {
  const token = opciones.token;
  let builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/CarritoUsuarioHub`, {
      transport: opciones.transporte,
      accessTokenFactory: typeof token === 'string' ? () => token : token,
      headers: opciones.headers,
    })
    .configureLogging(process.env.HUB_LOGS ? LogLevel.Debug : LogLevel.None);
  if (opciones.reconectar) {
    const demoras = opciones.reconectar;
    const politica: IRetryPolicy = { nextRetryDelayInMilliseconds: (c) => demoras[c.previousRetryCount] ?? null };
    builder = builder.withAutomaticReconnect(politica);
  }
  if (opciones.stateful) builder = builder.withStatefulReconnect();
  if (opciones.serverTimeoutMs) builder = builder.withServerTimeout(opciones.serverTimeoutMs);
  if (opciones.keepAliveMs) builder = builder.withKeepAliveInterval(opciones.keepAliveMs);
  return builder.build();
}

/** Every invocation of `metodo` the client receives, in order, and a way to wait for the n-th. */
export function registrar(conexion: HubConnection, metodo: string) {
  const recibidos: unknown[][] = [];
  const esperas: { cantidad: number; resolver: () => void }[] = [];
  conexion.on(metodo, (...args: unknown[]) => {
    recibidos.push(args);
    for (const espera of esperas.filter((e) => recibidos.length >= e.cantidad)) {
      esperas.splice(esperas.indexOf(espera), 1);
      espera.resolver();
    }
  });
  return {
    recibidos,
    /** Resolves once `cantidad` invocations have arrived. */
    hasta(cantidad: number): Promise<unknown[][]> {
      if (recibidos.length >= cantidad) return Promise.resolve(recibidos);
      return new Promise((resolve) => esperas.push({ cantidad, resolver: () => resolve(recibidos) }));
    },
  };
}

/** Resolves on the next call of one of the connection's lifecycle callbacks. */
export const siguiente = (conexion: HubConnection, evento: 'onreconnecting' | 'onreconnected' | 'onclose') =>
  new Promise<unknown>((resolve) => conexion[evento]((valor?: unknown) => resolve(valor)));
