/** Unit tests of the remote: its route table and pages, rendered in jsdom against a real local HTTP server (test/support). */
module.exports = require('../build/jest-front.cjs').configJest({
  entorno: '<rootDir>/../build/entorno-jsdom-red.cjs',
  // The package's own routes, registered as the portal's host does from its manifest (routePath in its pages).
  setupFiles: ['<rootDir>/test/rutas-propias.ts'],
});
