/**
 * Face of the `parametros` module: the system parameters. Other modules import only this file (and its tables, for
 * foreign keys).
 */
export { leerParametro, leerParametros, valorParametroSql } from './service.js';
