import { useEffect } from 'react';
import { canPrefetch, type ConnectionInfo } from 'shared-domain/federation/prefetch-policy';
import { engagedAndQuiet } from './idle-moments';

/**
 * Starts `load` once the page has loaded and the visitor shows they are there (a pointer move, a
 * touch, a scroll or a key), at an idle moment at least a second after the visitor's
 * last key or click, on connections that can afford a prefetch (never on save-data or 2g: the link
 * prefetch's rules). A part of the page that only a click shows (an advanced search modal) then
 * downloads after the page, not with it, without its evaluation landing in the middle of the
 * visitor's first typing, and is ready by the time they click. On save-data the click fetches it.
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    // Looked up here, in the effect: the server renders this hook too, without a window.
    const win = window;
    if (!canPrefetch((win.navigator as Navigator & { connection?: ConnectionInfo }).connection)) return undefined;
    let cancelled = false;
    void engagedAndQuiet(win)
      .then(() => (cancelled ? undefined : load()))
      .catch(() => undefined); // the click retries a failed download
    return () => {
      cancelled = true;
    };
  }, [load]);
}
