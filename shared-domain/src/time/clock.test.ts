import { createClock, pageClock } from './clock';
import { createTestTimeSource } from './test-clock';

// 2024-05-10T03:00:00.000Z: a whole second, so tick boundaries are easy to write out.
const T0 = Date.UTC(2024, 4, 10, 3, 0, 0);

function setup(start = T0) {
  const source = createTestTimeSource(start);
  const clock = createClock(source);
  return { source, clock };
}

describe('createClock', () => {
  it('reads the time floored to the tick', () => {
    const { clock } = setup(T0 + 1234);
    expect(clock.read(100)).toBe(T0 + 1200);
    expect(clock.read(200)).toBe(T0 + 1200);
    expect(clock.read(500)).toBe(T0 + 1000);
    expect(clock.read(1000)).toBe(T0 + 1000);
  });

  it('notifies once per boundary, on wall-clock boundaries', () => {
    const { source, clock } = setup(T0 + 250);
    const seen: number[] = [];
    clock.subscribe(1000, () => seen.push(source.now()));
    source.advance(2750); // to T0 + 3000
    expect(seen).toEqual([T0 + 1000, T0 + 2000, T0 + 3000]);
  });

  it('runs one timer however many subscribers and ticks there are', () => {
    const { source, clock } = setup();
    const counts = { 100: 0, 200: 0, 500: 0, 1000: 0 };
    const offs = ([100, 200, 500, 1000] as const).flatMap((tick) =>
      Array.from({ length: 25 }, () => clock.subscribe(tick, () => counts[tick]++)),
    );
    expect(source.pending()).toBe(1);
    expect(clock.pendingTimers()).toBe(1);
    source.advance(1000);
    expect(counts).toEqual({ 100: 25 * 10, 200: 25 * 5, 500: 25 * 2, 1000: 25 });
    expect(source.pending()).toBe(1);
    offs.forEach((off) => off());
    expect(source.pending()).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('steps at 100 ms for 200 and 500 together (their common divisor), notifying each on its own boundaries', () => {
    const { source, clock } = setup();
    const seen: string[] = [];
    clock.subscribe(200, () => seen.push(`200@${source.now() - T0}`));
    clock.subscribe(500, () => seen.push(`500@${source.now() - T0}`));
    source.advance(1000);
    expect(seen).toEqual(['200@200', '200@400', '500@500', '200@600', '200@800', '200@1000', '500@1000']);
  });

  it('slows the timer back down when the fast subscriber leaves', () => {
    const { source, clock } = setup();
    let fires = 0;
    const realSetTimeout = source.setTimeout;
    source.setTimeout = (cb, ms) => realSetTimeout(() => (fires++, cb()), ms);
    clock.subscribe(1000, () => undefined);
    const off = clock.subscribe(100, () => undefined);
    source.advance(1000);
    expect(fires).toBe(10);
    off();
    fires = 0;
    source.advance(3000);
    expect(fires).toBe(3);
  });

  it('stops when nobody listens and starts again on the next subscriber', () => {
    const { source, clock } = setup();
    const seen: number[] = [];
    const off = clock.subscribe(500, () => seen.push(source.now() - T0));
    source.advance(500);
    off();
    off(); // twice is harmless
    source.advance(5000);
    expect(seen).toEqual([500]);
    clock.subscribe(500, () => seen.push(source.now() - T0));
    source.advance(500);
    expect(seen).toEqual([500, 6000]);
  });

  it('lets a listener unsubscribe another during a tick', () => {
    const { source, clock } = setup();
    const seen: string[] = [];
    // eslint-disable-next-line prefer-const
    let offB: () => void;
    clock.subscribe(1000, () => {
      seen.push('a');
      offB();
    });
    offB = clock.subscribe(1000, () => seen.push('b'));
    source.advance(2000);
    expect(seen).toEqual(['a', 'a']);
  });

  it('rejects a tick outside the spec list', () => {
    const { clock } = setup();
    expect(() => clock.subscribe(250 as never, () => undefined)).toThrow('clock tick must be one of 100, 200, 500, 1000 ms, got 250');
  });
});

describe('pageClock', () => {
  afterEach(() => jest.useRealTimers());

  it('is one instance per page', () => {
    expect(pageClock()).toBe(pageClock());
  });

  it('reads Date.now() at call time, so fake timers (and Playwright page.clock) drive it', () => {
    jest.useFakeTimers({ now: T0 + 999 });
    expect(pageClock().read(1000)).toBe(T0);
    const seen: number[] = [];
    const off = pageClock().subscribe(1000, () => seen.push(Date.now()));
    jest.advanceTimersByTime(1000); // to T0 + 1999: one boundary
    off();
    expect(seen).toEqual([T0 + 1000]);
  });
});
