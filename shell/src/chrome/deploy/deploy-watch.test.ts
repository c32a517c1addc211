import { createClock, type TimeSource } from 'shared-domain/time/clock';
import { isNewDeployment, parseBuildManifest, watchDeployments } from './deploy-watch';

/** A clock driven by Jest's fake timers. */
function fakeClock() {
  const source: TimeSource = {
    now: () => Date.now(),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return createClock(source);
}

const HOUR = 3_600_000;
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T19:00:00Z') });
});
afterEach(() => jest.useRealTimers());

describe('parseBuildManifest / isNewDeployment', () => {
  it('reads the entry list and nothing else', () => {
    expect(parseBuildManifest({ entry: ['/main.abc1234567.js'] })).toEqual({ entry: ['/main.abc1234567.js'] });
    for (const bad of [null, '<html>', {}, { entry: [] }, { entry: [3] }, { entry: '/main.js' }])
      expect(parseBuildManifest(bad)).toBeNull();
  });
  it('is a new deployment when an entry file is not one the page runs', () => {
    expect(isNewDeployment({ entry: ['/main.aaaaaaaaaa.js'] }, ['/main.aaaaaaaaaa.js'])).toBe(false);
    expect(isNewDeployment({ entry: ['/main.bbbbbbbbbb.js'] }, ['/main.aaaaaaaaaa.js'])).toBe(true);
  });
});

describe('watchDeployments', () => {
  it('asks once an hour, on the one clock, and reports a new build once', async () => {
    const clock = fakeClock();
    let deployed = ['/main.aaaaaaaaaa.js'];
    const fetchManifest = jest.fn(async () => ({ entry: deployed }));
    const onNewDeployment = jest.fn();
    watchDeployments({ clock, fetchManifest, running: ['/main.aaaaaaaaaa.js'], onNewDeployment });
    expect(clock.pendingTimers()).toBe(1);

    jest.advanceTimersByTime(HOUR - 1000);
    expect(fetchManifest).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    await flush();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(onNewDeployment).not.toHaveBeenCalled();

    deployed = ['/main.bbbbbbbbbb.js'];
    jest.advanceTimersByTime(HOUR / 2);
    await flush();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(HOUR / 2);
    await flush();
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(onNewDeployment).toHaveBeenCalledTimes(1);
    // Reported once, then the watch lets go of the clock.
    expect(clock.pendingTimers()).toBe(0);
    jest.advanceTimersByTime(3 * HOUR);
    await flush();
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable manifest (offline, HTML) as "no news" and asks again an hour later', async () => {
    const clock = fakeClock();
    const fetchManifest = jest.fn<Promise<null>, []>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(null);
    const onNewDeployment = jest.fn();
    watchDeployments({ clock, fetchManifest, running: ['/main.aaaaaaaaaa.js'], onNewDeployment });
    jest.advanceTimersByTime(HOUR);
    await flush();
    jest.advanceTimersByTime(HOUR);
    await flush();
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(onNewDeployment).not.toHaveBeenCalled();
  });

  it('stops when asked', async () => {
    const clock = fakeClock();
    const fetchManifest = jest.fn(async () => ({ entry: ['/main.bbbbbbbbbb.js'] }));
    const stop = watchDeployments({ clock, fetchManifest, running: ['/main.aaaaaaaaaa.js'], onNewDeployment: jest.fn() });
    stop();
    expect(clock.pendingTimers()).toBe(0);
    jest.advanceTimersByTime(2 * HOUR);
    await flush();
    expect(fetchManifest).not.toHaveBeenCalled();
  });
});
