/**
 * Face of the `control-pedido` module: the order control of a remito: what it found missing. Other modules import only
 * this file (and its tables, for foreign keys).
 */
export { faltantesControlados } from './faltantes.js';
