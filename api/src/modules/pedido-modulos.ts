import type { FastifyPluginAsync } from 'fastify';
import pedido from './pedido/routes.js';
import pedidoHistorico from './pedido-historico/routes.js';
import favoritos from './favoritos/routes.js';
import recuperador from './recuperador/routes.js';
import archivoImportado from './archivo-importado/routes.js';
import { iniciarCumplimiento, intervaloCumplimiento } from '../jobs/programador.js';

/** Orders (confirmation, queries, shifts), favourites, the recoverer and imported files; and the fulfilment job. */
const pedidoModulos: FastifyPluginAsync = async (app) => {
  for (const modulo of [pedido, pedidoHistorico, favoritos, recuperador, archivoImportado]) {
    await app.register(modulo);
  }
  const intervalo = intervaloCumplimiento();
  if (intervalo === 0) return;
  let detener: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    detener = iniciarCumplimiento(app, intervalo);
  });
  app.addHook('onClose', async () => {
    await detener?.();
  });
};

export default pedidoModulos;
