import { afterLoadAndIdle, afterNetworkQuiet, QUIET_MAX_MS, QUIET_MS } from './link-prefetch';

function fakeWindow(readyState: DocumentReadyState) {
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, fn: () => void) => type === 'load' && listeners.push(fn),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
  } as unknown as Window;
  return { win, fireLoad: () => listeners.forEach((fn) => fn()), fireIdle: () => idle.splice(0).forEach((fn) => fn()) };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('afterLoadAndIdle', () => {
  it('waits for the load event and then for an idle moment', async () => {
    const { win, fireLoad, fireIdle } = fakeWindow('loading');
    const p = afterLoadAndIdle(win);
    fireIdle();
    expect(await settled(p)).toBe(false);
    fireLoad();
    expect(await settled(p)).toBe(false);
    fireIdle();
    expect(await settled(p)).toBe(true);
  });

  it('only waits for idle when the page has already loaded', async () => {
    const { win, fireIdle } = fakeWindow('complete');
    const p = afterLoadAndIdle(win);
    expect(await settled(p)).toBe(false);
    fireIdle();
    expect(await settled(p)).toBe(true);
  });
});

/** Whether `p` has resolved, read through microtasks only (these tests run on fake timers). */
const resolved = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
  return done;
};

describe('afterNetworkQuiet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function quietWindow() {
    let notify: () => void = () => undefined;
    class FakeObserver {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {
        notify = () => undefined;
      }
    }
    const win = { setTimeout, clearTimeout, PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver };
    return { win, download: () => notify() };
  }

  it('resolves once no download has finished for the quiet period', async () => {
    const { win, download } = quietWindow();
    const p = afterNetworkQuiet(win);
    jest.advanceTimersByTime(QUIET_MS - 100);
    download(); // the section's chunks and data are still arriving
    jest.advanceTimersByTime(QUIET_MS - 100);
    expect(await resolved(p)).toBe(false);
    jest.advanceTimersByTime(100);
    expect(await resolved(p)).toBe(true);
  });

  it('never waits longer than the cap, even on a page that keeps downloading', async () => {
    const { win, download } = quietWindow();
    const p = afterNetworkQuiet(win);
    for (let t = 0; t < QUIET_MAX_MS - 200; t += 200) {
      jest.advanceTimersByTime(200);
      download();
    }
    expect(await resolved(p)).toBe(false);
    jest.advanceTimersByTime(200);
    expect(await resolved(p)).toBe(true);
  });

  it('falls back to the plain quiet delay without resource timing', async () => {
    const p = afterNetworkQuiet({ setTimeout, clearTimeout });
    jest.advanceTimersByTime(QUIET_MS);
    expect(await resolved(p)).toBe(true);
  });
});
