import type { UsuarioToken } from '../auth/tipos.js';
import type { TiemposHub } from './config.js';
import {
  ErrorProtocolo,
  LectorRegistros,
  TipoMensaje,
  esRastreable,
  escribir,
  leerMensaje,
  PING as TEXTO_PING,
  validarHandshake,
  type MensajeHub,
} from './protocolo.js';
import { Paquete } from './paquete.js';
import { BufferReconexion, EntradaSecuenciada } from './secuencia.js';

/** What a hub method answered: its result, or the message a Completion carries as its error. */
export type ResultadoInvocacion = { resultado: unknown } | { error: string };

/** One Ping frame shared by every connection's keep-alive. */
const PING = Paquete.de(TEXTO_PING);

export type TipoTransporte = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/** One physical way of reaching the client; a logical connection has at most one at a time. */
export interface Transporte {
  readonly tipo: TipoTransporte;
  /** Writes the records at once (no buffering of its own: broadcasts arrive already batched). */
  enviar(paquete: Paquete): void;
  /** Ends the transport from the server side; `limpio` false imitates a network failure. */
  cerrar(limpio: boolean): void;
}

export interface EventosConexion {
  abierta(conexion: Conexion): void;
  /** A hub method invoked by the client; its answer goes back as a Completion when the client awaits one. */
  invocar(conexion: Conexion, target: unknown, argumentos: unknown): Promise<ResultadoInvocacion>;
  cerrada(conexion: Conexion): void;
  error(conexion: Conexion, mensaje: string): void;
}

type Estado = 'negociada' | 'handshake' | 'abierta' | 'cerrada';

/** A logical SignalR connection: handshake, hub messages, keep-alive and stateful reconnect, whatever its transport. */
export class Conexion {
  private estado: Estado = 'negociada';
  private transporte: Transporte | null = null;
  tipoTransporte: TipoTransporte | null = null;
  private lector = new LectorRegistros();
  private ultimoEnvio = Date.now();
  private ultimoRecibo = Date.now();
  private inicioHandshake = 0;
  /** Since when the connection has had no transport (long polling: no poll waiting). */
  private sinTransporteDesde = Date.now();
  private salida: BufferReconexion | null = null;
  private entrada: EntradaSecuenciada | null = null;
  private temporizadorAck: NodeJS.Timeout | null = null;

  constructor(
    readonly connectionId: string,
    readonly connectionToken: string,
    readonly usuario: UsuarioToken,
    /** Negotiated with `useStatefulReconnect=true`; only takes effect on WebSockets. */
    private readonly statefulNegociado: boolean,
    private readonly tiempos: TiemposHub,
    private readonly eventos: EventosConexion,
  ) {}

  get farmaciaId(): number {
    return this.usuario.farmaciaId;
  }

  get cerrada(): boolean {
    return this.estado === 'cerrada';
  }

  get tieneTransporte(): boolean {
    return this.transporte !== null;
  }

  get transporteActual(): Transporte | null {
    return this.transporte;
  }

  get stateful(): boolean {
    return this.salida !== null;
  }

  /** Attaches the first transport, or the new socket of a stateful reconnect. */
  adjuntar(transporte: Transporte): void {
    this.transporte = transporte;
    this.tipoTransporte = transporte.tipo;
    this.ultimoRecibo = Date.now();
    if (this.estado === 'negociada') {
      this.estado = 'handshake';
      this.inicioHandshake = Date.now();
      if (this.statefulNegociado && transporte.tipo === 'WebSockets') {
        this.salida = new BufferReconexion(this.tiempos.bufferReconexionBytes);
        this.entrada = new EntradaSecuenciada();
      }
      return;
    }
    if (this.estado === 'abierta' && this.salida && this.entrada) {
      // A record cut by the old socket's end is replayed whole by the client.
      this.lector = new LectorRegistros();
      this.entrada.reconectada();
      // The Sequence and the replay in one frame: nothing can come between them.
      const sequence = escribir({ type: TipoMensaje.Sequence, sequenceId: this.salida.primerId });
      this.enviarPaqueteCrudo(new Paquete([sequence, ...this.salida.pendientes]), Date.now());
    }
  }

  /** Long polling: between polls the connection keeps its (queueing) transport but counts as idle. */
  marcarInactiva(): void {
    this.sinTransporteDesde = Date.now();
  }

  /** The transport ended without the client saying goodbye (`limpio` false) or after it did. */
  transporteTerminado(transporte: Transporte, limpio: boolean): void {
    if (this.transporte !== transporte) return;
    this.transporte = null;
    this.sinTransporteDesde = Date.now();
    if (this.estado === 'abierta' && this.salida && !limpio) return;
    this.terminar();
  }

  recibir(texto: string): void {
    if (this.estado === 'cerrada') return;
    this.ultimoRecibo = Date.now();
    for (const registro of this.lector.leer(texto)) {
      if (this.estado === 'handshake') {
        this.handshake(registro);
        continue;
      }
      if (this.estado !== 'abierta') return;
      try {
        this.procesar(leerMensaje(registro));
      } catch (error) {
        if (!(error instanceof ErrorProtocolo)) throw error;
        this.cerrar(error.message);
        return;
      }
    }
  }

  /** Sends a trackable hub message (invocation, completion…): on a stateful connection it is numbered and kept for replay. */
  enviar(texto: string): void {
    this.enviarPaquete(Paquete.de(texto), Date.now());
  }

  /**
   * Sends trackable records shared with other connections (a broadcast): the hot path of a fan-out, so it allocates
   * nothing but the stateful bookkeeping. `ahora` is read once per broadcast by the caller.
   */
  enviarPaquete(paquete: Paquete, ahora: number): void {
    if (this.estado !== 'abierta') return;
    if (this.salida) for (const registro of paquete.registros) this.salida.agregar(registro);
    this.enviarPaqueteCrudo(paquete, ahora);
  }

