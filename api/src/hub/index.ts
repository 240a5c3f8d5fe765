import fp from 'fastify-plugin';
import { CONTEXTO_CAMBIADO } from '../auth/verificador.js';
import { VIGENCIA_SIN_AVISOS_MS } from '../auth/vigencia.js';
import { OPCIONES_HUB } from './config.js';
import { backplaneLocal, backplaneRedis } from './backplane.js';
import { leerInstancia } from './instancia.js';
import { MetodosHub } from './metodos.js';
import { RegistroConexiones } from './registro.js';
import { rutasHub } from './rutas.js';
import { ServidorHub, entregaLocal } from './servidor.js';
import { atenderWebSockets } from './upgrade-websocket.js';

/** Read by the client's reconnect logic only (it reconnects at once); never shown. */
const MENSAJE_PONERSE_AL_DIA = 'Se restableció la comunicación entre servidores: reconéctese para recibir el carrito actual.';

/**
 * The real-time hub: a SignalR server at /CarritoUsuarioHub (negotiate, WebSockets, server-sent events, long polling,
 * JSON hub protocol) that the official client uses unchanged. Connections join their pharmacy's group; `app.hub` sends
 * to a group or to everyone, through Redis when REDIS_URL is set so every API process delivers.
 */
export default fp(
  async (app) => {
    const opciones = { ...OPCIONES_HUB, instancia: leerInstancia(), ...app.configApi.hub };
    const log = app.log.child({ modulo: 'hub' });
    const metodos = new MetodosHub();
    const registro = new RegistroConexiones({
      tiempos: opciones,
      instancia: opciones.instancia,
      metodos,
      // Public ids and the user only: the connection token and the access token stay out of the log.
      alAbrir: (c) =>
        log.debug(
          { connectionId: c.connectionId, sub: c.usuario.sub, farmaciaId: c.farmaciaId, transporte: c.tipoTransporte },
          'hub: conexión abierta',
        ),
      alCerrar: (c) => log.debug({ connectionId: c.connectionId, sub: c.usuario.sub }, 'hub: conexión cerrada'),
      alError: (c, mensaje) => log.info({ connectionId: c.connectionId, sub: c.usuario.sub, mensaje }, 'hub: conexión terminada con error'),
    });
    app.metricas.medirConexionesHub(() => registro.porTransporte());
    const entregar = entregaLocal(registro);
    const { redisUrl } = app.configApi;
    // Messages lost on the way between processes (Redis restarted): the connections that may lack them reconnect and catch up.
    const alPerder = (farmacias: readonly number[] | null) => {
      const pedidas = registro.pedirReconexion(farmacias, MENSAJE_PONERSE_AL_DIA);
      if (pedidas > 0) log.info({ pedidas, farmacias }, 'hub: conexiones reconectadas para ponerse al día');
    };
    const backplane = redisUrl ? await backplaneRedis(redisUrl, opciones.canalRedis, entregar, log, alPerder, app.metricas.backplane) : backplaneLocal(entregar);
    const hub = new ServidorHub(registro, backplane, metodos, (err) => log.error({ err }, 'hub: no se pudo armar un mensaje'));
    app.decorate('hub', hub);

    const webSockets = atenderWebSockets(app, registro, log);
    await rutasHub(app, registro, opciones);

    // A user whose rights changed loses its connections at once: the notice reaches every API process.
    const cerrarVencidas = (sub: string, version: number | null) => {
      const cerradas = registro.cerrarDeUsuario(sub, version, CONTEXTO_CAMBIADO);
      if (cerradas > 0) log.info({ sub, cerradas }, 'hub: conexiones cerradas por un cambio del usuario');
    };
    app.vigencia.alCambiar(cerrarVencidas);
    // And should no notice arrive (Redis down), within VIGENCIA_SIN_AVISOS_MS: while notices do arrive the versions
    // are still fresh and this reads nothing.
    const revision = setInterval(() => {
      for (const sub of registro.usuarios()) {
        app.vigencia.version(sub).then(
          (version) => cerrarVencidas(sub, version),
          () => undefined,
        );
      }
    }, VIGENCIA_SIN_AVISOS_MS);
    revision.unref();

    // Before the server stops: open sockets and held polls would otherwise keep it waiting.
    app.addHook('preClose', async () => {
      clearInterval(revision);
      await hub.cerrar();
      await webSockets.cerrar();
    });
  },
  { name: 'hub' },
);
