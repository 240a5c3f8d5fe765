/**
 * Face of the `usuario` module: users: the accounts identity signs in, and their pharmacies. Other modules import only
 * this file (and its tables, for foreign keys).
 */
export { buscarUsuarioPorId, cuentasUsuarios } from './acceso.js';
export { farmaciasDeUsuarios } from './farmacias.js';
export { buscarUsuarios, nombresDeUsuarios } from './service.js';
