import { hasResolved } from '../test-support/has-resolved';
import { afterNetworkQuiet, QUIET_MAX_MS, QUIET_MS } from './network-quiet';

/** Whether `p` has resolved, read through microtasks only (these tests run on fake timers). */
const resolved = (p: Promise<void>) => hasResolved(p, 3);

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
