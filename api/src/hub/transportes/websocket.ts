import WebSocket from 'ws';
import type { Conexion, Transporte } from '../conexion.js';
import { Lote } from './lote.js';

/** Close codes after which the client will not come back for a stateful reconnect. */
const CIERRES_LIMPIOS = new Set([1000, 1001, 1005]);

export class TransporteWebSocket implements Transporte {
  readonly tipo = 'WebSockets';
  private readonly lote = new Lote((texto) => {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(texto);
  });

  constructor(
    private readonly socket: WebSocket,
    conexion: Conexion,
  ) {
    socket.on('message', (datos: WebSocket.RawData) => {
      conexion.recibir(Array.isArray(datos) ? Buffer.concat(datos).toString('utf8') : Buffer.from(datos as ArrayBuffer).toString('utf8'));
    });
    socket.on('close', (codigo: number) => conexion.transporteTerminado(this, CIERRES_LIMPIOS.has(codigo)));
    // A failed socket also emits 'close', which is where the connection learns of it.
    socket.on('error', () => undefined);
  }

  enviar(texto: string): void {
    this.lote.agregar(texto);
  }

  cerrar(limpio: boolean): void {
    if (!limpio) {
      this.socket.terminate();
      return;
    }
    this.lote.vaciar();
    this.socket.close(1000);
  }
}
