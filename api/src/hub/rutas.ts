import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UsuarioToken } from '../auth/tipos.js';
import { conflicto, solicitudInvalida } from '../errores.js';
import type { TiemposHub } from './config.js';
import type { Conexion } from './conexion.js';
import type { RegistroConexiones } from './registro.js';
import { conexionDeSolicitud, consultaDe, usuarioDeSolicitud } from './solicitud.js';
import { TransporteLongPolling } from './transportes/long-polling.js';
import { TransporteSse } from './transportes/sse.js';

export const RUTA_HUB = '/CarritoUsuarioHub';

/** The authentication hook has usually verified the token already (header, or `access_token` on hub routes). */
const usuarioDe = (app: FastifyInstance, request: FastifyRequest, consulta: URLSearchParams): Promise<UsuarioToken> =>
  request.usuario ? Promise.resolve(request.usuario) : usuarioDeSolicitud(app, request.headers, consulta);

/** The server's order is the client's order of preference. */
const TRANSPORTES = [
  { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
];

/** These URLs carry the secret connection token, and long polling would flood the log: only warnings and errors are logged. */
const SIN_REGISTRO = { logLevel: 'warn' } as const;

const SIN_CACHE = 'no-cache, no-store';

/** Negotiate, and the HTTP side of server-sent events and long polling (TransportProtocols.md). */
export async function rutasHub(app: FastifyInstance, registro: RegistroConexiones, tiempos: TiemposHub): Promise<void> {
  await app.register(async (hub) => {
    // Hub messages are text (JSON records); whatever the client declares, the body is read as a string.
    hub.removeAllContentTypeParsers();
    hub.addContentTypeParser('*', { parseAs: 'string' }, (_request, cuerpo, listo) => listo(null, cuerpo));

    hub.post(`${RUTA_HUB}/negotiate`, async (request, reply) => {
      // Negotiate is a plain API call: the token comes only in the Authorization header.
      const usuario = await usuarioDeSolicitud(app, request.headers, new URLSearchParams());
      const consulta = consultaDe(request.url);
      const version = Number(consulta.get('negotiateVersion')) >= 1 ? 1 : 0;
      const stateful = consulta.get('useStatefulReconnect') === 'true';
      const conexion = registro.crear(usuario, { stateful, version0: version === 0 });
      reply.header('Cache-Control', SIN_CACHE);
      return {
        connectionId: conexion.connectionId,
        ...(version >= 1 ? { connectionToken: conexion.connectionToken } : {}),
        negotiateVersion: version,
        ...(stateful ? { useStatefulReconnect: true } : {}),
        availableTransports: TRANSPORTES,
      };
    });

    hub.get(RUTA_HUB, SIN_REGISTRO, async (request, reply) => {
      const consulta = consultaDe(request.url);
      const usuario = await usuarioDe(app, request, consulta);
      const conexion = conexionDeSolicitud(registro, consulta, usuario);
      if ((request.headers.accept ?? '').includes('text/event-stream')) return eventos(conexion, reply);
      return longPoll(conexion, reply, tiempos.pollMs);
    });

    hub.post(RUTA_HUB, SIN_REGISTRO, async (request, reply) => {
      const consulta = consultaDe(request.url);
      const usuario = await usuarioDe(app, request, consulta);
      const conexion = conexionDeSolicitud(registro, consulta, usuario);
      if (conexion.tipoTransporte !== 'ServerSentEvents' && conexion.tipoTransporte !== 'LongPolling') {
        throw solicitudInvalida('Esta conexión no recibe mensajes por POST.');
      }
      conexion.recibir(typeof request.body === 'string' ? request.body : '');
      return reply.code(200).header('Cache-Control', SIN_CACHE).type('text/plain; charset=utf-8').send('');
    });

    hub.delete(RUTA_HUB, SIN_REGISTRO, async (request, reply) => {
      const consulta = consultaDe(request.url);
      const usuario = await usuarioDe(app, request, consulta);
      conexionDeSolicitud(registro, consulta, usuario).descartar();
      return reply.code(202).type('text/plain; charset=utf-8').send('');
    });
  });
}

function eventos(conexion: Conexion, reply: FastifyReply): FastifyReply {
  if (conexion.tipoTransporte && conexion.tipoTransporte !== 'ServerSentEvents') {
    throw solicitudInvalida('La conexión ya usa otro transporte.');
  }
  if (conexion.tipoTransporte) throw conflicto('La conexión ya tiene un flujo de eventos abierto.');
  reply.hijack();
  conexion.adjuntar(new TransporteSse(reply.raw, conexion));
  return reply;
}

async function longPoll(conexion: Conexion, reply: FastifyReply, pollMs: number): Promise<FastifyReply> {
  if (conexion.tipoTransporte && conexion.tipoTransporte !== 'LongPolling') throw solicitudInvalida('La conexión ya usa otro transporte.');
  reply.header('Cache-Control', SIN_CACHE).type('text/plain; charset=utf-8');
  const transporte = conexion.transporteActual;
  if (!(transporte instanceof TransporteLongPolling)) {
    // The first poll only confirms the connection and answers at once.
    conexion.adjuntar(new TransporteLongPolling(conexion, pollMs));
    conexion.marcarInactiva();
    return reply.code(200).send('');
  }
  const poll = transporte.poll();
  reply.raw.once('close', poll.abandonar);
  const resultado = await poll.resultado;
  reply.raw.off('close', poll.abandonar);
  if (resultado.status === 204) return reply.code(204).send();
  return reply.code(200).send(resultado.cuerpo);
}
