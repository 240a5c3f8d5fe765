import fp from 'fastify-plugin';
import { OPCIONES_HUB } from './config.js';
import { backplaneLocal, backplaneRedis } from './backplane.js';
import { RegistroConexiones } from './registro.js';
import { rutasHub } from './rutas.js';
import { ServidorHub, entregaLocal } from './servidor.js';
import { atenderWebSockets } from './websocket.js';

/**
 * The real-time hub: a SignalR server at /CarritoUsuarioHub (negotiate, WebSockets, server-sent events, long polling,
 * JSON hub protocol) that the official client uses unchanged. Connections join their pharmacy's group; `app.hub` sends
 * to a group or to everyone, through Redis when REDIS_URL is set so every API process delivers.
 */
export default fp(
  async (app) => {
    const opciones = { ...OPCIONES_HUB, ...app.configApi.hub };
    const log = app.log.child({ modulo: 'hub' });
    const registro = new RegistroConexiones({
      tiempos: opciones,
      // Public ids and the user only: the connection token and the access token stay out of the log.
      alAbrir: (c) =>
        log.debug(
          { connectionId: c.connectionId, sub: c.usuario.sub, farmaciaId: c.farmaciaId, transporte: c.tipoTransporte },
          'hub: conexión abierta',
        ),
      alCerrar: (c) => log.debug({ connectionId: c.connectionId, sub: c.usuario.sub }, 'hub: conexión cerrada'),
      alError: (c, mensaje) => log.info({ connectionId: c.connectionId, sub: c.usuario.sub, mensaje }, 'hub: conexión terminada con error'),
    });
    const entregar = entregaLocal(registro);
    const { redisUrl } = app.configApi;
    const backplane = redisUrl ? await backplaneRedis(redisUrl, opciones.canalRedis, entregar, log) : backplaneLocal(entregar);
    const hub = new ServidorHub(registro, backplane);
    app.decorate('hub', hub);

    const webSockets = atenderWebSockets(app, registro, log);
    await rutasHub(app, registro, opciones);

    // Before the server stops: open sockets and held polls would otherwise keep it waiting.
    app.addHook('preClose', async () => {
      await hub.cerrar();
      await webSockets.cerrar();
    });
  },
  { name: 'hub' },
);
