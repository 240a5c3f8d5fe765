/**
 * Face of the `laboratorio` module: the laboratories. Other modules import only this file (and its tables, for foreign
 * keys).
 */
export { nombresDeLaboratorios } from './service.js';
