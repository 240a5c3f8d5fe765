import type { FastifyPluginAsync } from 'fastify';
import plataforma from '../plataforma/index.js';
import usuarios from './usuarios/index.js';
import inicio from './inicio/index.js';
import pedidos from './pedidos/index.js';
import cuentaCorriente from './cuenta-corriente/index.js';
import devoluciones from './devoluciones/index.js';

/**
 * Every resource module's routes, area by area (each area mirrors a remote, DESIGN §6), after the platform's. The
 * app mounts this under `/api`, so it must stay encapsulated (no fastify-plugin).
 */
const modulos: FastifyPluginAsync = async (app) => {
  await app.register(plataforma);
  for (const area of [usuarios, inicio, pedidos, cuentaCorriente, devoluciones]) await app.register(area);
};

export default modulos;
