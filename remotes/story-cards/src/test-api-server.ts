// Test-only: the real API server in this Jest process, so page tests read the committed content
// through the same hooks the site uses. jsdom hides Node's setImmediate, which fastify needs.
import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
import type { AddressInfo } from 'node:net';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import type { Content } from '../../../api-mock/src/content/content-types';
import { testApp } from '../../../api-mock/src/test-support/test-app';

Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });

/** Starts the API before the file's tests and points the one base query at it; stops it after. */
export function startTestApiServer(): { content: () => Content } {
  let app: Awaited<ReturnType<typeof testApp>>['app'] | null = null;
  let content: Content | null = null;
  beforeAll(async () => {
    // The dev-only store checks time the big lists; their warnings are not what these tests check.
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!/InvariantMiddleware took|SerializableStateInvariantMiddleware took/.test(String(args[0]))) warn(...args);
    });
    ({ app, content } = await testApp());
    await app.listen({ port: 0, host: '127.0.0.1' });
    configureBaseQuery({ baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api` });
  }, 60_000);
  afterAll(async () => {
    configureBaseQuery({});
    await app?.close();
  });
  return {
    content: () => {
      if (!content) throw new Error('the test API server has not started');
      return content;
    },
  };
}
