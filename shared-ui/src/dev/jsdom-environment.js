// jsdom plus the web platform globals Node already has and jsdom lacks (react-router's data
// routers need Request/Response and TextEncoder), and Node's URL, which the code meets in the browser
// as a native one too (jsdom's own, written in JavaScript, made URL-heavy tests several times slower).
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
      'URL',
      'URLSearchParams',
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
