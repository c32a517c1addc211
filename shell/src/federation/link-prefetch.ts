import { canPrefetch, createPrefetchQueue, type ConnectionInfo } from 'shared-domain/federation/prefetch-policy';
import { sectionById, type SectionId } from 'shared-domain/federation/sections';
import { registered, remoteLocation } from './remote-registry';
import { sectionForHref } from './section-for-href';

/**
 * Watches every link on the page; when one that leads to a section scrolls into view, that
 * section's remote (manifest, entry and the `./routes` chunk) is preloaded, at most 4 at once,
 * never on save-data or 2g connections.
 */
export function startLinkPrefetch(root: HTMLElement = document.body): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (typeof IntersectionObserver === 'undefined' || !canPrefetch(connection)) return () => undefined;

  const queue = createPrefetchQueue(async (id: SectionId) => {
    const mf = await registered(id);
    await mf.preloadRemote([{ nameOrAlias: sectionById(id).container, exposes: ['./routes'] }]);
  });
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
  };
}

/** Resolves after the window's load event, at the next idle moment (or 2 s later at most). */
export function afterLoadAndIdle(win: Window = window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else win.setTimeout(resolve, 200);
      }),
  );
}
