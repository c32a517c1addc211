import { useCallback, useContext, useEffect, useRef, useState, type RefObject } from 'react';
import {
  initialReveal,
  isComplete,
  isNearBottom,
  needsTick,
  raiseLimit,
  REVEAL_INTERVAL_MS,
  revealThrough,
  revealTick,
  visibleCount,
  type RevealState,
} from 'shared-domain/lists/progressive-reveal';
import { selectScrollBatch } from 'shared-domain/settings/settings-slice';
import { pageClock } from 'shared-domain/time/clock';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { useAppSelector } from './store-hooks';

export interface ProgressiveReveal extends ProgressiveProgress {
  /** Shows at least the first `count` items at once (a link to one item further down). */
  revealThrough: (count: number) => void;
}

export interface ProgressiveProgress {
  /** Items on screen now. */
  visible: number;
  total: number;
  /** Every item is on screen (also when fewer than 10, or none, match). */
  complete: boolean;
}

interface KeyedReveal extends RevealState {
  key: unknown;
}

/** Is the bottom of `el` (or the page) within 100 px of the viewport's bottom? */
function bottomIsNear(el: HTMLElement | null): boolean {
  if (typeof window === 'undefined') return false;
  const viewport = window.innerHeight;
  const bottom = el ? el.getBoundingClientRect().bottom + window.scrollY : document.documentElement.scrollHeight;
  return isNearBottom(window.scrollY, viewport, bottom);
}

/**
 * The progressive reveal/9 for `total` items: 10 first, 5 more every 100 ms
 * up to the limit, the limit raised by the batch-size setting whenever the bottom of `listRef`
 * comes within 100 px of the viewport (checked on scroll, on resize and after each step, so a
 * short page fills itself). A new `resetKey` (the criteria) starts again at 10.
 * Steps ride the page's one clock (100 ms tick), subscribed only while something is left to reveal.
 */
export function useProgressiveReveal(total: number, resetKey: unknown, listRef: RefObject<HTMLElement | null>): ProgressiveReveal {
  const batch = useAppSelector(selectScrollBatch);
  const [stored, setStored] = useState<KeyedReveal>(() => ({ key: resetKey, ...initialReveal() }));
  let state = stored;
  if (!Object.is(stored.key, resetKey)) {
    // Criteria changed: restart during render, so the old count never shows with the new items.
    state = { key: resetKey, ...initialReveal() };
    setStored(state);
  }

  const live = useRef({ total, batch });
  useEffect(() => {
    live.current = { total, batch };
  });

  const onNearBottom = useCallback(() => {
    if (!bottomIsNear(listRef.current)) return;
    setStored((s) => {
      const next = raiseLimit(s, live.current.batch, live.current.total);
      return next === s ? s : { ...next, key: s.key };
    });
  }, [listRef]);

  // The timer: the page's one clock at 100 ms, subscribed only while something is left to reveal.
  const clock = useContext(ClockContext) ?? pageClock();
  const ticking = needsTick(state, total);
  useEffect(() => {
    if (!ticking) return undefined;
    return clock.subscribe(REVEAL_INTERVAL_MS, () => {
      setStored((s) => {
        const next = revealTick(s, live.current.total);
        return next === s ? s : { ...next, key: s.key };
      });
    });
  }, [ticking, clock]);

  // Caught up with the limit: if the list's end is already in view, ask for the next batch.
  useEffect(() => {
    if (!ticking) onNearBottom();
  }, [ticking, state.shown, state.limit, total, onNearBottom]);

  // Scroll events come faster than frames: measure at most once a frame. Once every item is shown
  // there is nothing to ask for, and no reason to measure the list (a forced layout) in every frame of a scroll.
  const complete = isComplete(state, total);
  useEffect(() => {
    if (complete) return undefined;
    let frame: number | null = null;
    const onScroll = () => {
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        onNearBottom();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    // The list's own box can shrink with no scroll or resize event (a grid that learns its column
    // count after the first render): check again whenever it changes size.
    const el = listRef.current;
    const observer = el && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(onScroll) : null;
    if (el) observer?.observe(el);
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [onNearBottom, listRef, complete]);

  const showThrough = useCallback((count: number) => {
    setStored((s) => {
      const next = revealThrough(s, count);
      return next === s ? s : { ...next, key: s.key };
    });
  }, []);

  return { visible: visibleCount(state, total), total, complete, revealThrough: showThrough };
}
