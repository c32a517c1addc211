import { createContext, useCallback, useContext } from 'react';
import { pageClock, readAtRender, type Clock, type ClockTick } from 'shared-domain/time/clock';
import { useStoreAfterHydration } from './use-store-after-hydration';

/**
 * Which clock the hooks below read: the page's one clock unless a test provides its own
 * (`<ClockContext value={createClock(testSource)}>`). Jest's fake timers drive the page clock too.
 */
export const ClockContext = createContext<Clock | null>(null);

const noSubscription = () => () => undefined;

/**
 * The current time in ms, floored to `tickMs`, re-rendering on every tick (home
 * countdowns 100 ms, upcoming list 200 ms, modal 500 ms, tower and settings clocks 1 s / 200 ms).
 * All subscribers share one timer. `enabled: false` stops the re-renders (e.g. a hidden panel).
 */
export function useClock(tickMs: ClockTick, enabled = true): number {
  const clock = useContext(ClockContext) ?? pageClock();
  const subscribe = useCallback(
    (onTick: () => void) => (enabled ? clock.subscribe(tickMs, onTick) : noSubscription()),
    [clock, tickMs, enabled],
  );
  // Hydrated from the server's HTML: the time the HTML was rendered at, then now.
  return useStoreAfterHydration(
    subscribe,
    () => clock.read(tickMs),
    () => readAtRender(clock, tickMs),
  );
}

/** The latest of `times` at or before `now`; -Infinity before the first. */
export function latestPassed(times: readonly number[], now: number): number {
  let latest = -Infinity;
  for (const t of times) if (t <= now && t > latest) latest = t;
  return latest;
}

/**
 * For a view that compares the time only with known instants (`now < start`, `now < end`): the
 * latest of `times` passed, re-rendering only when the clock crosses one of them, where `useClock`
 * would re-render the whole view every tick. Any `now < t` for `t` in `times` reads the same with it.
 */
export function useClockPassed(tickMs: ClockTick, times: readonly number[], enabled = true): number {
  const clock = useContext(ClockContext) ?? pageClock();
  const subscribe = useCallback(
    (onTick: () => void) => (enabled ? clock.subscribe(tickMs, onTick) : noSubscription()),
    [clock, tickMs, enabled],
  );
  return useStoreAfterHydration(
    subscribe,
    () => latestPassed(times, clock.read(tickMs)),
    () => latestPassed(times, readAtRender(clock, tickMs)),
  );
}
