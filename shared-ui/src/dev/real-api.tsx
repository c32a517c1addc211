import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
import type { AddressInfo } from 'node:net';
import { configureBaseQuery } from 'shared-domain/api/base-query';
// The one place tests outside api-mock reach the API server from (the lint boundary rule allows it
// here only): in this process, listening for a page test, or as a fastify app to inject requests into.
import type { Content } from '../../../api-mock/src/content/content-types';
import { testApp, TEST_NOW } from '../../../api-mock/src/test-support/test-app';

export { contractSamples } from '../../../api-mock/src/test-support/contract-samples';
export { testApp, TEST_NOW, type Content };

export interface RealApi {
  /** The committed content the server answers from. */
  content(): Content;
  /** The server's own answer to a GET of `path` (under /api), for expected values. */
  getJson<T>(path: string): Promise<T>;
}

/**
 * Jest only: the real API server (api-mock over the committed content) in this process for one
 * test file, and the one RTK Query api pointed at it, so page tests read what the site reads.
 * Expected values come from `content()` or `getJson()`, never from the code under test.
 * `now` is the server's clock: TEST_NOW by default; pages that read the browser's clock pass Date.now().
 */
export function withRealApi({ now = TEST_NOW }: { now?: number } = {}): RealApi {
  // jsdom hides Node's setImmediate, which fastify needs to serve in this same process.
  Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });
  let server: { base: string; content: Content; close: () => Promise<unknown> } | null = null;
  beforeAll(async () => {
    // The dev-only store checks time the big lists; their warnings are not what page tests check.
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!/Middleware took/.test(String(args[0]))) warn(...args);
    });
    const { app, content } = await testApp(now);
    await app.listen({ port: 0, host: '127.0.0.1' });
    server = { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`, content, close: () => app.close() };
    configureBaseQuery({ baseUrl: server.base });
  }, 60_000);
  afterAll(async () => {
    // Let prefetches still in flight settle before the server and the environment go away.
    await new Promise((resolve) => setTimeout(resolve, 500));
    configureBaseQuery({});
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error('the test API server has not started (call withRealApi() at the top of the file)');
    return server;
  };
  return {
    content: () => started().content,
    getJson: async <T,>(path: string): Promise<T> => (await fetch(`${started().base}${path}`)).json() as Promise<T>,
  };
}
