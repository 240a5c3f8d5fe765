const { TestEnvironment } = require('jest-environment-jsdom');

/** jsdom has no `fetch`: the pages' tests call a real HTTP server, so the environment lends them Node's own. */
class EntornoJsdomConRed extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = EntornoJsdomConRed;
