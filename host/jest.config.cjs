/** Unit tests of the host: jsdom with the Node network globals (see test/entorno-jsdom.cjs). */
module.exports = require('../build/jest-front.cjs').configJest({
  entorno: '<rootDir>/test/entorno-jsdom.cjs',
  roots: ['<rootDir>/src', '<rootDir>/test'],
});
