import type { Conexion, Transporte } from '../conexion.js';
import { MAXIMO_SIN_LEER } from '../config.js';
import type { Paquete } from '../paquete.js';

/** What a poll answers: 200 with the queued messages (maybe none), or 204 when the connection is over. */
export type ResultadoPoll = { status: 200; cuerpo: string } | { status: 204 };

interface Espera {
  responder: (resultado: ResultadoPoll) => void;
  temporizador: NodeJS.Timeout;
}

/** Messages queue here between polls; at most one poll waits at a time. */
export class TransporteLongPolling implements Transporte {
  readonly tipo = 'LongPolling';
  private cola: string[] = [];
  /** Characters queued (≈ bytes: cart messages are mostly ASCII); bounded like the other transports' unread backlog. */
  private enCola = 0;
  private espera: Espera | null = null;
  private terminado = false;

  constructor(
    private readonly conexion: Conexion,
    private readonly pollMs: number,
  ) {}

  enviar(paquete: Paquete): void {
    if (this.terminado) return;
    // A client that stopped polling but has not timed out yet is dropped once its backlog passes the limit: its next
    // poll finds no connection and the client starts a new one, reading the cart again.
    if (this.enCola > MAXIMO_SIN_LEER) {
      this.cola = [];
      this.enCola = 0;
      this.terminado = true;
      this.conexion.transporteTerminado(this, false);
      return;
    }
    this.cola.push(paquete.texto);
    this.enCola += paquete.texto.length;
    if (this.espera) this.responder({ status: 200, cuerpo: this.vaciar() });
  }

  cerrar(): void {
    this.terminado = true;
    // Whatever was queued last (a Close message) still goes out with the waiting poll.
    if (this.espera) this.responder(this.cola.length ? { status: 200, cuerpo: this.vaciar() } : { status: 204 });
  }

  /**
   * A poll: answered at once when messages are queued, else held until one comes or the hold ends.
   * `abandonar` releases it when its client went away.
   */
  poll(): { resultado: Promise<ResultadoPoll>; abandonar: () => void } {
    // A newer poll ends the older one.
    if (this.espera) this.responder({ status: 204 });
    if (this.terminado) return { resultado: Promise.resolve({ status: 204 }), abandonar: () => undefined };
    if (this.cola.length) return { resultado: Promise.resolve({ status: 200, cuerpo: this.vaciar() }), abandonar: () => undefined };
    let espera: Espera | undefined;
    const resultado = new Promise<ResultadoPoll>((resolve) => {
      const temporizador = setTimeout(() => this.responder({ status: 200, cuerpo: '' }), this.pollMs);
      // The held request keeps the server busy; the timer alone must not keep a stopping process alive.
      temporizador.unref();
      espera = { responder: resolve, temporizador };
      this.espera = espera;
      this.conexion.marcarActiva();
    });
    return {
      resultado,
      abandonar: () => {
        if (this.espera === espera) this.responder({ status: 204 });
      },
    };
  }

  private responder(resultado: ResultadoPoll): void {
    const espera = this.espera;
    if (!espera) return;
    this.espera = null;
    clearTimeout(espera.temporizador);
    this.conexion.marcarInactiva();
    espera.responder(resultado);
  }

  private vaciar(): string {
    const cuerpo = this.cola.join('');
    this.cola = [];
    this.enCola = 0;
    return cuerpo;
  }
}
