import { HttpClient, HttpResponse, type HttpRequest, type ITransport } from '@microsoft/signalr';

const SEPARADOR = '\x1e';

/**
 * The server side of a SignalR hub, in memory, reached through the two extension points of the official client
 * (`httpClient` for negotiate, `transport` for the socket): the real HubConnection does the handshake, the
 * reconnect policy and the dispatch of server calls, so the test watches our wiring and the library together.
 */
export class HubEnMemoria {
  negociaciones = 0;
  private conexiones = 0;
  private negociacionesAFallar = 0;
  readonly autorizaciones: (string | undefined)[] = [];
  readonly transporte = new TransporteEnMemoria();
  readonly httpClient: HttpClient;

  constructor() {
    const hub = this;
    this.httpClient = new (class extends HttpClient {
      async send(solicitud: HttpRequest): Promise<HttpResponse> {
        hub.negociaciones += 1;
        hub.autorizaciones.push(solicitud.headers?.Authorization);
        if (hub.negociacionesAFallar > 0) {
          hub.negociacionesAFallar -= 1;
          return new HttpResponse(500, 'Internal Server Error', '');
        }
        hub.conexiones += 1;
        const cuerpo = { connectionId: `conexion-${hub.conexiones}`, connectionToken: `secreto-${hub.conexiones}`, negotiateVersion: 1, availableTransports: [] };
        return new HttpResponse(200, 'OK', JSON.stringify(cuerpo));
      }
    })();
  }

  fallarProximasNegociaciones(n: number): void {
    this.negociacionesAFallar = n;
  }

  /** The server calls a client method, as `Clients.Group(...).SendAsync(target, ...args)` would. */
  invocar(target: string, ...args: unknown[]): void {
    this.transporte.recibir(JSON.stringify({ type: 1, target, arguments: args }));
  }

  /** The socket drops without a close message. */
  cortar(motivo: string): void {
    this.transporte.onclose?.(new Error(motivo));
  }
}

class TransporteEnMemoria implements ITransport {
  onreceive: ((data: string | ArrayBuffer) => void) | null = null;
  onclose: ((error?: Error) => void) | null = null;

  async connect(): Promise<void> {}

  async send(data: unknown): Promise<void> {
    // The handshake request is answered with an empty handshake response; pings and other messages need no answer.
    if (typeof data === 'string' && data.startsWith('{"protocol":"json"')) setTimeout(() => this.onreceive?.(`{}${SEPARADOR}`), 0);
  }

  async stop(): Promise<void> {
    this.onclose?.();
  }

  recibir(mensaje: string): void {
    this.onreceive?.(`${mensaje}${SEPARADOR}`);
  }
}
