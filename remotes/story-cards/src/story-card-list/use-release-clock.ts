import { useCallback, useContext, useSyncExternalStore } from 'react';
import { releasePhase } from './card-release';
import { pageClock } from 'shared-domain/time/clock';
import { ClockContext } from 'shared-ui/hooks/use-clock';

/**
 * A card switches to its released look when its time comes, checked every 100 ms.
 * This reads the page's one clock at that tick but re-renders only when a release or reveal
 * instant has passed, so a list of thousands of cards is not redrawn ten times a second.
 * Returns the time of the last phase change (ms), for deciding each card's look.
 */
export function useReleaseClock(transitions: readonly number[]): number {
  const clock = useContext(ClockContext) ?? pageClock();
  const subscribe = useCallback((onChange: () => void) => clock.subscribe(100, onChange), [clock]);
  const phase = useSyncExternalStore(
    subscribe,
    () => releasePhase(transitions, clock.read(100)),
    () => releasePhase(transitions, clock.read(100)),
  );
  // The instant the current phase began (just before the first transition in phase 0): every card
  // is in the same state at it as now, and it stays the same value for the whole phase (stable memos).
  return phase > 0 ? (transitions[phase - 1] ?? 0) : (transitions[0] ?? 1) - 1;
}
