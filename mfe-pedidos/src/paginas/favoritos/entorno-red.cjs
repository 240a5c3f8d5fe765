const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom has no `fetch`, and the pages' tests call a real HTTP server: this environment lends them Node's own.
 * Test files pick it with a `@jest-environment` docblock, because the package's jest configuration uses plain jsdom.
 */
class EntornoJsdomConRed extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = EntornoJsdomConRed;
