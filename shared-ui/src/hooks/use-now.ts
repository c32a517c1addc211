import { CLOCK_TICKS, type ClockTick } from 'shared-domain/time/clock';
import { useClock } from 'shared-ui/hooks/use-clock';

/** The longest spec tick not above `intervalMs` (100 ms at the least). */
export const tickFor = (intervalMs: number): ClockTick => [...CLOCK_TICKS].reverse().find((tick) => tick <= intervalMs) ?? CLOCK_TICKS[0];

/**
 * @deprecated Use `useClock(tickMs)` from `shared-ui/hooks/use-clock`. Kept so existing callers
 * keep working; it now reads the page's one clock instead of running its own interval.
 */
export function useNow(intervalMs: number, enabled = true): number {
  return useClock(tickFor(intervalMs), enabled);
}