  /** Closes the logical connection with a Close message (with `error` when there is one). */
  cerrar(error?: string, allowReconnect = false): void {
    if (this.estado === 'cerrada') return;
    if (this.estado === 'abierta') {
      this.enviarCrudo(
        escribir({ type: TipoMensaje.Close, ...(error ? { error } : {}), ...(allowReconnect ? { allowReconnect: true } : {}) }),
      );
    }
    if (error) this.eventos.error(this, error);
    this.terminar();
  }

  /** Drops the transport without a Close message, as a network failure would. */
  interrumpir(): void {
    this.transporte?.cerrar(false);
  }

  /** Periodic work, driven by the registry's single timer. */
  tic(ahora: number): void {
    if (this.estado === 'cerrada') return;
    if (this.estado === 'handshake' && ahora - this.inicioHandshake > this.tiempos.handshakeTimeoutMs) {
      this.eventos.error(this, 'El cliente no completó el inicio de la conexión a tiempo.');
      this.terminar();
      return;
    }
    const inactiva = this.transporte === null || (this.tipoTransporte === 'LongPolling' && this.sinTransporteDesde > 0);
    if (inactiva && ahora - this.sinTransporteDesde > this.tiempos.desconexionMs) {
      this.terminar();
      return;
    }
    // Long polling keeps itself alive by polling; the others need pings both ways.
    if (this.estado !== 'abierta' || this.tipoTransporte === 'LongPolling' || !this.transporte) return;
    if (ahora - this.ultimoRecibo > this.tiempos.clientTimeoutMs) {
      this.cerrar('El cliente dejó de responder.');
      return;
    }
    if (ahora - this.ultimoEnvio >= this.tiempos.keepAliveMs) this.enviarPaqueteCrudo(PING, ahora);
  }

  /** Long polling: a poll is waiting. */
  marcarActiva(): void {
    this.sinTransporteDesde = 0;
  }

  private handshake(registro: string): void {
    const error = validarHandshake(registro);
    if (error) {
      this.enviarCrudo(escribir({ error }));
      this.eventos.error(this, error);
      this.terminar();
      return;
    }
    this.enviarCrudo(escribir({}));
    this.estado = 'abierta';
    this.eventos.abierta(this);
  }

  private procesar(mensaje: MensajeHub): void {
    if (this.entrada) {
      if (mensaje.type === TipoMensaje.Sequence) {
        if (typeof mensaje.sequenceId !== 'number' || !this.entrada.sequence(mensaje.sequenceId)) {
          this.cerrar('El cliente anunció mensajes que el servidor no recibió.');
        }
        return;
      }
      if (!this.entrada.aceptar(esRastreable(mensaje.type))) return;
      if (esRastreable(mensaje.type)) this.programarAck();
    }
    switch (mensaje.type) {
      case TipoMensaje.Invocation:
        this.invocar(mensaje);
        return;
      case TipoMensaje.StreamInvocation:
        // No hub method streams: a client that asks for a stream is told so.
        this.completar(mensaje.invocationId, { error: `El método '${String(mensaje.target)}' no devuelve un flujo.` });
        return;
      case TipoMensaje.Close:
        this.terminar();
        return;
      case TipoMensaje.Ack:
        if (typeof mensaje.sequenceId === 'number') this.salida?.confirmar(mensaje.sequenceId);
        return;
      default:
        // Pings, stream items, completions and cancellations need nothing from a hub without methods.
        return;
    }
  }

  /** Runs the method; the answer is sent only when the client gave an invocation id (it awaits `invoke`, not `send`). */
  private invocar(mensaje: MensajeHub): void {
    this.eventos.invocar(this, mensaje.target, mensaje.arguments).then(
      (resultado) => this.completar(mensaje.invocationId, resultado),
      () => this.completar(mensaje.invocationId, { error: 'El servidor no pudo completar la invocación.' }),
    );
  }

  private completar(invocationId: unknown, resultado: ResultadoInvocacion): void {
    if (typeof invocationId !== 'string' || this.estado !== 'abierta') return;
    const cuerpo = 'error' in resultado ? { error: resultado.error } : { result: resultado.resultado };
    this.enviar(escribir({ type: TipoMensaje.Completion, invocationId, ...cuerpo }));
  }

  private programarAck(): void {
    if (this.temporizadorAck) return;
    this.temporizadorAck = setTimeout(() => {
      this.temporizadorAck = null;
      if (this.entrada && this.estado === 'abierta') {
        this.enviarCrudo(escribir({ type: TipoMensaje.Ack, sequenceId: this.entrada.ultimoRecibido }));
      }
    }, this.tiempos.ackMs);
    this.temporizadorAck.unref();
  }

  private enviarCrudo(texto: string): void {
    this.enviarPaqueteCrudo(Paquete.de(texto), Date.now());
  }

  private enviarPaqueteCrudo(paquete: Paquete, ahora: number): void {
    if (!this.transporte) return;
    this.ultimoEnvio = ahora;
    this.transporte.enviar(paquete);
  }

  private terminar(): void {
    if (this.estado === 'cerrada') return;
    this.estado = 'cerrada';
    if (this.temporizadorAck) clearTimeout(this.temporizadorAck);
    const transporte = this.transporte;
    this.transporte = null;
    transporte?.cerrar(true);
    this.eventos.cerrada(this);
  }

  /** The client ended the connection (long polling's DELETE): nothing more is sent. */
  descartar(): void {
    this.terminar();
  }
}
