import type { FastifyPluginAsync } from 'fastify';
import producto from './producto/routes.js';
import categoria from './categoria/routes.js';
import droga from './droga/routes.js';
import laboratorio from './laboratorio/routes.js';
import oferta from './oferta/routes.js';
import combo from './combo/routes.js';

/** The catalogue lookups of the ordering section: products, prices, categories, drugs, laboratories, offers and combos. */
const catalogo: FastifyPluginAsync = async (app) => {
  for (const modulo of [producto, categoria, droga, laboratorio, oferta, combo]) {
    await app.register(modulo);
  }
};

export default catalogo;
