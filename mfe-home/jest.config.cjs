/** Unit tests of the remote: its route table and pages, in jsdom with Node's fetch (see jest.entorno.cjs). */
module.exports = require('../build/jest-front.cjs').configJest({
  entorno: '<rootDir>/jest.entorno.cjs',
  // The package's own routes, registered as the portal's host does from its manifest (routePath in its pages).
  setupFiles: ['<rootDir>/test/rutas-propias.ts'],
});
