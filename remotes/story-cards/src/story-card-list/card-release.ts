/**
 * Story-card release: a card whose release date is in the future is unreleased.
 * Unreleased cards are listed only with JP content on. Until its reveal time (null = its release)
 * such a card shows '?' for its minimum stats and hides its effect values.
 */

export type ReleaseState = 'released' | 'revealed' | 'hidden';

export interface ReleaseTimes {
  releaseMs: number;
  /** When details may be shown before release; null = with the release. */
  revealMs: number | null;
}

export function releaseState({ releaseMs, revealMs }: ReleaseTimes, now: number): ReleaseState {
  if (releaseMs <= now) return 'released';
  return revealMs !== null && revealMs <= now ? 'revealed' : 'hidden';
}

/**
 * The instants at which some card changes state, ascending and unique. The page re-filters only
 * when the 100 ms clock passes one of them (`releasePhase`), not on every tick.
 */
export function releaseTransitions(cards: readonly ReleaseTimes[]): number[] {
  const times = new Set<number>();
  for (const c of cards) {
    times.add(c.releaseMs);
    if (c.revealMs !== null) times.add(c.revealMs);
  }
  return [...times].sort((a, b) => a - b);
}

/** How many transitions have passed at `now` (binary search): equal phases mean equal states. */
export function releasePhase(transitions: readonly number[], now: number): number {
  let lo = 0;
  let hi = transitions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((transitions[mid] ?? Infinity) <= now) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
