/**
 * Face of the `precio` module: a product's price for a pharmacy, with its discount and the best offer. Other modules
 * import only this file (and its tables, for foreign keys).
 */
export { valorUnitario } from './calculo-precio.js';
export { mejorOfertaPorLinea } from './mejor-oferta.js';
export { preciosParaFarmacia } from './precio.js';
