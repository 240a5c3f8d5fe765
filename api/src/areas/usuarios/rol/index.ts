/**
 * Face of the `rol` module: the roles. Other modules import only this file (and its tables, for foreign keys).
 */
export { catalogoRoles, nombresDeRoles, rolesPorId } from './service.js';
