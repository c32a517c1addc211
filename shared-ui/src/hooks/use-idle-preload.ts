import { useEffect } from 'react';
import { canPrefetch, type ConnectionInfo } from 'shared-domain/federation/prefetch-policy';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Starts `load` at the first idle moment after the component mounted, on connections that can
 * afford a prefetch (never on save-data or 2g, the link prefetch's rule): a part of the page that
 * only a click shows (an advanced search modal) downloads after the page, not with it, and is
 * ready by the time a player clicks. On save-data it downloads on the click itself.
 */
export function useIdlePreload(load: () => Promise<unknown>, testWindow?: IdleWindow): void {
  useEffect(() => {
    // Looked up here, not as a default parameter: the server renders this hook too, without a window.
    const win = testWindow ?? window;
    if (!canPrefetch((win.navigator as Navigator & { connection?: ConnectionInfo }).connection)) return undefined;
    const run = () => void load().catch(() => undefined); // the click retries a failed download
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(run, { timeout: 5000 });
      return () => win.cancelIdleCallback?.(id);
    }
    const id = win.setTimeout(run, 1000);
    return () => win.clearTimeout(id);
  }, [load, testWindow]);
}
