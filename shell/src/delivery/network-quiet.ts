/** How long without a new download counts as "the landing page has everything it asked for". */
export const QUIET_MS = 800;
/** A page that keeps downloading (a long list's pages, images) does not hold prefetching back longer. */
export const QUIET_MAX_MS = 8_000;

type QuietWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * Resolves once no resource has finished downloading for `QUIET_MS` (at most `QUIET_MAX_MS`).
 * The load event fires before a section's remote, chunks and data have arrived (they load from
 * script), so waiting for it alone lets prefetches and the service worker's precache compete with
 * the landing page itself; this waits for the page's own downloads to end.
 */
export function afterNetworkQuiet(win: QuietWindow = window): Promise<void> {
  return new Promise<void>((resolve) => {
    let quiet = win.setTimeout(done, QUIET_MS);
    const cap = win.setTimeout(done, QUIET_MAX_MS);
    let observer: PerformanceObserver | null = null;
    try {
      observer = win.PerformanceObserver
        ? new win.PerformanceObserver(() => {
            win.clearTimeout(quiet);
            quiet = win.setTimeout(done, QUIET_MS);
          })
        : null;
      observer?.observe({ type: 'resource' });
    } catch {
      observer = null; // no resource timing here: the plain delay stands
    }
    function done() {
      observer?.disconnect();
      win.clearTimeout(quiet);
      win.clearTimeout(cap);
      resolve();
    }
  });
}
