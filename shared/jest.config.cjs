/** Unit tests of @portal/shared: node by default (real HTTP servers); React tests opt into jsdom with a docblock. */
module.exports = require('../build/jest-front.cjs').configJest({
  entorno: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  maxWorkers: 1,
});
