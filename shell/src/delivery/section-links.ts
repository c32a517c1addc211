import type { SectionId } from 'shared-domain/federation/sections';
import { sectionForHref } from '../federation/section-for-href';
import { NAVIGATING_ATTRIBUTE } from './navigation-sign';

/**
 * A link to a section whose code this page has not loaded is left to the browser: the server
 * renders that page, and a phone shows it well before the section's code and data would have
 * arrived in this one. A section already loaded here (the one open, one visited) changes in the
 * page. Returns a function that stops it.
 */
export function followLinksToUnloadedSections(loaded: (id: SectionId) => boolean, doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, win.location.href);
    // A character's link opens its modal in the page, wherever it leads.
    if (url.origin !== win.location.origin || url.searchParams.has('character')) return;
    const section = sectionForHref(url.href, win.location.origin);
    if (!section || loaded(section.id) || section.id === sectionForHref(win.location.href, win.location.origin)?.id) return;
    // The router's handler (on the page's root, below the document) never sees the click.
    event.stopPropagation();
    doc.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, '');
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
