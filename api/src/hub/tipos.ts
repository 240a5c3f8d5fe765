import type { MetodosHub } from './metodos.js';
import type { Armar } from './salida.js';

/**
 * What the rest of the API may ask of the real-time hub. Messages sent during one turn of the event loop leave
 * together at its end; each promise resolves once they went out.
 */
export interface Hub {
  /** Invokes `metodo` on every connection of the pharmacy (on every API process), except the one whose id is `exceptoConnectionId`. */
  enviarAFarmacia(farmaciaId: number, metodo: string, args: unknown[], exceptoConnectionId?: string | null): Promise<void>;
  /**
   * Like `enviarAFarmacia`, but the arguments and the excluded connection are asked of `armar` when this turn's
   * messages leave: a sender whose state changes several times in a turn (the cart) calls it once and sends its last
   * state, encoded once.
   */
  enviarAFarmaciaAlSalir(farmaciaId: number, metodo: string, armar: Armar): Promise<void>;
  /** Invokes `metodo` on every connection (on every API process). */
  enviarATodos(metodo: string, args: unknown[]): Promise<void>;
  /** Drops the transport of a connection of this process without a Close message, as a network failure would; false when it is not here. */
  interrumpir(connectionId: string): boolean;
  /** Where modules register the methods clients may invoke, and learn that a connection of this process ended. */
  readonly metodos: Pick<MetodosHub, 'registrar' | 'alCerrarConexion'>;
  /** Open and pending connections of this process. */
  conexiones(): number;
  cerrar(): Promise<void>;
}
