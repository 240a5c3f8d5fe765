const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without what the home pages use: Node's `fetch` (the tests call a real HTTP server), and a MessageChannel for
 * antd's pop-ups, whose ports deliver on the page's own timer (Node's would hold jest open).
 */
class EntornoJsdomConRed extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const global = this.global;
    Object.assign(global, { fetch, Request, Response, Headers, AbortController, AbortSignal });
    const puerto = () => ({ onmessage: null, par: null, start() {}, close() {}, postMessage(data) { global.setTimeout(() => this.par?.onmessage?.({ data }), 0); } });
    global.MessageChannel ??= function MessageChannel() {
      this.port1 = puerto();
      this.port2 = puerto();
      [this.port1.par, this.port2.par] = [this.port2, this.port1];
    };
  }
}

module.exports = EntornoJsdomConRed;
