import type { ServerResponse } from 'node:http';
import type { Conexion, Transporte } from '../conexion.js';
import { Lote } from './lote.js';

/** Each message becomes one event: `data:` lines and a blank line (the client joins the lines with `\n`). */
export const eventoSse = (texto: string) =>
  texto
    .split(/\r\n|\r|\n/)
    .map((linea) => `data: ${linea}\r\n`)
    .join('') + '\r\n';

export class TransporteSse implements Transporte {
  readonly tipo = 'ServerSentEvents';
  private readonly lote = new Lote((texto) => {
    if (!this.respuesta.writableEnded) this.respuesta.write(eventoSse(texto));
  });

  constructor(
    private readonly respuesta: ServerResponse,
    conexion: Conexion,
  ) {
    respuesta.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-store',
      // Proxies such as nginx would otherwise hold the events back.
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    respuesta.flushHeaders();
    // The client ends the connection by dropping the stream.
    respuesta.on('close', () => conexion.transporteTerminado(this, true));
  }

  enviar(texto: string): void {
    this.lote.agregar(texto);
  }

  cerrar(): void {
    this.lote.vaciar();
    if (!this.respuesta.writableEnded) this.respuesta.end();
  }
}
