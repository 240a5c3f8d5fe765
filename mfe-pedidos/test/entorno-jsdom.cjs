const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * antd's Select schedules through MessageChannel, which jsdom does not have. Node's own would keep jest from exiting (an
 * open port), so a pair of ports that deliver on the page's timer stands in for it.
 */
function canalPorTemporizador(global) {
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
  return class Canal {
    port1 = new Puerto();
    port2 = new Puerto();
    constructor() {
      this.port1.otro = this.port2;
      this.port2.otro = this.port1;
    }
  };
}

/**
 * jsdom without the web platform pieces the ordering pages use: `fetch` (tests call a real HTTP server), streams with
 * `CompressionStream` (the catalogue cache), a `Blob` that streams, and `structuredClone` (fake-indexeddb). Node lends its own.
 */
class EntornoJsdomConRed extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      Blob,
      ReadableStream,
      WritableStream,
      TransformStream,
      CompressionStream,
      DecompressionStream,
      structuredClone,
      // antd measures text and lists with it; jsdom lays nothing out, so there is never anything to report.
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
    this.global.MessageChannel ??= canalPorTemporizador(this.global);
  }

  /**
   * Under jsdom's `browser` condition @ant-design/icons reaches @ant-design/colors' ES build, which jest cannot require
   * untransformed; the CommonJS builds of every package are the same code.
   */
  exportConditions() {
    return ['require', 'default'];
  }
}

module.exports = EntornoJsdomConRed;
