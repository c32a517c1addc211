/**
 * The page's one clock (ticks of 100, 200, 500 and 1000 ms). Every countdown and
 * clock subscribes here at its tick; however many subscribers there are, one timer runs, firing on
 * wall-clock multiples of the finest tick in use, and it stops when the last subscriber leaves.
 * Ticks are aligned, so every 1 s countdown on the page changes its seconds in the same frame.
 *
 * The value a subscriber sees is the time of its tick's latest boundary (now floored to the tick):
 * stable between ticks, which is what `useSyncExternalStore` needs, and equal for every subscriber.
 */

export const CLOCK_TICKS = [100, 200, 500, 1000] as const;
export type ClockTick = (typeof CLOCK_TICKS)[number];

/** What the clock reads time and schedules with: the browser's by default, a test clock in tests. */
export interface TimeSource {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Clock {
  /** The tick's latest boundary: `floor(now / tick) * tick`. */
  read(tick: ClockTick): number;
  /** Calls `listener` once per tick boundary while subscribed; returns the unsubscribe function. */
  subscribe(tick: ClockTick, listener: () => void): () => void;
  /** How many timers are pending (0 or 1): lets tests prove there is only one. */
  pendingTimers(): number;
}

/**
 * The browser's time. Globals are looked up on every call, not captured, so Jest's fake timers
 * and Playwright's `page.clock` (which replace `Date` and the timer functions) drive the clock.
 */
export const browserTimeSource: TimeSource = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const isClockTick = (value: unknown): value is ClockTick => (CLOCK_TICKS as readonly unknown[]).includes(value);

const floorTo = (ms: number, tick: number): number => Math.floor(ms / tick) * tick;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function createClock(source: TimeSource = browserTimeSource): Clock {
  const listeners = new Map<ClockTick, Set<() => void>>();
  const lastSeen = new Map<ClockTick, number>();
  let timer: { handle: unknown } | null = null;

  /** The finest step that lands on every active tick's boundaries (gcd: 200 and 500 need 100). */
  const step = (): number => [...listeners.keys()].reduce<number>((acc, t) => gcd(acc, t), 0);

  const schedule = () => {
    const base = step();
    if (base === 0) return;
    const now = source.now();
    // To the next boundary; a timer that fired early simply waits the few ms left.
    const delay = base - (now - floorTo(now, base));
    timer = { handle: source.setTimeout(fire, delay) };
  };

  const fire = () => {
    timer = null;
    const now = source.now();
    // Copy first: a listener may unsubscribe (or subscribe) while we notify.
    for (const [tick, set] of [...listeners]) {
      const boundary = floorTo(now, tick);
      if (lastSeen.get(tick) === boundary) continue;
      lastSeen.set(tick, boundary);
      for (const listener of [...set]) if (set.has(listener)) listener();
    }
    if (timer === null) schedule();
  };

  const reschedule = () => {
    if (timer) source.clearTimeout(timer.handle);
    timer = null;
    schedule();
  };

  return {
    read: (tick) => floorTo(source.now(), tick),
    subscribe(tick, listener) {
      if (!isClockTick(tick)) throw new RangeError(`clock tick must be one of ${CLOCK_TICKS.join(', ')} ms, got ${String(tick)}`);
      let set = listeners.get(tick);
      const before = step();
      if (!set) {
        set = new Set();
        listeners.set(tick, set);
        lastSeen.set(tick, floorTo(source.now(), tick));
      }
      set.add(listener);
      if (step() !== before || timer === null) reschedule();
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        set.delete(listener);
        if (set.size > 0) return;
        const previous = step();
        listeners.delete(tick);
        lastSeen.delete(tick);
        if (listeners.size === 0) {
          if (timer) source.clearTimeout(timer.handle);
          timer = null;
        } else if (step() !== previous) reschedule();
      };
    },
    pendingTimers: () => (timer === null ? 0 : 1),
  };
}

// One clock per page, even if a remote bundles its own copy of this module: the instance lives on
// globalThis under a versioned key (bump it if the Clock interface changes incompatibly).
const PAGE_CLOCK_KEY = Symbol.for('tlw-tracker/page-clock@1');

/** The page's clock. */
export function pageClock(): Clock {
  const holder = globalThis as { [PAGE_CLOCK_KEY]?: Clock };
  return (holder[PAGE_CLOCK_KEY] ??= createClock());
}

const RENDERED_AT_KEY = Symbol.for('tlw-tracker/server-rendered-at@1');

/**
 * The time a server-rendered page was rendered at (the shell's home): hydration reads the clock at
 * that time, so countdowns match the HTML, and the hooks then bring them to now (use-clock.ts).
 * null when the page was not server-rendered. Kept on globalThis like the page clock.
 */
export function serverRenderedAt(): number | null {
  return (globalThis as { [RENDERED_AT_KEY]?: number | null })[RENDERED_AT_KEY] ?? null;
}

export function setServerRenderedAt(ms: number | null): void {
  (globalThis as { [RENDERED_AT_KEY]?: number | null })[RENDERED_AT_KEY] = ms;
}

/** What the clock reads while a server-rendered page hydrates (and on the server): its render time. */
export function readAtRender(clock: Clock, tick: ClockTick): number {
  const at = serverRenderedAt();
  return at === null ? clock.read(tick) : floorTo(at, tick);
}
