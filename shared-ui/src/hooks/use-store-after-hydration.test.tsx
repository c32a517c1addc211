// React's own test scheduler: the test runs React's tasks one at a time and sees what each did.
// The test setup loaded React already, so React and this hook are loaded afresh, over the mock.
jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));
jest.resetModules();
/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the reset above, on purpose */
const { useEffect } = require('react') as typeof import('react');
const { createRoot, hydrateRoot } = require('react-dom/client') as typeof import('react-dom/client');
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
const { useStoreAfterHydration } = require('./use-store-after-hydration') as typeof import('./use-store-after-hydration');
/* eslint-enable @typescript-eslint/no-require-imports */
interface MockScheduler {
  log: (value: unknown) => void;
  unstable_flushNumberOfYields: (count: number) => void;
  unstable_flushAllWithoutAsserting: () => boolean;
  unstable_clearLog: () => unknown[];
}
const scheduler = jest.requireMock<MockScheduler>('scheduler');

/** Runs the microtasks queued so far (React schedules its sync work there), not React's tasks. */
const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
/** Runs everything React has to do. */
const flushAll = async () => {
  for (let i = 0; i < 5; i += 1) {
    await microtasks();
    scheduler.unstable_flushAllWithoutAsserting();
  }
};

let browserValue = 'browser';
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

let renders = 0;
function Shows({ id }: { id: string }) {
  renders += 1;
  const value = useStoreAfterHydration(
    subscribe,
    () => browserValue,
    () => 'server',
  );
  return <span id={id}>{value}</span>;
}

/** Logs once the page's effects (the subscriptions among them) have run. */
function EffectsRan() {
  useEffect(() => scheduler.log('effects ran'), []);
  return null;
}

const page = (
  <div>
    <Shows id="a" />
    <Shows id="b" />
    <EffectsRan />
  </div>
);

/** The browser's value changes after the page has hydrated: every component shows the new one. */
async function expectToFollowAChange(container: HTMLElement) {
  browserValue = 'later';
  listeners.forEach((onChange) => onChange());
  await flushAll();
  expect(text(container)).toBe('later later');
}

const text = (container: HTMLElement) => [...container.querySelectorAll('span')].map((s) => s.textContent).join(' ');

describe('useStoreAfterHydration', () => {
  // React's tasks run by hand here, not inside act().
  beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));
  beforeEach(() => {
    browserValue = 'browser';
    scheduler.unstable_clearLog();
  });

  it("hydrates the server's value and keeps it through the effects, then moves to the browser's in a later task", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const errors: unknown[] = [];
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    await microtasks();
    // Up to the task whose effects subscribe, and the sync work it queued: the snapshot React
    // compares then is the server's, so nothing renders again there.
    scheduler.unstable_flushNumberOfYields(1);
    await microtasks();
    expect(text(container)).toBe('server server');
    await flushAll();
    expect(text(container)).toBe('browser browser');
    expect(errors).toEqual([]);
  });

  it('renders nothing again where the browser sees what the server saw, and follows its changes', async () => {
    browserValue = 'server';
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    renders = 0;
    hydrateRoot(container, page);
    await flushAll();
    expect(renders).toBe(2); // the hydration of each
    await expectToFollowAChange(container);
  });

  it("follows the browser's value once caught up", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    hydrateRoot(container, page);
    await flushAll();
    await expectToFollowAChange(container);
  });

  it("reads the browser's value at once where it first renders in the browser", async () => {
    const container = document.createElement('div');
    createRoot(container).render(page);
    await flushAll();
    expect(text(container)).toBe('browser browser');
  });
});
