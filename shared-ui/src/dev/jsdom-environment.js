// jsdom plus the web platform globals Node already has and jsdom lacks (react-router's data
// routers need Request/Response and TextEncoder).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of [
      'TextEncoder',
      'TextDecoder',
      'Request',
      'Response',
      'Headers',
      'fetch',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'structuredClone',
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
