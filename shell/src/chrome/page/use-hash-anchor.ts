import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a hash target may take to appear (a remote section and its data loading). */
export const HASH_WAIT_MS = 10_000;
/** Any of these means the visitor took over: no jump after that. */
const USER_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

const elementFor = (hash: string) => {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed %-escape
  }
};

/**
 * React Router's ScrollRestoration scrolls to a hash target only if it is already rendered. Lazy
 * sections render theirs later, so this waits for it (DOM mutations) and scrolls once it appears,
 * unless the visitor scrolled, clicked or pressed a key in the meantime. A modal opening pushes
 * the same URL, so it does not re-run this.
 */
export function useHashAnchor() {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (!hash || hash === '#' || elementFor(hash)) return undefined;
    let done = false;
    const observer = new MutationObserver(() => {
      const el = elementFor(hash);
      if (el) {
        stop();
        el.scrollIntoView();
      }
    });
    const timeout = setTimeout(() => stop(), HASH_WAIT_MS);
    function stop() {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timeout);
      for (const type of USER_EVENTS) window.removeEventListener(type, stop, true);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of USER_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [pathname, search, hash]);
}
