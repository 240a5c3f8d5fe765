/**
 * Development-only helpers of the remotes: the stand-alone dev shell and the tests of a remote's route table.
 * Not a federated subpath (build/federacion.cjs shares only `@portal/shared` and its `/contracts`, `/domain`,
 * `/client`): each remote's dev server bundles it into its own dev entry, and no production build imports it.
 */
export { iniciarShellDesarrollo } from './shell-desarrollo.js';
export { probarRutasRemoto } from './pruebas-rutas.js';
export { USUARIO_PRUEBA } from './usuario-prueba.js';
