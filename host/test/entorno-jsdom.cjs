const { TestEnvironment } = require('jest-environment-jsdom');
const { webcrypto } = require('node:crypto');
const util = require('node:util');

/**
 * jsdom has neither `fetch` nor `crypto.subtle`; oidc-client-ts and the API client need both to talk to
 * the real HTTP servers the tests start, so the environment lends them Node's own implementations.
 */
class EntornoJsdomConRed extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    g.fetch = fetch;
    g.Request = Request;
    g.Response = Response;
    g.Headers = Headers;
    // Node's fetch and Request accept only Node's own signals; react-router builds Requests with them too.
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.TextEncoder = util.TextEncoder;
    g.TextDecoder = util.TextDecoder;
    Object.defineProperty(g, 'crypto', { value: webcrypto, configurable: true });
  }
}

module.exports = EntornoJsdomConRed;
