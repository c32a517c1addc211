import { canPrefetch, createPrefetchQueue, type ConnectionInfo } from 'shared-domain/federation/prefetch-policy';
import { sectionById, type SectionId } from 'shared-domain/federation/sections';
import { quietMoment } from 'shared-ui/hooks/idle-moments';
import { registered, remoteLocation } from '../federation/remote-registry';
import { sectionForHref } from '../federation/section-for-href';

/**
 * Watches every link on the page; when one that leads to a section scrolls into view, that
 * section's remote (manifest, entry and the `./routes` chunk) is fetched ahead, one at a time,
 * never on save-data or 2g connections.
 */
export function startLinkPrefetch(root: HTMLElement = document.body): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (typeof IntersectionObserver === 'undefined' || !canPrefetch(connection)) return () => undefined;

  // One remote at a time, each started at a quiet moment after the visitor's last click or key:
  // several entries evaluated back to back used to land in the middle of the visitor's first click.
  const queue = createPrefetchQueue(async (id: SectionId) => {
    await quietMoment();
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
  };
}
