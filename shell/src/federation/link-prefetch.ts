import { canPrefetch, createPrefetchQueue, type ConnectionInfo } from 'shared-domain/federation/prefetch-policy';
import { sectionById, type SectionId } from 'shared-domain/federation/sections';
import { afterEngagedAndQuiet, afterLoadAndIdle, idleAndUntouched, trackLastInput } from 'shared-ui/hooks/idle-moments';
import { registered, remoteLocation } from './remote-registry';
import { sectionForHref } from './section-for-href';

/**
 * Watches every link on the page; when one that leads to a section scrolls into view, that
 * section's remote (manifest, entry and the `./routes` chunk) is fetched ahead, one at a time,
 * never on save-data or 2g connections.
 */
export function startLinkPrefetch(root: HTMLElement = document.body): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (typeof IntersectionObserver === 'undefined' || !canPrefetch(connection)) return () => undefined;

  // One remote at a time, each started at an idle moment at least INPUT_QUIET_MS after the visitor's
  // last click or key: evaluating a remote entry costs ≈ 20 ms at 4× CPU, and four of them back to
  // back used to land in the middle of the visitor's first click (a tower floor step on large
  // content went from ≈ 210 to ≈ 450 ms).
  const lastInput = trackLastInput();
  const queue = createPrefetchQueue(async (id: SectionId) => {
    await idleAndUntouched(lastInput);
    const mf = await registered(id);
    // In the runtime's chunk (already here once `registered` is), not in the shell's entry.
    const { prefetchRemote } = await import(/* webpackChunkName: "federation-runtime" */ './prefetch-ahead');
    await prefetchRemote(mf, sectionById(id).container);
  }, 1);
  const watched = new WeakSet<Element>();
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      const section = sectionForHref((entry.target as HTMLAnchorElement).href);
      // Re-check the connection: it may have dropped since the page loaded.
      if (section && remoteLocation(section.id) && canPrefetch(connection)) queue.request(section.id);
    }
  });
  const watch = (scope: ParentNode) => {
    for (const link of scope.querySelectorAll('a[href]')) {
      if (!watched.has(link)) {
        watched.add(link);
        visible.observe(link);
      }
    }
  };
  watch(root);
  const added = new MutationObserver((mutations) => {
    for (const m of mutations) for (const node of m.addedNodes) if (node instanceof Element) watch(node.parentNode ?? node);
  });
  added.observe(root, { childList: true, subtree: true });
  return () => {
    visible.disconnect();
    added.disconnect();
    lastInput.stop();
  };
}

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

let settled: Promise<void> | null = null;
/** After the load event, an idle moment and a quiet network: when the landing page is complete. */
export function afterLandingSettled(): Promise<void> {
  settled ??= afterLoadAndIdle().then(() => afterNetworkQuiet());
  return settled;
}

let engaged: Promise<void> | null = null;
/**
 * Once the landing page is complete and the visitor shows they are there: when other sections'
 * code may be fetched and run ahead of a click (a visitor who only reads never pays for it). One
 * moment for every caller, like `afterLandingSettled`: one input tracker, one wait.
 */
export function afterLandingEngaged(): Promise<void> {
  engaged ??= afterEngagedAndQuiet(afterLandingSettled());
  return engaged;
}
