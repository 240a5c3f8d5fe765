/**
 * Development-only helper of the remotes: the stand-alone dev shell (the helpers of their tests live under
 * shared/test: `@portal/shared/pruebas/rutas`, `@portal/shared/pruebas/usuario`). Not a federated subpath
 * (build/federacion.cjs shares only `@portal/shared` and its `/contracts`, `/domain`, `/client`): each remote's dev
 * server bundles it into its own dev entry, and no production build imports it.
 */
export { iniciarShellDesarrollo } from './shell-desarrollo.js';
