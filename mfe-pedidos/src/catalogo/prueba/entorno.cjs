const { TestEnvironment } = require('jest-environment-jsdom');

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
