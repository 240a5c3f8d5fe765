import type { FastifyPluginAsync } from 'fastify';
import carrito from './carrito/routes.js';
import importes from './carrito/importes-routes.js';
import comboValidar from './combo-validar/routes.js';
import restricciones from './restricciones/routes.js';

/** The shared cart of a pharmacy: its lines, its amounts, combo validation and the restriction check before ordering. */
const carritoModulos: FastifyPluginAsync = async (app) => {
  for (const modulo of [carrito, importes, comboValidar, restricciones]) {
    await app.register(modulo);
  }
};

export default carritoModulos;
