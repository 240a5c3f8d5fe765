/**
 * Unit tests of the remote: its route table, pages, cart, catalogue cache and search, in jsdom with the web platform
 * pieces they use (test/entorno-jsdom.cjs); test servers and fixtures live in test/support.
 */
module.exports = require('../build/jest-front.cjs').configJest({
  entorno: '<rootDir>/test/entorno-jsdom.cjs',
  // The package's own routes, registered as the portal's host does from its manifest (routePath in its pages).
  setupFiles: ['<rootDir>/test/rutas-propias.ts'],
});
