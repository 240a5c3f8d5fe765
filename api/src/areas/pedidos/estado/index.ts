/**
 * Face of the `estado` module: the states shared by orders and returns. Other modules import only this file (and its
 * tables, for foreign keys).
 */
export { descripcionEstado, listarEstados } from './service.js';
