import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
import type { AddressInfo } from 'node:net';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import type { Content } from '../../../../api-mock/src/content/content-types';
import { testApp } from '../../../../api-mock/src/test-support/test-app';

/**
 * Jest only: the real API server in this process, and the one RTK Query api pointed at it, so page
 * tests exercise the same answers the site gets. Expected values come from `content`, not the pages.
 */
export function withRealApi(): { content: () => Content } {
  // jsdom hides Node's setImmediate, which fastify needs to serve in this same process.
  Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });
  let app: Awaited<ReturnType<typeof testApp>>['app'];
  let content: Content;
  beforeAll(async () => {
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!/Middleware took/.test(String(args[0]))) warn(...args);
    });
    ({ app, content } = await testApp(Date.now()));
    await app.listen({ port: 0, host: '127.0.0.1' });
    configureBaseQuery({ baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api` });
  }, 60_000);
  afterAll(async () => {
    configureBaseQuery({});
    await app.close();
  });
  return { content: () => content };
}
