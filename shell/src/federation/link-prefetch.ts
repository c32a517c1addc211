import { preloadRemote } from '@module-federation/enhanced/runtime';
import { canPrefetch, createPrefetchQueue, type ConnectionInfo } from 'shared-domain/federation/prefetch-policy';
import { sectionForPath, type Section } from 'shared-domain/federation/sections';
import { resolveAlias } from 'shared-domain/routing/resolve-alias';
import { remoteLocation } from './remote-registry';

/** The section a link leads to (aliases resolved), or null for shell pages and other sites. */
export function sectionForHref(href: string, origin = window.location.origin): Section | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const target = resolveAlias({ pathname: url.pathname, search: url.search }) ?? url.pathname;
  return sectionForPath(target.split('?')[0] ?? '/');
}

/**
 * Watches every link on the page; when one that leads to a section scrolls into view, that
 * section's remote (manifest, entry and the `./routes` chunk) is preloaded, at most 4 at once,
 * never on save-data or 2g connections.
 */
export function startLinkPrefetch(root: HTMLElement = document.body): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (typeof IntersectionObserver === 'undefined' || !canPrefetch(connection)) return () => undefined;

  const queue = createPrefetchQueue(async (container) => {
    await preloadRemote([{ nameOrAlias: container, exposes: ['./routes'] }]);
  });
  const watched = new WeakSet<Element>();
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      const section = sectionForHref((entry.target as HTMLAnchorElement).href);
      // Re-check the connection: it may have dropped since the page loaded.
      if (section && remoteLocation(section.id) && canPrefetch(connection)) queue.request(section.container);
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
