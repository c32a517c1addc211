import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
// jsdom hides Node's setImmediate, which fastify needs to serve in this same process.
Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });

import type { AddressInfo } from 'node:net';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import { DEFAULT_SETTINGS, type Settings } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { createClock, type TimeSource } from 'shared-domain/time/clock';
import { baseApi } from 'shared-ui/api/base-api';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { testApp, TEST_NOW } from '../../../../api-mock/src/test-support/test-app';
import towerRoutes from '../routes';

export { TEST_NOW };

/**
 * The real API (committed content, clock fixed at TEST_NOW) on a free port for one test file.
 * Expected values in tests come from `getJson` (the API's own answers), never from tower code.
 */
export function startRealApi() {
  const state: { base: string; close: () => Promise<void> } = { base: '', close: async () => undefined };
  beforeAll(async () => {
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!/InvariantMiddleware took|SerializableStateInvariantMiddleware/.test(String(args[0]))) warn(...args);
    });
    const { app } = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    state.base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    state.close = () => app.close();
    configureBaseQuery({ baseUrl: state.base });
  }, 60_000);
  afterAll(async () => {
    // Let prefetches still in flight settle before the server and the environment go away.
    await new Promise((r) => setTimeout(r, 500));
    configureBaseQuery({});
    await state.close();
  });
  return {
    getJson: async <T,>(path: string): Promise<T> => (await fetch(`${state.base}${path}`)).json() as Promise<T>,
  };
}

/** A page clock the test sets: starts at the API's TEST_NOW so both sides agree on what is released. */
export function testClock(start = TEST_NOW) {
  let now = start;
  const source: TimeSource = {
    now: () => now,
    setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return {
    clock: createClock(source),
    set: (ms: number) => {
      now = ms;
    },
  };
}

/** The tower section mounted under /stages as the shell mounts it, with the site's store. */
export function renderTower(url: string, options: { settings?: Partial<Settings>; clock?: ReturnType<typeof testClock> } = {}) {
  const store = createAppStore({ api: baseApi, settings: { ...DEFAULT_SETTINGS, ...options.settings } });
  const router = createMemoryRouter([{ path: '/stages', children: towerRoutes.routes }], { initialEntries: [url] });
  const clock = options.clock ?? testClock();
  const view = render(
    <Provider store={store}>
      <ClockContext value={clock.clock}>
        <RouterProvider router={router} />
      </ClockContext>
    </Provider>,
  );
  return { store, router, clock, ...view };
}
