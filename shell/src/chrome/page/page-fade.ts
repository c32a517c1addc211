import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { serverRenderedAt } from 'shared-domain/time/clock';

/** The first page fades in quickly (80 ms the first time)… */
export const PAGE_FADE_FIRST_MS = 80;
/** …later page changes a little slower, enough to read as a transition. */
export const PAGE_FADE_MS = 200;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades the page content in on every path change (not on query, hash or modal-state changes).
 * A server-rendered first page is on screen before hydration: it does not blink out to fade in
 * again. The Web Animations API leaves no class or state behind and is skipped where unsupported.
 */
export function usePageFade(target: RefObject<HTMLElement | null>) {
  const { pathname, key } = useLocation();
  // "First" is the first location, so StrictMode's second effect run still counts as first.
  const [firstKey] = useState(key);
  // Read while hydrating: the render time is set only for a server-rendered page.
  const [serverRendered] = useState(() => serverRenderedAt() !== null);
  const keyRef = useRef(key);
  useLayoutEffect(() => {
    keyRef.current = key;
  });
  useLayoutEffect(() => {
    const el = target.current;
    const first = keyRef.current === firstKey;
    if (!el || typeof el.animate !== 'function' || reducedMotion() || (first && serverRendered)) return undefined;
    const animation = el.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: first ? PAGE_FADE_FIRST_MS : PAGE_FADE_MS,
      easing: 'ease-out',
    });
    return () => animation.cancel();
  }, [pathname, target, firstKey, serverRendered]);
}
