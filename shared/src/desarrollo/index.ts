/**
 * Development-only helpers of the remotes: the stand-alone dev shell and the demo user of their tests (the route
 * tests every remote runs live with the other test helpers: `@portal/shared/pruebas/rutas`, test/pruebas-rutas.tsx).
 * Not a federated subpath (build/federacion.cjs shares only `@portal/shared` and its `/contracts`, `/domain`,
 * `/client`): each remote's dev server bundles it into its own dev entry, and no production build imports it.
 */
export { iniciarShellDesarrollo } from './shell-desarrollo.js';
export { USUARIO_PRUEBA } from './usuario-prueba.js';
