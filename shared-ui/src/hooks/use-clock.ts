import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { pageClock, readAtRender, type Clock, type ClockTick } from 'shared-domain/time/clock';

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
  const read = () => clock.read(tickMs);
  // On the server and while a server-rendered page hydrates: the time the HTML was rendered at.
  return useSyncExternalStore(subscribe, read, () => readAtRender(clock, tickMs));
}
