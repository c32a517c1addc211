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
  // Only links to a section not yet asked for are watched, and a section's links stop being watched
  // once one is seen: the browser works out every watched link's visibility at each frame.
  const watched = new WeakSet<Element>();
  const requested = new Set<SectionId>();
  const linksTo = new Map<SectionId, Element[]>();
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const section = entry.isIntersecting ? sectionForHref((entry.target as HTMLAnchorElement).href) : null;
      // Re-check the connection: it may have dropped since the page loaded.
      if (!section || requested.has(section.id) || !canPrefetch(connection)) continue;
      requested.add(section.id);
      for (const link of linksTo.get(section.id) ?? []) visible.unobserve(link);
      linksTo.delete(section.id);
      queue.request(section.id);
    }
  });
  const watch = (scope: ParentNode) => {
    for (const link of scope.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (watched.has(link)) continue;
      watched.add(link);
      const section = sectionForHref(link.href);
      if (!section || requested.has(section.id) || !remoteLocation(section.id)) continue;
      linksTo.set(section.id, [...(linksTo.get(section.id) ?? []), link]);
      visible.observe(link);
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
