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
    const negociar = (solicitud: HttpRequest) => this.negociar(solicitud);
    this.httpClient = new (class extends HttpClient {
      async send(solicitud: HttpRequest): Promise<HttpResponse> {
        return negociar(solicitud);
      }
    })();
  }

  private negociar(solicitud: HttpRequest): HttpResponse {
    this.negociaciones += 1;
    this.autorizaciones.push(solicitud.headers?.Authorization);
    if (this.negociacionesAFallar > 0) {
      this.negociacionesAFallar -= 1;
      return new HttpResponse(500, 'Internal Server Error', '');
    }
    this.conexiones += 1;
    const cuerpo = { connectionId: `conexion-${this.conexiones}`, connectionToken: `secreto-${this.conexiones}`, negotiateVersion: 1, availableTransports: [] };
    return new HttpResponse(200, 'OK', JSON.stringify(cuerpo));
  }

  fallarProximasNegociaciones(n: number): void {
    this.negociacionesAFallar = n;
  }

  /** The server calls a client method, as `Clients.Group(...).SendAsync(target, ...args)` would. */
  invocar(target: string, ...args: unknown[]): void {
    this.transporte.recibir(JSON.stringify({ type: 1, target, arguments: args }));
  }

  /** Arguments of every invocation of `target` the client sent (`send` or `invoke`), in order. */
  invocacionesDelCliente(target: string): unknown[][] {
    return this.transporte.enviados.filter((m) => m.type === 1 && m.target === target).map((m) => m.arguments ?? []);
  }

  /** The socket drops without a close message. */
  cortar(motivo: string): void {
    this.transporte.onclose?.(new Error(motivo));
  }
}

interface RegistroEnviado {
  type?: number;
  target?: string;
  arguments?: unknown[];
}

class TransporteEnMemoria implements ITransport {
  readonly enviados: RegistroEnviado[] = [];
  onreceive: ((data: string | ArrayBuffer) => void) | null = null;
  onclose: ((error?: Error) => void) | null = null;

  async connect(): Promise<void> {}

  async send(data: unknown): Promise<void> {
    // The handshake request is answered with an empty handshake response; pings and other messages need no answer.
    if (typeof data === 'string' && data.startsWith('{"protocol":"json"')) setTimeout(() => this.onreceive?.(`{}${SEPARADOR}`), 0);
    else if (typeof data === 'string') {
      for (const registro of data.split(SEPARADOR).filter(Boolean)) this.enviados.push(JSON.parse(registro) as RegistroEnviado);
    }
  }

  async stop(): Promise<void> {
    this.onclose?.();
  }

  recibir(mensaje: string): void {
    this.onreceive?.(`${mensaje}${SEPARADOR}`);
  }
}
