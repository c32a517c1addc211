/**
 * Progressive lists: 10 items first, then 5 more every 100 ms up to a
 * limit; scrolling within 100 px of the bottom raises the limit by the batch-size setting; a
 * criteria change starts again at 10. Pure: the list component owns the timer and the scroll.
 */
export const INITIAL_VISIBLE = 10;
export const REVEAL_STEP = 5;
export const REVEAL_INTERVAL_MS = 100 as const;
export const SCROLL_TRIGGER_PX = 100;

export interface RevealState {
  /** How many items are revealed (may exceed the current total while data is replaced). */
  shown: number;
  /** How far the timer may reveal before the visitor scrolls near the bottom again. */
  limit: number;
}

export const initialReveal = (): RevealState => ({ shown: INITIAL_VISIBLE, limit: INITIAL_VISIBLE });

/** How many of `total` items are on screen. */
export const visibleCount = (state: RevealState, total: number): number => Math.max(0, Math.min(state.shown, total));

/** True while the timer still has something to reveal (below the limit and below the total). */
export const needsTick = (state: RevealState, total: number): boolean => state.shown < Math.min(state.limit, total);

/** One 100 ms step: 5 more, never past the limit or the total. Unchanged state when nothing to do. */
export function revealTick(state: RevealState, total: number): RevealState {
  if (!needsTick(state, total)) return state;
  return { ...state, shown: Math.min(state.shown + REVEAL_STEP, state.limit, total) };
}

/**
 * The visitor reached the bottom: the limit grows by the batch size. Only once the reveal has
 * caught up with the limit, so a burst of scroll events raises it once, not fifty times.
 */
export function raiseLimit(state: RevealState, batch: number, total: number): RevealState {
  if (state.shown < Math.min(state.limit, total) || state.shown >= total) return state;
  const step = Number.isInteger(batch) && batch >= 1 ? batch : INITIAL_VISIBLE;
  return { ...state, limit: Math.min(state.shown, state.limit) + step };
}

/** Every match is on screen (also true when fewer than 10, or none, match). */
export const isComplete = (state: RevealState, total: number): boolean => state.shown >= total;

/** Whether the scroll position is within `threshold` px of the bottom of the scrollable area. */
export function isNearBottom(
  scrollTop: number,
  viewportHeight: number,
  scrollHeight: number,
  threshold: number = SCROLL_TRIGGER_PX,
): boolean {
  return scrollHeight - (scrollTop + viewportHeight) <= threshold;
}

/** A link to one item (e.g. /prayers#640): reveal at least through the first `count` items. */
export function revealThrough(state: RevealState, count: number): RevealState {
  const n = Math.max(0, Math.floor(count));
  if (state.shown >= n && state.limit >= n) return state;
  return { shown: Math.max(state.shown, n), limit: Math.max(state.limit, n) };
}
