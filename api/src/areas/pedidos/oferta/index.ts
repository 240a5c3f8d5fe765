/**
 * Face of the `oferta` module: the offers in force and their lines. Other modules import only this file (and its
 * tables, for foreign keys).
 */
export { leyendasDeOfertas, ofertasConLineas, ofertasDeTroqueles, type OfertaDeTroquel } from './service.js';
