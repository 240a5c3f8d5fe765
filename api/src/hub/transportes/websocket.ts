import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { MAXIMO_SIN_LEER } from '../config.js';
import type { Conexion, Transporte } from '../conexion.js';
import type { Paquete } from '../paquete.js';

/** Close codes after which the client will not come back for a stateful reconnect. */
const CIERRES_LIMPIOS = new Set([1000, 1001, 1005]);

/**
 * `ws` reads the socket and answers the client's control frames; hub messages go out as frames built once per
 * broadcast (`Paquete`) and written straight to the TCP socket, so a broadcast to 2,000 connections frames and
 * encodes its text once instead of 2,000 times. This is safe because the hub's `ws` server never compresses and never
 * sends blobs: its sender then never queues, and each of its frames (pong, close) is written whole, at once, so frames
 * cannot interleave.
 */
export class TransporteWebSocket implements Transporte {
  readonly tipo = 'WebSockets';

  constructor(
    private readonly ws: WebSocket,
    /** The socket `ws` took over in `handleUpgrade`. */
    private readonly socket: Duplex,
    conexion: Conexion,
  ) {
    ws.on('message', (datos: WebSocket.RawData) => {
      conexion.recibir(Array.isArray(datos) ? Buffer.concat(datos).toString('utf8') : Buffer.from(datos as ArrayBuffer).toString('utf8'));
    });
    ws.on('close', (codigo: number) => conexion.transporteTerminado(this, CIERRES_LIMPIOS.has(codigo)));
    // A failed socket also emits 'close', which is where the connection learns of it.
    ws.on('error', () => undefined);
  }

  enviar(paquete: Paquete): void {
    // After a close frame (sent or received) nothing more may follow.
    if (this.ws.readyState !== WebSocket.OPEN) return;
    // Checked before writing: one large frame always goes out; only a backlog the client does not drain counts.
    if (this.socket.writableLength > MAXIMO_SIN_LEER) {
      this.ws.terminate();
      return;
    }
    this.socket.write(paquete.tramaWebSocket);
  }

  cerrar(limpio: boolean): void {
    if (limpio) this.ws.close(1000);
    else this.ws.terminate();
  }
}
