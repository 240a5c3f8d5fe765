'use strict';
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom with what pages that call a real local HTTP server need: Node's `fetch` and its companions, a `ResizeObserver`
 * that never reports (jsdom lays nothing out) and a `MessageChannel` that delivers on the page's timer (antd's Select
 * schedules through it; Node's own would keep jest from exiting). A package points its jest `testEnvironment` here.
 */
class EntornoJsdomRed extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const global = this.global;
    Object.assign(global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      structuredClone,
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
    class Puerto {
      onmessage = null;
      otro = null;
      postMessage(data) {
        global.setTimeout(() => this.otro?.onmessage?.({ data }), 0);
      }
      start() {}
      close() {
        this.otro = null;
      }
    }
    global.MessageChannel ??= class {
      port1 = new Puerto();
      port2 = new Puerto();
      constructor() {
        this.port1.otro = this.port2;
        this.port2.otro = this.port1;
      }
    };
  }

  /** @ant-design/icons' ES build under jsdom's `browser` condition cannot be required untransformed; the CommonJS one is the same code. */
  exportConditions() {
    return ['require', 'default'];
  }
}

module.exports = EntornoJsdomRed;
