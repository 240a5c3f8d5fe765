/** Timers and limits of the hub; the defaults are the ones the official client and the .NET server agree on. */
export interface TiemposHub {
  /** The server sends a Ping when it has sent nothing for this long (the client gives up after 30 s of silence). */
  keepAliveMs: number;
  /** A connection that has sent nothing (not even a Ping) for this long is closed. */
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
  /** How long a long-poll GET is held open waiting for messages. */
  pollMs: number;
  /**
   * How long a connection may stay without a transport: negotiated and never connected, long polling with no poll,
   * or a stateful connection waiting for its client to reconnect.
   */
  desconexionMs: number;
  /** Bound of the unacknowledged messages kept for a stateful reconnect. */
  bufferReconexionBytes: number;
  /** Least time between two Ack messages. */
  ackMs: number;
}

/**
 * Bytes a client may leave unread before it is dropped. A client that stopped reading (a frozen tab, a dead network)
 * would otherwise make the server keep every broadcast for it in memory; dropped, it reconnects and reads the cart
 * again, or gets the unacknowledged messages replayed (stateful reconnect).
 */
export const MAXIMO_SIN_LEER = 4 * 1024 * 1024;

export interface OpcionesHub extends TiemposHub {
  /** The Redis channel the API processes of one deployment share (several deployments or test suites may share a Redis). */
  canalRedis: string;
  /** This process's name, which starts its connections' ids and tokens (`HUB_INSTANCIA`, see instancia.ts); null: none. */
  instancia: string | null;
}

export const OPCIONES_HUB: OpcionesHub = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  pollMs: 90_000,
  desconexionMs: 15_000,
  bufferReconexionBytes: 100_000,
  ackMs: 1_000,
  canalRedis: 'portal:hub',
  instancia: null,
};

declare module '../config.js' {
  interface ConfigApi {
    /** Overrides of the hub's defaults (tests shorten the timers and use their own Redis channel). */
    hub?: Partial<OpcionesHub>;
  }
}
