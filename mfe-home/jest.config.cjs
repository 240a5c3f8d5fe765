/** Unit tests of the remote: its route table and pages, in jsdom with Node's fetch (see jest.entorno.cjs). */
module.exports = require('../build/jest-front.cjs').configJest({ entorno: '<rootDir>/jest.entorno.cjs' });
