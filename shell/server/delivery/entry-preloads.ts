import { ENTRY_PRELOADS_ID } from '../../src/delivery/page-scripts.cjs';
import { linkEntries } from './link-header';
import { scriptJson } from 'shared-domain/formatting/script-json';

/** A preload the page starts with its entry script once it has painted (the shell's inline loader reads them). */
export interface EntryPreload {
  href: string;
  as: 'fetch' | 'script';
  crossorigin?: true;
}

/**
 * A server-rendered page's `Link` header, split for its first paint. The header keeps its first
 * images (painted with it). Its scripts, data and manifests go to the list the page's loader starts
 * with the entry script once the page has painted: on a slow connection the HTML and those images
 * then have it to themselves. Its stylesheets are dropped: the page
 * carries them inline, and the section's chunk loader links the file when it hydrates (a preload of
 * it that failed would fail that link too, and a Retry with it).
 */
export function splitForPaint(header: string | undefined): { header: string | undefined; withEntry: EntryPreload[] } {
  if (!header) return { header, withEntry: [] };
  const kept: string[] = [];
  const withEntry: EntryPreload[] = [];
  for (const { entry, href } of linkEntries(header)) {
    const as = /;\s*as=(fetch|style|script)\s*(?:;|$)/.exec(entry)?.[1];
    if (!as) kept.push(entry);
    else if (as === 'fetch' || as === 'script')
      withEntry.push(/;\s*crossorigin\b/.test(entry) ? { href, as, crossorigin: true } : { href, as });
  }
  return { header: kept.length ? kept.join(', ') : undefined, withEntry };
}

/** The list as the loader reads it: a JSON `<script>` element (not run, so outside the CSP's hashes). */
export function entryPreloadsElement(preloads: readonly EntryPreload[]): string {
  return preloads.length ? `<script type="application/json" id="${ENTRY_PRELOADS_ID}">${scriptJson(preloads)}</script>` : '';
}
