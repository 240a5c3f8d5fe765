/**
 * Face of the `favoritos` module: the user's favourite products. Other modules import only this file (and its tables,
 * for foreign keys).
 */
export { registrarUltimoPedido } from './service.js';
