import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { elementForHash, untilPageSettles } from './until-page-settles';

/** How long a hash target may take to appear (a remote section and its data loading). */
export const HASH_WAIT_MS = 10_000;

/**
 * React Router's ScrollRestoration scrolls to a hash target only if it is already rendered. Lazy
 * sections render theirs later, so this waits for it (DOM mutations) and scrolls once it appears,
 * unless the visitor scrolled, clicked or pressed a key in the meantime. A modal opening pushes
 * the same URL, so it does not re-run this.
 */
export function useHashAnchor() {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (!hash || hash === '#' || elementForHash(hash)) return undefined;
    return untilPageSettles(
      (onChange) => {
        const observer = new MutationObserver(onChange);
        observer.observe(document.body, { childList: true, subtree: true });
        return observer;
      },
      () => {
        const el = elementForHash(hash);
        el?.scrollIntoView();
        return el !== null;
      },
      HASH_WAIT_MS,
    );
  }, [pathname, search, hash]);
}
