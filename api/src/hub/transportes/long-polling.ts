import type { Conexion, Transporte } from '../conexion.js';
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
  private espera: Espera | null = null;
  private terminado = false;

  constructor(
    private readonly conexion: Conexion,
    private readonly pollMs: number,
  ) {}

  enviar(paquete: Paquete): void {
    this.cola.push(paquete.texto);
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
    return cuerpo;
  }
}
