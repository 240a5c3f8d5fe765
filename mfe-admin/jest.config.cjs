/** Unit tests of the remote: its route table and pages, rendered in jsdom. */
module.exports = require('../build/jest-front.cjs').configJest();
