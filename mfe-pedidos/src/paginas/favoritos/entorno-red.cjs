const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom has no `fetch`, and the pages' tests call a real HTTP server: this environment lends them Node's own.
 * Test files pick it with a `@jest-environment` docblock, because the package's jest configuration uses plain jsdom.
 */
class EntornoJsdomConRed extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal, MessageChannel });
    // antd measures the scrollbar through a pseudo-element, which jsdom reports as not implemented on every table.
    const original = this.global.getComputedStyle.bind(this.global);
    this.global.getComputedStyle = (elemento) => original(elemento);
    // antd's popovers observe their size; jsdom lays nothing out, so there is nothing to report.
    this.global.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

module.exports = EntornoJsdomConRed;
