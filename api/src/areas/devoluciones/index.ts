import type { FastifyPluginAsync } from 'fastify';
import devolucion from './devolucion/routes.js';
import recall from './recall/routes.js';

/**
 * Area `devoluciones` (the returns remote): general, recall and expired-product returns, and the recalls.
 * This file is the area's face: its routes (the default export, mounted under `/api` by areas/index.ts) and, below, what
 * app.ts, the jobs and the seed use of it. Another area uses the face of the module it needs (`<modulo>/index.ts`);
 * nothing outside the area imports its other files.
 */
const rutas: FastifyPluginAsync = async (app) => {
  await app.register(devolucion);
  await app.register(recall);
};

export default rutas;

export { FLAG_TRAZABLE, avanzarDevoluciones, lotesDeLinea, registrarDespacho, serieDeUnidad } from './devolucion/index.js';
