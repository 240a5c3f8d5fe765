import type { ServerResponse } from 'node:http';
import type { Conexion, Transporte } from '../conexion.js';
import { MAXIMO_SIN_LEER } from '../config.js';
import type { Paquete } from '../paquete.js';

export class TransporteSse implements Transporte {
  readonly tipo = 'ServerSentEvents';

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

  enviar(paquete: Paquete): void {
    if (this.respuesta.writableEnded) return;
    // A client that stopped reading is dropped (see MAXIMO_SIN_LEER); the stream's close ends the connection.
    if (this.respuesta.writableLength > MAXIMO_SIN_LEER) {
      this.respuesta.destroy();
      return;
    }
    this.respuesta.write(paquete.eventoSse);
  }

  cerrar(): void {
    if (!this.respuesta.writableEnded) this.respuesta.end();
  }
}
