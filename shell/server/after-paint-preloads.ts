import { AFTER_PAINT_PRELOADS_ID } from '../../rspack.after-paint.cjs';
import { linkEntries } from './link-header';
import { scriptJson } from './page-head';

/** A preload the page asks for itself once it has painted (the shell's inline loader reads them). */
export interface AfterPaintPreload {
  href: string;
  as: 'fetch' | 'script';
  crossorigin?: true;
}

/**
 * A server-rendered page's `Link` header, split for its first paint. The header keeps its first
 * images (painted with it). Its scripts (run only once the page has painted), data and manifests go
 * to the list the page preloads once it has painted: on a slow connection the HTML and those images
 * then have it to themselves, and the page shows sooner. Its stylesheets are dropped: the page
 * carries them inline, and the section's chunk loader links the file when it hydrates (a preload of
 * it that failed would fail that link too, and a Retry with it).
 */
export function splitForFirstPaint(header: string | undefined): { header: string | undefined; afterPaint: AfterPaintPreload[] } {
  if (!header) return { header, afterPaint: [] };
  const kept: string[] = [];
  const afterPaint: AfterPaintPreload[] = [];
  for (const { entry, href } of linkEntries(header)) {
    const as = /;\s*as=(fetch|style|script)\s*(?:;|$)/.exec(entry)?.[1];
    if (!as) kept.push(entry);
    else if (as === 'fetch' || as === 'script')
      afterPaint.push(/;\s*crossorigin\b/.test(entry) ? { href, as, crossorigin: true } : { href, as });
  }
  return { header: kept.length ? kept.join(', ') : undefined, afterPaint };
}

/** The list as the loader reads it: a JSON `<script>` element (not run, so outside the CSP's hashes). */
export function afterPaintPreloadsElement(preloads: readonly AfterPaintPreload[]): string {
  return preloads.length ? `<script type="application/json" id="${AFTER_PAINT_PRELOADS_ID}">${scriptJson(preloads)}</script>` : '';
}
