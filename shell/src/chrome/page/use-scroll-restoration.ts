import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { elementForHash, untilPageSettles } from './until-page-settles';

export const SCROLL_STORAGE_KEY = 'tlw-tracker:scroll-positions';
/** How long a restored position may wait for a lazily loaded page to grow tall enough. */
export const RESTORE_WAIT_MS = 3_000;
const MAX_KEPT = 100;

const readPositions = (): Record<string, number> => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => Number.isFinite(e[1])));
  } catch {
    return {}; // unreadable storage: start afresh rather than fail the page
  }
};

const writePositions = (positions: Record<string, number>) => {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(Object.entries(positions).slice(-MAX_KEPT))));
  } catch {
    // storage full or blocked: positions stay in memory for this page only
  }
};

/** Scrolls to `y`, and again as a lazily loaded page grows, until reached, the visitor acts, or time runs out. */
function restoreTo(y: number): () => void {
  const reached = () => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) < 1;
  };
  if (reached()) return () => undefined;
  return untilPageSettles(
    (onChange) => {
      const observer = new ResizeObserver(onChange);
      observer.observe(document.body);
      return observer;
    },
    reached,
    RESTORE_WAIT_MS,
  );
}

/**
 * Scroll restoration for the declarative router (the data router's <ScrollRestoration> is not in
 * the shared surface). Rules, as a visitor expects them:
 *   - Back/Forward (and a reload) return to where that entry was scrolled;
 *   - a move to another page (another pathname) starts at the top, or at its #hash target;
 *   - a change of query or state on the same page (a filter, a floor, a modal) never scrolls;
 *   - entries that share a key (a modal and the page below it, `getKey`) share one position.
 * Positions are kept per entry in sessionStorage, so they survive a reload of the tab.
 */
export function useScrollRestoration(getKey: (location: Location) => string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    // Positions are recorded as the visitor scrolls, so the one saved for an entry is never the
    // value clamped by the next page's shorter content.
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (current.current && positions.current) positions.current[current.current.key] = window.scrollY;
      });
    };
    const onPageHide = () => {
      if (current.current && positions.current) positions.current[current.current.key] = window.scrollY;
      if (positions.current) writePositions(positions.current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const key = getKey(location);
    const before = current.current;
    current.current = { key, pathname: location.pathname };
    if (before?.key === key) return undefined;
    const saved = positions.current[key];
    if (navigationType === 'POP' && saved !== undefined) return restoreTo(saved);
    if (!before) return undefined; // a first visit starts where the browser put it
    if (location.hash && location.hash !== '#') {
      // A target not rendered yet is left to useHashAnchor, which waits for it.
      elementForHash(location.hash)?.scrollIntoView();
      return undefined;
    }
    if (before.pathname !== location.pathname) window.scrollTo(0, 0);
    return undefined;
    // Runs once per history entry; getKey is a module-level function.
  }, [location.key]);
}
