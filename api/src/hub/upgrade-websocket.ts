import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { ErrorHttp, conflicto, prohibido, solicitudInvalida } from '../errores.js';
import { cuerpoError, MENSAJE_ERROR_INTERNO } from '../plugins/errores.js';
import type { Conexion } from './conexion.js';
import { origenAceptado, origenesPermitidos } from './origen.js';
import type { RegistroConexiones } from './registro.js';
import { conexionDeSolicitud, usuarioDeSolicitud } from './solicitud.js';
import { TransporteWebSocket } from './transportes/websocket.js';
import { RUTA_HUB } from './rutas.js';

const MAXIMO_MENSAJE = 1024 * 1024;
/** At shutdown, how long clients get to answer the closing handshake before their sockets are cut. */
const PLAZO_CIERRE_MS = 2_000;

function rechazar(socket: Duplex, status: number, mensaje: string): void {
  const cuerpo = JSON.stringify(cuerpoError(status, mensaje));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(cuerpo)}\r\n` +
      'Connection: close\r\n\r\n' +
      cuerpo,
  );
}

/**
 * WebSocket upgrades on the app's own HTTP server (fastify does not route them): origin, token and connection checks,
 * then the `ws` library takes the socket.
 */
export function atenderWebSockets(
  app: FastifyInstance,
  registro: RegistroConexiones,
  log: FastifyBaseLogger,
): { cerrar(): Promise<void> } {
  const servidor = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: MAXIMO_MENSAJE });
  const permitidos = origenesPermitidos(app.configApi);

  async function conexionDelUpgrade(solicitud: IncomingMessage, consulta: URLSearchParams): Promise<Conexion> {
    if (!origenAceptado(solicitud.headers.origin, permitidos)) throw prohibido('El origen de la conexión no está permitido.');
    const usuario = await usuarioDeSolicitud(app, solicitud.headers, consulta);
    // Without an id the client skipped negotiation: the connection starts here.
    if (!consulta.has('id')) return registro.crear(usuario, { stateful: false, version0: false });
    const conexion = conexionDeSolicitud(registro, consulta, usuario);
    if (conexion.tipoTransporte && conexion.tipoTransporte !== 'WebSockets') throw solicitudInvalida('La conexión ya usa otro transporte.');
    if (conexion.tieneTransporte && !conexion.stateful) throw conflicto('La conexión ya tiene un WebSocket abierto.');
    return conexion;
  }

  app.server.on('upgrade', (solicitud: IncomingMessage, socket: Duplex, inicio: Buffer) => {
    socket.on('error', () => undefined);
    const url = new URL(solicitud.url ?? '/', 'http://hub');
    if (url.pathname.replace(/\/+$/, '').toLowerCase() !== RUTA_HUB.toLowerCase()) {
      rechazar(socket, 404, 'No se encontró el recurso solicitado.');
      return;
    }
    conexionDelUpgrade(solicitud, url.searchParams).then(
      (conexion) =>
        servidor.handleUpgrade(solicitud, socket, inicio, (ws) => {
          if (conexion.cerrada) {
            ws.close(1000);
            return;
          }
          if (conexion.tieneTransporte) {
            if (!conexion.stateful) {
              ws.close(1008, 'La conexión ya tiene un WebSocket abierto.');
              return;
            }
            // A stateful reconnect may arrive before the server noticed the old socket was gone.
            conexion.interrumpir();
          }
          conexion.adjuntar(new TransporteWebSocket(ws, socket, conexion));
        }),
      (error: unknown) => {
        if (error instanceof ErrorHttp) {
          log.debug({ status: error.status }, 'hub: WebSocket rechazado');
          rechazar(socket, error.status, error.message);
          return;
        }
        log.error({ err: error }, 'hub: error al abrir un WebSocket');
        rechazar(socket, 500, MENSAJE_ERROR_INTERNO);
      },
    );
  });

  return {
    /** Waits for the sockets the hub has just closed to finish their closing handshake (bounded), then stops. */
    async cerrar() {
      const abiertos = [...servidor.clients].map(
        (ws) => new Promise<void>((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve() : ws.once('close', () => resolve()))),
      );
      const plazo = setTimeout(() => {
        for (const ws of servidor.clients) ws.terminate();
      }, PLAZO_CIERRE_MS);
      await Promise.all(abiertos);
      clearTimeout(plazo);
      servidor.close();
    },
  };
}
