import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** The first page fades in quickly (80 ms the first time)… */
export const PAGE_FADE_FIRST_MS = 80;
/** …later page changes a little slower, enough to read as a transition. */
export const PAGE_FADE_MS = 200;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades the page content in on every path change (not on query, hash or modal-state changes).
 * The Web Animations API leaves no class or state behind and is skipped where unsupported.
 */
export function usePageFade(target: RefObject<HTMLElement | null>) {
  const { pathname, key } = useLocation();
  // "First" is the first location, so StrictMode's second effect run still counts as first.
  const [firstKey] = useState(key);
  const keyRef = useRef(key);
  useLayoutEffect(() => {
    keyRef.current = key;
  });
  useLayoutEffect(() => {
    const el = target.current;
    if (!el || typeof el.animate !== 'function' || reducedMotion()) return undefined;
    const animation = el.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: keyRef.current === firstKey ? PAGE_FADE_FIRST_MS : PAGE_FADE_MS,
      easing: 'ease-out',
    });
    return () => animation.cancel();
  }, [pathname, target, firstKey]);
}
