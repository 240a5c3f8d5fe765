import type { FastifyPluginAsync } from 'fastify';
import farmacia from './farmacia/routes.js';
import parametros from './parametros/routes.js';
import kibana from './kibana/routes.js';

/**
 * The platform's resource modules, below every area: pharmacies (their conditions, groups, shifts and the pharmacy scope
 * of a caller), system parameters, the file store and the front end's log. Each one another module uses has its own
 * face (`<modulo>/index.ts`); this file only gathers their routes for areas/index.ts.
 */
const rutas: FastifyPluginAsync = async (app) => {
  await app.register(farmacia);
  await app.register(parametros);
  await app.register(kibana);
};

export default rutas;
